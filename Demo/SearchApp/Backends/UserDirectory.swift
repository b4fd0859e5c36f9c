/// A directory of users made up inside the program, the same on every run: the embedded
/// backend's data, so the demo needs no file or network.
///
/// A search matches the query, ignoring case, anywhere in a login or a name; users whose
/// login or name starts with it come first, then the others, each group in alphabetical
/// order of login.
package final class UserDirectory: Sendable {
    /// Every user, in alphabetical order of login (logins are unique).
    package let users: [User]
    /// The lowercased UTF-8 of every user's login and name, each followed by a 0 byte (which
    /// no query contains, so no match runs from one key into the next), user after user: one
    /// contiguous buffer, scanned with `memchr`.
    private let keys: [UInt8]
    /// Where each user's login and name start in `keys`, with one more login start at the
    /// end, so that user `i`'s keys end where user `i + 1`'s begin.
    private let loginStarts: [Int]
    private let nameStarts: [Int]

    /// Makes `count` users; the same count makes the same users.
    package init(count: Int = 10_000) {
        users = Self.generate(count: count)
        var keys: [UInt8] = []
        var loginStarts: [Int] = []
        var nameStarts: [Int] = []
        keys.reserveCapacity(count * 26)
        for user in users {
            loginStarts.append(keys.count)
            keys += user.login.lowercased().utf8
            keys.append(0)
            nameStarts.append(keys.count)
            keys += (user.name ?? "").lowercased().utf8
            keys.append(0)
        }
        loginStarts.append(keys.count)
        self.keys = keys
        self.loginStarts = loginStarts
        self.nameStarts = nameStarts
    }

    /// Page `page` (from 1) of the users matching `query`, `perPage` a page, with the count
    /// of all matches. An empty query matches nobody.
    ///
    /// - Complexity: One pass over the keys, jumping from one occurrence of the query's first
    ///   byte to the next, plus one pass over the users; no allocation per user or match.
    package func search(_ query: String, page: Int, perPage: Int = PageRequest.pageSize) -> SearchModel<User> {
        let needle = Array(query.lowercased().utf8)
        guard !needle.isEmpty, !needle.contains(0) else { return SearchModel(query: query) }
        let ranks = rank(needle)
        var prefixed: [Int] = []
        var others: [Int] = []
        for (index, rank) in ranks.enumerated() where rank != .none {
            if rank == .prefix { prefixed.append(index) } else { others.append(index) }
        }
        let total = prefixed.count + others.count
        let start = min(max(page - 1, 0) * perPage, total)
        let end = min(start + perPage, total)
        let items = (start..<end).map { rank in
            users[rank < prefixed.count ? prefixed[rank] : others[rank - prefixed.count]]
        }
        return SearchModel(query: query, items: items, totalCount: total)
    }

    /// How well a user matches: not at all, somewhere, or at the start of the login or name.
    private enum Rank: UInt8 {
        case none, inside, prefix
    }

    /// Each user's best rank for `needle`, by index.
    private func rank(_ needle: [UInt8]) -> [Rank] {
        var ranks = [Rank](repeating: .none, count: users.count)
        keys.withUnsafeBufferPointer { keys in
            needle.withUnsafeBufferPointer { needle in
                guard let base = keys.baseAddress, keys.count >= needle.count else { return }
                let last = keys.count - needle.count
                var position = 0
                // Occurrences come in increasing order, so the user holding one is found by
                // moving forward from the user holding the one before.
                var user = 0
                while position <= last,
                    let found = Platform.firstOccurrence(
                        of: needle[0], from: base + position, count: last - position + 1)
                {
                    let offset = base.distance(to: found)
                    position = offset + 1
                    var length = 1
                    while length < needle.count, keys[offset + length] == needle[length] { length += 1 }
                    guard length == needle.count else { continue }
                    while loginStarts[user + 1] <= offset { user += 1 }
                    let rank: Rank = offset == loginStarts[user] || offset == nameStarts[user] ? .prefix : .inside
                    if rank.rawValue > ranks[user].rawValue { ranks[user] = rank }
                }
            }
        }
        return ranks
    }

    // MARK: Making the users up

    private static func generate(count: Int) -> [User] {
        var random = SplitMix64(seed: 0x5EED_0F_0E_E4A7)
        // How many users took each login; the second one to want it gets a 2 after it, and so
        // on (logins made from names have no digits, so these never collide).
        var taken: [String: Int] = [:]
        var users: [User] = []
        users.reserveCapacity(count)
        while users.count < count {
            let first = firstNames[Int(random.next() % UInt64(firstNames.count))]
            let last = lastNames[Int(random.next() % UInt64(lastNames.count))]
            let (f, l) = (asciiLogin(first), asciiLogin(last))
            let base =
                switch random.next() % 5 {
                case 0: f + l
                case 1: String(f.prefix(1)) + l
                case 2: f + "-" + l
                case 3: f + String(l.prefix(1))
                default: l + String(f.prefix(1))
                }
            let number = taken[base, default: 0] + 1
            taken[base] = number
            users.append(User(login: number == 1 ? base : "\(base)\(number)", name: "\(first) \(last)"))
        }
        return users.sorted { $0.login < $1.login }
    }

    /// A name as a login: lowercase ASCII letters, accents dropped.
    private static func asciiLogin(_ name: String) -> String {
        String(
            name.lowercased().compactMap { character -> Character? in
                if character.isASCII, character.isLetter { return character }
                return accentless[character]
            })
    }

    private static let accentless: [Character: Character] = [
        "á": "a", "å": "a", "ä": "a", "ç": "c", "é": "e", "è": "e", "ë": "e", "í": "i", "ł": "l", "ñ": "n",
        "ó": "o", "ö": "o", "ø": "o", "ş": "s", "ú": "u", "ü": "u",
    ]

    private static let firstNames = [
        "Ada", "Alan", "Alice", "Amara", "Ana", "André", "Anya", "Arjun", "Astrid", "Ayşe", "Beatriz", "Ben",
        "Bjørn", "Carlos", "Chen", "Chloé", "Dmitri", "Elena", "Emeka", "Emma", "Farah", "Felix", "Fatima",
        "Grace", "Hana", "Hugo", "Ines", "Ivan", "Jamal", "Jana", "Javier", "Jin", "José", "Julia", "Kai",
        "Karim", "Kenji", "Lars", "Layla", "Lea", "Leo", "Linus", "Lucía", "Łukasz", "Maya", "Mei", "Mia",
        "Miguel", "Nadia", "Nia", "Noah", "Nora", "Olga", "Omar", "Oscar", "Paula", "Pedro", "Priya",
        "Rafael", "Ravi", "Rosa", "Sami", "Sara", "Sofia", "Soren", "Tariq", "Theo", "Uma", "Vera", "Wei",
        "Yara", "Yusuf", "Zoë", "Zara",
    ]

    private static let lastNames = [
        "Abe", "Adeyemi", "Almeida", "Andersen", "Babbage", "Bauer", "Berg", "Borg", "Castro", "Chen",
        "Costa", "Dahl", "Diaz", "Dubois", "Eriksen", "Fischer", "Garcia", "Gomez", "Hall", "Hansen",
        "Hopper", "Ibrahim", "Ito", "Jensen", "Kaya", "Khan", "Kim", "Kowalski", "Lamarr", "Larsen",
        "Lee", "Lindqvist", "Lovelace", "Lopez", "Meyer", "Müller", "Nakamura", "Naidoo", "Nguyen",
        "Novak", "Okafor", "Olsen", "Park", "Patel", "Pereira", "Petrov", "Quinn", "Ramos", "Rossi",
        "Sato", "Schmidt", "Silva", "Singh", "Smith", "Sousa", "Suzuki", "Tanaka", "Torres", "Turing",
        "Vogel", "Wagner", "Wang", "Weber", "Wilson", "Wójcik", "Yamamoto", "Yilmaz", "Zhang", "Zimmer",
    ]
}

/// A small, fast, well-mixed pseudo-random generator whose sequence is fixed by its seed.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
