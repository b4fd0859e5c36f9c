import Oneway
import OnewayTestSupport
import Testing

/// Prints like `TestFailure.boom` but is another type.
private struct LookalikeError: Error, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite(.tracksResources)
struct TraitEventEquatableTests {
    @Test("MaybeEvent values are equal when they are the same case with equal contents")
    func maybeEquality() {
        #expect(MaybeEvent.success(1) == .success(1))
        #expect(MaybeEvent.success(1) != .success(2))
        #expect(MaybeEvent<Int>.completed == .completed)
        #expect(MaybeEvent.success(1) != .completed)
        #expect(MaybeEvent<Int>.completed != .error(TestFailure.boom))
    }

    @Test("MaybeEvent errors compare by type and description, as Event's errors do")
    func maybeErrorEquality() {
        #expect(MaybeEvent<Int>.error(TestFailure.boom) == .error(TestFailure.boom))
        #expect(MaybeEvent<Int>.error(TestFailure.boom) != .error(TestFailure.other))
        #expect(MaybeEvent<Int>.error(TestFailure.boom) != .error(LookalikeError()))
    }

    @Test("CompletableEvent values are equal when they are the same case with matching errors")
    func completableEquality() {
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(TestFailure.boom) == .error(TestFailure.boom))
        #expect(CompletableEvent.error(TestFailure.boom) != .error(TestFailure.other))
        #expect(CompletableEvent.error(TestFailure.boom) != .error(LookalikeError()))
        #expect(CompletableEvent.completed != .error(TestFailure.boom))
    }

    @Test("A Maybe's recorded outcomes compare as arrays")
    func maybeOutcomesFromASequence() {
        var outcomes: [MaybeEvent<Int>] = []
        _ = Maybe.just(3).subscribe { outcomes.append($0) }
        _ = Maybe<Int>.empty().subscribe { outcomes.append($0) }
        _ = Maybe<Int>.error(TestFailure.boom).subscribe { outcomes.append($0) }
        #expect(outcomes == [.success(3), .completed, .error(TestFailure.boom)])
    }
}
