import Oneway
import OnewayTestSupport
import Testing

private enum SampleError: Error {
    case first
    case second(code: Int)
}

/// Prints like `SampleError.first` but is another type.
private struct LookalikeError: Error, CustomStringConvertible {
    var description: String { "first" }
}

@Suite(.tracksResources)
struct EventEquatableTests {
    @Test("next events are equal when their elements are equal")
    func nextEquality() {
        expectEqual(Event.next(1), Event.next(1))
        #expect(Event.next(1) != Event.next(2))
    }

    @Test("Events of different cases are never equal")
    func differentCases() {
        #expect(Event.next(1) != Event<Int>.completed)
        #expect(Event<Int>.completed != Event<Int>.error(SampleError.first))
        #expect(Event.next(1) != Event<Int>.error(SampleError.first))
        expectEqual(Event<Int>.completed, Event<Int>.completed)
    }

    @Test("Errors are equal when they have the same type and the same description")
    func errorEquality() {
        expectEqual(Event<Int>.error(SampleError.first), .error(SampleError.first))
        expectEqual(Event<Int>.error(SampleError.second(code: 1)), .error(SampleError.second(code: 1)))
        #expect(Event<Int>.error(SampleError.second(code: 1)) != .error(SampleError.second(code: 2)))
        #expect(Event<Int>.error(SampleError.first) != .error(SampleError.second(code: 1)))
        expectEqual(Event<Int>.error(RxError.timeout), .error(RxError.timeout))
    }

    @Test("Errors of different types are not equal even when they print the same")
    func lookalikeErrors() {
        expectEqual(String(describing: LookalikeError()), String(describing: SampleError.first))
        #expect(Event<Int>.error(SampleError.first) != .error(LookalikeError()))
    }

    @Test("MaybeEvent values are equal when they are the same case with equal contents")
    func maybeEquality() {
        expectEqual(MaybeEvent.success(1), .success(1))
        #expect(MaybeEvent.success(1) != .success(2))
        expectEqual(MaybeEvent<Int>.completed, .completed)
        #expect(MaybeEvent.success(1) != .completed)
        #expect(MaybeEvent<Int>.completed != .error(SampleError.first))
    }

    @Test("MaybeEvent errors compare by type and description, as Event's errors do")
    func maybeErrorEquality() {
        expectEqual(MaybeEvent<Int>.error(SampleError.first), .error(SampleError.first))
        #expect(MaybeEvent<Int>.error(SampleError.first) != .error(SampleError.second(code: 1)))
        #expect(MaybeEvent<Int>.error(SampleError.first) != .error(LookalikeError()))
    }

    @Test("CompletableEvent values are equal when they are the same case with matching errors")
    func completableEquality() {
        expectEqual(CompletableEvent.completed, .completed)
        expectEqual(CompletableEvent.error(SampleError.first), .error(SampleError.first))
        #expect(CompletableEvent.error(SampleError.first) != .error(SampleError.second(code: 1)))
        #expect(CompletableEvent.error(SampleError.first) != .error(LookalikeError()))
        #expect(CompletableEvent.completed != .error(SampleError.first))
    }

    @Test("A Maybe's recorded outcomes compare as arrays")
    func maybeOutcomesFromASequence() {
        var outcomes: [MaybeEvent<Int>] = []
        _ = Maybe.just(3).subscribe { outcomes.append($0) }
        _ = Maybe<Int>.empty().subscribe { outcomes.append($0) }
        _ = Maybe<Int>.error(SampleError.first).subscribe { outcomes.append($0) }
        expectEqual(outcomes, [.success(3), .completed, .error(SampleError.first)])
    }
}
