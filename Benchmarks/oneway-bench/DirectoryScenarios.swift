import SearchApp

/// The demo's embedded directory: one ranked query (case-insensitive substring of login and
/// name, prefix matches first, the first page of 30 and the count of all), beside a plain
/// filter over the same users, lowercased once beforehand, doing the same ranking.
let directoryScenarios: [Scenario] = [(10_000, smallDirectory), (100_000, largeDirectory)].map { count, directory in
    Scenario(
        "Directory query, \(grouped(count)) users",
        unit: .nanoseconds(per: "query"),
        // The baseline takes about 20 ms a query at 10,000 users: a few hundred queries suffice.
        operations: 2_000_000 / count,
        quickOperations: max(200_000 / count, 5),
        library: { queries in
            let directory = directory()
            return {
                var checksum = 0
                for index in 0..<queries {
                    let page = directory.search(queryMix[index % queryMix.count], page: 1)
                    checksum &+= page.totalCount &+ page.items.reduce(0) { $0 &+ $1.login.utf8.count }
                }
                return checksum
            }
        },
        baseline: { queries in
            // The users are in login order, so keeping that order within each group ranks them.
            let rows = opaque(
                directory().users.map { (login: $0.login.lowercased(), name: ($0.name ?? "").lowercased(), user: $0) })
            let mix = opaque(queryMix)
            return {
                var checksum = 0
                for index in 0..<queries {
                    let query = mix[index % mix.count]
                    let matches = rows.filter { $0.login.contains(query) || $0.name.contains(query) }
                    let isPrefix = { (row: (login: String, name: String, user: User)) in
                        row.login.hasPrefix(query) || row.name.hasPrefix(query)
                    }
                    let ranked = matches.filter(isPrefix) + matches.filter { !isPrefix($0) }
                    checksum &+= ranked.count &+ ranked.prefix(30).reduce(0) { $0 &+ $1.user.login.utf8.count }
                }
                return checksum
            }
        }
    )
}

/// Queries from one letter (thousands of matches) to none, as typing produces them.
private let queryMix = ["a", "ad", "ada", "lee", "son", "mar", "kim", "ov", "zhang", "qqq"]

/// Built once, on first use, outside the timed work.
private let small = UserDirectory(count: 10_000)
private let large = UserDirectory(count: 100_000)
private let smallDirectory: @Sendable () -> UserDirectory = { small }
private let largeDirectory: @Sendable () -> UserDirectory = { large }
