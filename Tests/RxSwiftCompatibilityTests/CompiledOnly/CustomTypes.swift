// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards user types that conform to ObservableType, ObserverType and friends, and their use.

import Foundation
import Oneway

struct Wrapper: ObservableConvertibleType {
    typealias Element = Int
    func asObservable() -> Observable<Int> { .just(1) }
}
final class MySubject: ObserverType, ObservableType {
    typealias Element = Int
    private let inner = PublishSubject<Int>()
    func on(_ event: Event<Int>) { inner.on(event) }
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        inner.subscribe(observer)
    }
}
extension MySubject: SubjectType {
    func asObserver() -> AnyObserver<Int> { AnyObserver(self) }
}
func convertible() {
    _ = Observable.just(1).flatMap { _ in Wrapper() }
    _ = Observable.just(1).flatMapLatest { _ in Wrapper() }
    _ = Observable.just(1).concatMap { _ in Wrapper() }
    _ = Observable.just(1).multicast(MySubject())
    _ = Observable.just(1).bind(to: MySubject())
    _ = Infallible.just(1).bind(to: MySubject())
    _ = Wrapper().asInfallible(onErrorJustReturn: 0)
    _ = Observable.just(1).concat(Wrapper())
    _ = Observable.just(1).take(until: Wrapper().asObservable())
    _ = Observable.just(Wrapper()).merge()
    _ = Observable.just(Wrapper()).switchLatest()
}

final class MyObservable: ObservableType {
    typealias Element = Int
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observer.on(.next(1)); observer.on(.completed)
        return Disposables.create()
    }
}

struct MyObserver: ObserverType {
    func on(_ event: Event<Int>) {}
}

func extra() {
    let bag = DisposeBag()
    MyObservable().map { $0 }.subscribe(MyObserver()).disposed(by: bag)
    _ = MyObservable().asObservable()
    _ = Observable.just(1).subscribe(MyObserver())
    _ = MyObserver().asObserver()
    let g = GroupedObservable(key: 1, source: Observable.just(1))
    _ = g.key; _ = g.asObservable()
    func connect<C: ConnectableObservableType>(_ c: C) -> Disposable { c.connect() }
    _ = connect(Observable.just(1).publish())
    _ = Resources.total
    let scope: SubjectLifetimeScope = .whileConnected
    let tb: TakeBehavior = .inclusive
    _ = (scope, tb)
    let inf = Infallible.just(1)
    inf.subscribe { (e: Event<Int>) in _ = e }.disposed(by: bag)
    inf.subscribe { event in
        switch event {
        case .next: break
        case .error: break
        case .completed: break
        }
    }.disposed(by: bag)
    inf.bind(to: PublishRelay<Int>()).disposed(by: bag)
    inf.bind(to: BehaviorRelay<Int?>(value: nil)).disposed(by: bag)
    inf.bind(to: ReplayRelay<Int>.create(bufferSize: 1), ReplayRelay<Int>.create(bufferSize: 1)).disposed(by: bag)
    inf.bind(to: PublishSubject<Int>()).disposed(by: bag)
    inf.bind(to: PublishSubject<Int?>()).disposed(by: bag)
    inf.bind(onNext: { _ in }).disposed(by: bag)
    inf.bind(with: Owner(), onNext: { _, _ in }).disposed(by: bag)
    _ = inf.bind(to: { (i: Infallible<Int>) in i.subscribe() })
    Hooks.recordCallStackOnError = false
    _ = Observable<Int>.just(1).subscribe(on: CurrentThreadScheduler.instance)
    let cd = CompositeDisposable()
    _ = cd.insert(Disposables.create())
    let d: Disposable = Disposables.create()
    d.dispose()
    _ = PublishSubject<Int>().asObservable()
    _ = BehaviorSubject(value: 1).asObserver()
    let anyO = AnyObserver<Int>.init(MyObserver())
    _ = anyO
    _ = Observable<Int>.just(1).ifEmpty(switchTo: Observable.just(2))
    _ = Observable.just([1]).flatMap { Observable.from($0) }
    _ = Observable<Int>.range(start: 1, count: 2).toArray().asObservable()
    _ = Observable.just(1).map { _ in throw ProbeError() }
    _ = Observable.just(1).share(replay: 1, scope: .whileConnected)
}
