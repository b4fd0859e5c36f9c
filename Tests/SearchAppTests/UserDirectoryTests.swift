import OnewayTestSupport
import SearchApp
import Testing

@Suite("The embedded user directory", .tracksResources)
struct UserDirectoryTests {
    static let directory = ScriptTests.directory

    @Test("it has 10,000 users with unique logins and a name each, the same on every run")
    func generated() {
        let users = Self.directory.users
        expectEqual(users.count, 10_000)
        expectEqual(Set(users.map(\.login)).count, users.count)
        #expect(users.allSatisfy { !($0.name ?? "").isEmpty })
        expectEqual(UserDirectory(count: 500).users, UserDirectory(count: 500).users)
    }

    @Test("a search ignores case and matches anywhere in a login or a name")
    func matching() {
        let page = Self.directory.search("LoVeLaCe", page: 1)
        #expect(page.totalCount > 30)
        #expect(page.items.allSatisfy { $0.login.contains("lovelace") || ($0.name ?? "").contains("Lovelace") })
        let all = Self.directory.users.filter {
            $0.login.lowercased().contains("zoë") || ($0.name ?? "").lowercased().contains("zoë")
        }
        expectEqual(Self.directory.search("ZOË", page: 1).totalCount, all.count)
        #expect(!all.isEmpty)
    }

    @Test("prefix matches come first, then the others, each in alphabetical order of login")
    func ranking() {
        let query = "lee"
        let matches = (1...40).flatMap { Self.directory.search(query, page: $0).items }
        func isPrefix(_ user: User) -> Bool {
            user.login.hasPrefix(query) || (user.name ?? "").lowercased().hasPrefix(query)
        }
        let firstOther = matches.firstIndex { !isPrefix($0) } ?? matches.endIndex
        #expect(firstOther > 0 && firstOther < matches.endIndex, "both groups are there")
        #expect(matches[firstOther...].allSatisfy { !isPrefix($0) })
        expectEqual(matches[..<firstOther].map(\.login), matches[..<firstOther].map(\.login).sorted())
        expectEqual(matches[firstOther...].map(\.login), matches[firstOther...].map(\.login).sorted())
        expectEqual(matches.count, Self.directory.search(query, page: 1).totalCount)
    }

    @Test("pages hold 30 users; the last page holds the rest; past it, none; an empty query matches nobody")
    func paging() {
        let total = Self.directory.search("ada", page: 1).totalCount
        let lastPage = (total + 29) / 30
        expectEqual(Self.directory.search("ada", page: 1).items.count, 30)
        expectEqual(Self.directory.search("ada", page: lastPage).items.count, total - (lastPage - 1) * 30)
        #expect(Self.directory.search("ada", page: lastPage + 1).items.isEmpty)
        expectEqual(Self.directory.search("", page: 1), SearchModel(query: ""))
        expectEqual(Self.directory.search("qqqq", page: 1).totalCount, 0)
    }
}
