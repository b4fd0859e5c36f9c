import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// Prints like `TestError.boom` but is another type.
private struct LookalikeError: Error, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite(.tracksResources)
struct RecordedTests {
    @Test("Recorded events are equal when their times and events are equal")
    func recordedEquality() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        expectEqual(events, [.next(210, 1), .completed(300)])
        #expect(events != [.next(211, 1), .completed(300)])
        #expect(events != [.next(210, 2), .completed(300)])
        #expect(events != [.next(210, 1), .error(300, TestError.boom)])
    }

    @Test("Recorded errors compare by type and description, as RxTest compares them")
    func recordedErrorEquality() {
        let boom: Recorded<Event<Int>> = .error(300, TestError.boom)
        expectEqual(boom, .error(300, TestError.boom))
        #expect(boom != .error(300, TestError.bang))
        #expect(boom != .error(301, TestError.boom))
        #expect(boom != .error(300, LookalikeError()))
        expectEqual(String(describing: LookalikeError()), String(describing: TestError.boom))
    }

    @Test("Recorded.events builds an array whose element type comes from the events")
    func eventsFactory() {
        let variadic = Recorded.events(.next(210, "a"), .completed(300))
        let array = Recorded.events([.next(210, "a"), .completed(300)])
        expectEqual(variadic, array)
        expectEqual(variadic.map(\.time), [210, 300])
        expectEqual(variadic[0].value.element, "a")
        #expect(variadic[1].value.isCompleted)
    }

    @Test("The completed and error factories take an optional element type")
    func typedFactories() {
        let completed = Recorded.completed(300, Int.self)
        let failed = Recorded.error(400, TestError.boom, String.self)
        expectEqual(completed, Recorded(time: 300, value: Event<Int>.completed))
        expectEqual(failed.time, 400)
        expectEqual(failed.value, .error(TestError.boom))
    }

    @Test("Recorded describes itself as value @ time")
    func recordedDescription() {
        let recorded: Recorded<Event<Int>> = .next(210, 1)
        expectEqual(recorded.debugDescription, "next(1) @ 210")
    }

    @Test("Subscription(t) is still active: it equals Subscription(t, Int.max)")
    func subscriptionEquality() {
        expectEqual(Subscription(200), Subscription(200, Int.max))
        expectEqual(Subscription(200).unsubscribe, Int.max)
        #expect(Subscription(200, 1000) != Subscription(200, 999))
        #expect(Subscription(200, 1000) != Subscription(201, 1000))
        expectEqual(Set([Subscription(200, 1000), Subscription(200, 1000)]).count, 1)
    }

    @Test("Subscription describes itself as RxTest does, with Infinity while active")
    func subscriptionDescription() {
        expectEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        expectEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}
