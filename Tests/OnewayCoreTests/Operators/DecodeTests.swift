import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private struct User: Codable, Equatable {
    let name: String
    let age: Int
}

/// A custom decoder: every `DataDecoder` works with `decode(type:decoder:)`.
private struct CountingDecoder: DataDecoder {
    let log: Log

    final class Log { var decoded = 0 }

    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        log.decoded += 1
        return try JSONDecoder().decode(type, from: data)
    }
}

private func json(_ text: String) -> Data { Data(text.utf8) }

@Suite(.tracksResources)
struct DecodeTests {
    @Test("decode(type:decoder:) emits each decoded value at the source's times and completes with it")
    func decodesJSON() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"name":"Ada","age":36}"#)), .next(220, json(#"{"name":"Alan","age":41}"#)),
            .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: User.self, decoder: JSONDecoder()) }
        expectEqual(
            res.events,
            [
                .next(210, User(name: "Ada", age: 36)), .next(220, User(name: "Alan", age: 41)), .completed(300),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("An element that fails to decode ends the sequence with the decoder's error and disposes the source")
    func decodingErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"name":"Ada","age":36}"#)), .next(220, json(#"{"name":"Alan"}"#)),
            .next(230, json(#"{"name":"Grace","age":45}"#)), .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: User.self, decoder: JSONDecoder()) }
        expectEqual(res.events.count, 2)
        expectEqual(res.events.first, .next(210, User(name: "Ada", age: 36)))
        let last = res.events.last
        expectEqual(last?.time, 220)
        guard case .error(let error) = last?.value else {
            Issue.record("expected an error at 220, got \(String(describing: last))")
            return
        }
        guard case DecodingError.keyNotFound(let key, _) = error else {
            Issue.record("expected DecodingError.keyNotFound, got \(error)")
            return
        }
        expectEqual(key.stringValue, "age")
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("decode(type:decoder:) forwards the source's error")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"name":"Ada","age":36}"#)), .error(250, CreatingTestError.boom),
        ])
        let res = scheduler.start { xs.decode(type: User.self, decoder: JSONDecoder()) }
        expectEqual(res.events, [.next(210, User(name: "Ada", age: 36)), .error(250, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("PropertyListDecoder is a DataDecoder")
    func propertyList() throws {
        let user = User(name: "Ada", age: 36)
        let data = try PropertyListEncoder().encode(user)
        let res = TestScheduler(initialClock: 0).start {
            Observable.just(data).decode(type: User.self, decoder: PropertyListDecoder())
        }
        expectEqual(res.events, [.next(200, user), .completed(200)])
    }

    @Test("A custom DataDecoder is called once per element")
    func customDecoder() {
        let log = CountingDecoder.Log()
        let res = TestScheduler(initialClock: 0).start {
            Observable.of(json(#"{"name":"Ada","age":36}"#), json(#"{"name":"Alan","age":41}"#))
                .decode(type: User.self, decoder: CountingDecoder(log: log))
                .map(\.name)
        }
        expectEqual(res.events, [.next(200, "Ada"), .next(200, "Alan"), .completed(200)])
        expectEqual(log.decoded, 2)
    }
}
