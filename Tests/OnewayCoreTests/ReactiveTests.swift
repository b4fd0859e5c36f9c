import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// A counter with reactive extensions of its own.
private final class Counter: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base: Counter {
    /// A binder that adds each element to the count, applied at once.
    fileprivate var increments: Binder<Int> {
        Binder(base, scheduler: CurrentThreadScheduler.instance) { counter, step in counter.count += step }
    }

    /// A static member, reached as `Counter.rx.kind`.
    fileprivate static var kind: String { "counter" }
}

/// A value type with reactive extensions.
private struct Point: ReactiveCompatible, Equatable {
    var x = 1
}

/// An Objective-C style model: every `NSObject` has `rx`.
private final class TitleModel: NSObject {
    var title = ""
}

@Suite(.tracksResources)
struct ReactiveTests {
    @Test("rx wraps the value itself as base, for classes and value types")
    func base() {
        let counter = Counter()
        #expect(counter.rx.base === counter)
        expectEqual(Point(x: 3).rx.base, Point(x: 3))
        expectEqual(Reactive(Point(x: 4)).base.x, 4)
    }

    @Test("A constrained extension of Reactive gives the type its own binder, reached through rx")
    func customBinder() {
        let counter = Counter()
        let binding = Observable.of(1, 2, 3).bind(to: counter.rx.increments)
        expectEqual(counter.count, 6)
        binding.dispose()
    }

    @Test("The static rx reaches static members of a Reactive extension")
    func staticRx() {
        expectEqual(Counter.rx.kind, "counter")
        #expect(Counter.rx == Reactive<Counter>.self)
    }

    @Test("rx is settable, as in RxSwift, and setting it changes nothing")
    func settable() {
        var point = Point(x: 2)
        point.rx = Reactive(Point(x: 9))
        Point.rx = Reactive<Point>.self
        expectEqual(point.x, 2)
    }

    @Test("Reactive is Sendable when its base is")
    func sendable() {
        let reactive: any Sendable = Reactive(Point(x: 5))
        expectEqual((reactive as? Reactive<Point>)?.base.x, 5)
    }

    @Test("NSObject has rx, and a writable property is a Binder by name that sets it on the main queue")
    func dynamicMemberOnNSObject() {
        let log = SharedLog<String>()
        onMainQueue {
            let model = TitleModel()
            let titles: Binder<String> = model.rx.title
            titles.onNext("first")
            log.append(model.title)
            _ = Observable.just("second").bind(to: model.rx.title)
            log.append(model.title)
        }
        expectEqual(log.values, ["first", "second"])
    }

    @Test("A Binder by key path holds its object weakly")
    func dynamicMemberHoldsWeakly() {
        var model: TitleModel? = TitleModel()
        weak let watched = model
        let titles = model!.rx.title
        model = nil
        #expect(watched == nil)
        titles.onCompleted()
    }
}
