/// A directory of users made up inside the program, the same on every run: the embedded
/// backend's data, so the demo needs no file or network.
///
/// A search matches the query, ignoring case, anywhere in a login or a name; users whose
/// login or name starts with it come first, then the others, each group in alphabetical
/// order of login.
package final class UserDirectory: Sendable {
    /// Every user, in alphabetical order of login (logins are unique).
    package let users: [User]
    /// The lowercased UTF-8 of every login and name, back to back, and where each user's
    /// two keys start and end: one contiguous buffer scans faster than an array per user.
    private let keys: [UInt8]
    private let bounds: [(login: Range<Int>, name: Range<Int>)]

    /// Makes `count` users; the same count makes the same users.
    package init(count: Int = 10_000) {
        users = Self.generate(count: count)
        var keys: [UInt8] = []
        var bounds: [(login: Range<Int>, name: Range<Int>)] = []
        keys.reserveCapacity(count * 24)
        bounds.reserveCapacity(count)
        for user in users {
            let loginStart = keys.count
            keys += user.login.lowercased().utf8
            let nameStart = keys.count
            keys += (user.name ?? "").lowercased().utf8
            bounds.append((loginStart..<nameStart, nameStart..<keys.count))
        }
        self.keys = keys
        self.bounds = bounds
    }

    /// Page `page` (from 1) of the users matching `query`, `perPage` a page, with the count
    /// of all matches. An empty query matches nobody.
    ///
    /// - Complexity: O(n × m) for n users and a query of m bytes, with no allocation per
    ///   user: one pass over the keys.
    package func search(_ query: String, page: Int, perPage: Int = PageRequest.pageSize) -> SearchModel<User> {
        let needle = Array(query.lowercased().utf8)
        guard !needle.isEmpty else { return SearchModel(query: query) }
        var prefixed: [Int32] = []
        var others: [Int32] = []
        keys.withUnsafeBufferPointer { keys in
            needle.withUnsafeBufferPointer { needle in
                for (index, bound) in bounds.enumerated() {
                    if keys.hasPrefix(needle, in: bound.login) || keys.hasPrefix(needle, in: bound.name) {
                        prefixed.append(Int32(index))
                    } else if keys.contains(needle, in: bound.login) || keys.contains(needle, in: bound.name) {
                        others.append(Int32(index))
                    }
                }
            }
        }
        let total = prefixed.count + others.count
        let start = min(max(page - 1, 0) * perPage, total)
        let end = min(start + perPage, total)
        let items = (start..<end).map { rank in
            users[Int(rank < prefixed.count ? prefixed[rank] : others[rank - prefixed.count])]
        }
        return SearchModel(query: query, items: items, totalCount: total)
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

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes in `range` start with `needle`.
    @inline(__always)
    fileprivate func hasPrefix(_ needle: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        guard needle.count <= range.count else { return false }
        for offset in 0..<needle.count where self[range.lowerBound + offset] != needle[offset] { return false }
        return true
    }

    /// Whether `needle` occurs in the bytes in `range`.
    @inline(__always)
    fileprivate func contains(_ needle: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        guard needle.count <= range.count else { return false }
        let first = needle[0]
        var start = range.lowerBound
        let last = range.upperBound - needle.count
        while start <= last {
            if self[start] == first {
                var offset = 1
                while offset < needle.count, self[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
