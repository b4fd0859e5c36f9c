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
        #expect(Event.next(1) == Event.next(1))
        #expect(Event.next(1) != Event.next(2))
    }

    @Test("Events of different cases are never equal")
    func differentCases() {
        #expect(Event.next(1) != Event<Int>.completed)
        #expect(Event<Int>.completed != Event<Int>.error(SampleError.first))
        #expect(Event.next(1) != Event<Int>.error(SampleError.first))
        #expect(Event<Int>.completed == Event<Int>.completed)
    }

    @Test("Errors are equal when they have the same type and the same description")
    func errorEquality() {
        #expect(Event<Int>.error(SampleError.first) == .error(SampleError.first))
        #expect(Event<Int>.error(SampleError.second(code: 1)) == .error(SampleError.second(code: 1)))
        #expect(Event<Int>.error(SampleError.second(code: 1)) != .error(SampleError.second(code: 2)))
        #expect(Event<Int>.error(SampleError.first) != .error(SampleError.second(code: 1)))
        #expect(Event<Int>.error(RxError.timeout) == .error(RxError.timeout))
    }

    @Test("Errors of different types are not equal even when they print the same")
    func lookalikeErrors() {
        #expect(String(describing: LookalikeError()) == String(describing: SampleError.first))
        #expect(Event<Int>.error(SampleError.first) != .error(LookalikeError()))
    }
}
