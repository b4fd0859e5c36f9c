import Oneway
import OnewayTestSupport
import Testing

/// Code that names RxSwift's, RxRelay's and RxCocoa's types through their modules.
@Suite(.tracksResources)
struct ModuleNamespaceTests {
    @Test("RxSwift.Observable, RxObservable and Observable are one type")
    func observable() {
        let qualified: RxSwift.Observable<Int> = .just(1)
        let aliased: RxObservable<Int> = qualified
        let plain: Observable<Int> = aliased
        #expect(plain === qualified)
        #expect(RxSwift.Observable<Int>.self == Observable<Int>.self)
        #expect(RxSwift.Event<Int>.self == Event<Int>.self)
        #expect(RxSwift.PrimitiveSequence<SingleTrait, Int>.self == Single<Int>.self)
    }

    @Test("RxSwift.Resources is Oneway's count: incrementTotal and decrementTotal move total")
    func resources() {
        let before = RxSwift.Resources.total
        let raised = RxSwift.Resources.incrementTotal()
        expectEqual(Resources.total, Resources.isTracking ? before + 1 : before)
        expectEqual(raised, Resources.isTracking ? before + 1 : 0)
        RxSwift.Resources.decrementTotal()
        expectEqual(RxSwift.Resources.total, before)
    }

    @Test("Protocols and generic types resolve through the namespaces, in constraints too")
    func constraints() {
        func firstElement<Source: RxSwift.ObservableType>(of source: Source) -> Source.Element? {
            var first: Source.Element?
            _ = source.take(1).subscribe(onNext: { first = $0 })
            return first
        }
        let relay: RxRelay.BehaviorRelay<Int> = RxCocoa.BehaviorRelay(value: 3)
        expectEqual(firstElement(of: relay.asObservable()), 3)
        let bag: RxSwift.DisposeBag = DisposeBag()
        let subject: RxSwift.PublishSubject<String> = PublishSubject()
        subject.subscribe().disposed(by: bag)
        #expect(RxRelay.PublishRelay<Int>.self == PublishRelay<Int>.self)
        #expect(RxRelay.ReplayRelay<Int>.self == ReplayRelay<Int>.self)
    }

    @Test("RxCocoa's names resolve to Oneway's traits")
    func rxCocoa() {
        #expect(RxCocoa.Driver<Int>.self == Driver<Int>.self)
        #expect(RxCocoa.Signal<Int>.self == OnewayCore.Signal<Int>.self)
        #expect(RxCocoa.SharedSequence<RxCocoa.DriverSharingStrategy, Int>.self == Driver<Int>.self)
        #expect(RxCocoa.SharedSequence<RxCocoa.SignalSharingStrategy, Int>.self == OnewayCore.Signal<Int>.self)
        #expect(RxCocoa.ControlProperty<String>.self == ControlProperty<String>.self)
        #expect(RxCocoa.ControlEvent<Void>.self == ControlEvent<Void>.self)
        #expect(RxCocoa.RxCocoaURLError.self == RxCocoaURLError.self)
        #expect(RxCocoa.SharingScheduler.make() is MainScheduler)
    }
}
