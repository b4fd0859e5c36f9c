// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards the extensions apps write on ObservableType, PrimitiveSequence and Reactive.

import Foundation
import Oneway

extension ObservableType {
    func myFilterMap<R>(_ f: @escaping (Element) -> R?) -> Observable<R> {
        return Observable.create { observer in
            return self.subscribe(
                onNext: { if let r = f($0) { observer.onNext(r) } },
                onError: observer.onError,
                onCompleted: observer.onCompleted)
        }
    }
    func unwrap<T>() -> Observable<T> where Element == T? { compactMap { $0 } }
    func mapToVoid() -> Observable<Void> { map { _ in () } }
    func myRetry(_ n: Int) -> Observable<Element> {
        retry(when: { errors in
            errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                attempt >= n ? .error(error) : .timer(.seconds(1), scheduler: MainScheduler.instance)
            }
        })
    }
}
extension ObservableType where Element == Bool {
    func not() -> Observable<Bool> { map(!) }
}
extension PrimitiveSequence where Trait == SingleTrait {
    func mapVoid() -> Single<Void> { map { _ in } }
}
extension PrimitiveSequenceType where Trait == SingleTrait {
    func asVoid() -> Single<Void> { primitiveSequence.map { _ in () } }
}
extension Reactive where Base: ViewModelLike {
    var title: Binder<String> { Binder(base) { vm, t in vm.title = t } }
    var count: Observable<Int> { base.relay.asObservable() }
}
final class ViewModelLike: ReactiveCompatible {
    var title = ""
    let relay = BehaviorRelay(value: 0)
    let bag = DisposeBag()
    let input = PublishSubject<String>()
    init() {
        input.map { $0.uppercased() }
            .subscribe(onNext: { [weak self] in self?.title = $0 })
            .disposed(by: bag)
        input.bind(to: rx.title).disposed(by: bag)
        Observable.merge(input.mapToVoid(), relay.map { _ in }).subscribe().disposed(by: bag)
        _ = Observable.zip(input, relay).map { $0.0 + "\($0.1)" }
        _ = Observable.combineLatest(input, relay.asObservable()) { "\($0)\($1)" }
        _ = input.withLatestFrom(relay) { ($0, $1) }.map { $0.1 }
        _ = input.flatMapLatest { [unowned self] _ in self.relay.asObservable() }
        _ = Observable<Bool>.just(true).not()
        _ = Observable.just(Optional(1)).unwrap()
        _ = relay.skip(1).distinctUntilChanged().debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    }
}
func fetch(_ url: URL) -> Single<Data> {
    return Single.create { single in
        let work = DispatchWorkItem { single(.success(Data())) }
        DispatchQueue.global().async(execute: work)
        return Disposables.create { work.cancel() }
    }
}
func fetchAll() -> Observable<[Data]> {
    Observable.from([URL(string: "a:b")!]).flatMap { fetch($0).asObservable() }.toArray().asObservable()
}
func customCancelable() -> Cancelable {
    let a = SerialDisposable(); let b = SingleAssignmentDisposable()
    return Disposables.create(a, b)
}
func completableWork() -> Completable {
    Completable.create { completable in
        completable(.completed)
        return Disposables.create()
    }
}
func maybeWork() -> Maybe<Int> {
    Maybe<Int>.create { maybe in
        maybe(.success(1))
        return Disposables.create()
    }
}
func chain() -> Disposable {
    let bag = CompositeDisposable()
    _ = bag.insert(
        completableWork().andThen(fetch(URL(string: "a:b")!)).subscribe(onSuccess: { _ in }, onFailure: { _ in }))
    _ = maybeWork().asObservable().subscribe(onNext: { print($0) }, onError: { print($0) })
    _ = fetch(URL(string: "a:b")!).asCompletable().subscribe()
    _ = completableWork().subscribe()
    _ = maybeWork().subscribe()
    _ = fetch(URL(string: "a:b")!).subscribe()
    return bag
}
