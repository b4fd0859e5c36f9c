import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct AnyObserverTests {
    @Test("asObserver() of an AnyObserver forwards every event to the same handler")
    func asObserverIsTheSameObserver() {
        let recorder = Recorder<Int>()
        let observer = AnyObserver<Int> { recorder.on($0) }.asObserver()
        observer.onNext(1)
        observer.onError(TestFailure.boom)
        observer.onCompleted()
        // An AnyObserver adds no checks: whatever is sent reaches the handler.
        expectEqual(recorder.events, [.next(1), .error(.boom), .completed])
    }

    @Test("mapObserver transforms each element before forwarding it, and passes errors and completion through")
    func mapObserverForwards() {
        let recorder = Recorder<Int>()
        let observer = AnyObserver<Int> { recorder.on($0) }.mapObserver { (text: String) in text.count }
        observer.onNext("a")
        observer.onNext("abc")
        observer.onError(TestFailure.boom)
        observer.onCompleted()
        expectEqual(recorder.events, [.next(1), .next(3), .error(.boom), .completed])
    }

    @Test("mapObserver forwards an error the transform throws as an error event, to a subject's subscribers too")
    func mapObserverTransformThrows() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = recorder.subscribe(to: subject)
        let observer = subject.mapObserver { (text: String) throws -> Int in
            guard let number = Int(text) else { throw TestFailure.other }
            return number
        }
        observer.onNext("1")
        observer.onNext("x")
        observer.onNext("2")
        subscription.dispose()
        expectEqual(recorder.events, [.next(1), .error(.other)])
    }
}
