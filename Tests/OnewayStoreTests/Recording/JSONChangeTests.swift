import OnewayTestSupport
import Testing

@testable import OnewayStore

@Suite
struct JSONChangeTests {
    private func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    @Test("Members changed, added and removed are each one change at their path")
    func objectChanges() throws {
        let changes = JSONValue.changes(
            from: try json(#"{"a":1,"b":{"c":true},"gone":0}"#), to: try json(#"{"a":2,"b":{"c":true,"d":null}}"#))
        expectEqual(
            changes,
            [
                JSONChange(path: [.key("a")], old: .number("1"), new: .number("2")),
                JSONChange(path: [.key("b"), .key("d")], old: nil, new: .null),
                JSONChange(path: [.key("gone")], old: .number("0"), new: nil),
            ])
    }

    @Test("An element inserted in the middle of an array is one addition, not a change of every later element")
    func arrayInsertion() throws {
        let changes = JSONValue.changes(from: try json("[1,2,3,4,5]"), to: try json("[1,2,9,3,4,5]"))
        expectEqual(changes, [JSONChange(path: [.index(2)], old: nil, new: .number("9"))])
    }

    @Test("An element removed from the middle of an array is one removal at its old position")
    func arrayRemoval() throws {
        let changes = JSONValue.changes(from: try json("[1,2,3,4,5]"), to: try json("[1,2,4,5]"))
        expectEqual(changes, [JSONChange(path: [.index(2)], old: .number("3"), new: nil)])
    }

    @Test("Paths read as a program would write them, and as JSON Pointers")
    func pathTexts() {
        let path: JSONPath = [.key("items"), .index(2), .key("title"), .key("odd key"), .key("a/b~")]
        expectEqual(readable(path), #"items[2].title["odd key"]["a/b~"]"#)
        expectEqual(jsonPointer(path), "/items/2/title/odd key/a~1b~0")
        expectEqual(readable([]), "(root)")
    }

    @Test("A patch applied to the old value gives the new one, over a thousand random pairs of values")
    func patchRoundTrip() throws {
        var random = SeededRandom(seed: 19)
        for _ in 0..<1000 {
            let old = randomValue(&random, depth: 0)
            let new = mutated(old, &random, depth: 0)
            var patched = old
            try patched.apply(patch: JSONValue.patch(from: old, to: new))
            expectEqual(patched, new, "old \(old.jsonText()), new \(new.jsonText())")
            // The fine-grained changes apply in order too: the inspector rebuilds states from them.
            var stepped = old
            try stepped.apply(patch: patchOf(JSONValue.changes(from: old, to: new)))
            expectEqual(stepped, new, "old \(old.jsonText()), new \(new.jsonText())")
        }
    }

    @Test("A patch replaces an array whole when listing its changes would take longer")
    func wholeArrays() throws {
        let old = JSONValue.array((0..<20).map { .number(String($0)) })
        let new = JSONValue.array((0..<20).map { .number(String($0 + 100)) })
        let patch = JSONValue.patch(from: old, to: new)
        expectEqual(
            patch, .array([.object(JSONObject([("op", .string("replace")), ("path", .string("")), ("value", new)]))]))
    }

    @Test("A patch that names a place the value does not have is refused, naming the operation")
    func badPatches() throws {
        var value = try json(#"{"a":[1]}"#)
        let cases: [(String, String)] = [
            (#"[{"op":"replace","path":"/b","value":1}]"#, "no member \"b\" to replace"),
            (#"[{"op":"add","path":"/a/5","value":1}]"#, "index 5 is past the end"),
            (#"[{"op":"remove","path":"/a/x"}]"#, "\"x\" is no array index"),
            (#"[{"op":"move","path":"/a"}]"#, "is not one of add, remove, replace"),
            (#"[{"op":"add","path":"/a/0"}]"#, "needs a \"value\""),
            (#"{"op":"add"}"#, "a patch is an array"),
        ]
        for (patch, problem) in cases {
            #expect(throws: JSONPatchError.self) { try value.apply(patch: try json(patch)) }
            do {
                try value.apply(patch: try json(patch))
            } catch {
                #expect("\(error)".contains(problem), "\(patch): \(error)")
            }
        }
    }
}

/// The changes as a JSON Patch, unmerged.
private func patchOf(_ changes: [JSONChange]) -> JSONValue {
    .array(
        changes.map { change in
            var operation = JSONObject()
            operation["op"] = .string(change.old == nil ? "add" : change.new == nil ? "remove" : "replace")
            operation["path"] = .string(jsonPointer(change.path))
            if let new = change.new { operation["value"] = new }
            return .object(operation)
        })
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private func randomValue(_ random: inout SeededRandom, depth: Int) -> JSONValue {
    switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2: return .number(String(Int.random(in: 0..<5, using: &random)))
    case 3: return .string(["a", "b", "c/d", "e~"][Int.random(in: 0..<4, using: &random)])
    case 4:
        return .array((0..<Int.random(in: 0..<6, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
    default:
        let keys = ["x", "y", "z", "w"].filter { _ in Bool.random(using: &random) }
        return .object(JSONObject(keys.map { ($0, randomValue(&random, depth: depth + 1)) }))
    }
}

/// `value` with a few random edits: members and elements changed, added, removed.
private func mutated(_ value: JSONValue, _ random: inout SeededRandom, depth: Int) -> JSONValue {
    if Int.random(in: 0..<5, using: &random) == 0 { return randomValue(&random, depth: depth) }
    switch value {
    case .array(var elements):
        for _ in 0..<Int.random(in: 0..<3, using: &random) {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                elements.insert(
                    randomValue(&random, depth: depth + 1), at: Int.random(in: 0...elements.count, using: &random))
            case 1 where !elements.isEmpty: elements.remove(at: Int.random(in: 0..<elements.count, using: &random))
            default:
                if !elements.isEmpty {
                    let index = Int.random(in: 0..<elements.count, using: &random)
                    elements[index] = mutated(elements[index], &random, depth: depth + 1)
                }
            }
        }
        return .array(elements)
    case .object(var object):
        for key in ["x", "y", "z", "w"] where Bool.random(using: &random) {
            if let member = object[key] {
                object[key] = Bool.random(using: &random) ? nil : mutated(member, &random, depth: depth + 1)
            } else {
                object[key] = randomValue(&random, depth: depth + 1)
            }
        }
        return .object(object)
    default:
        return value
    }
}
