// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards everyday app code: Reactive extensions, Binder, bags and the less common operators.

import Foundation
import Oneway

final class Label { var text: String? }
extension Reactive where Base: Label {
    var text: Binder<String?> { Binder(base) { label, text in label.text = text } }
}
extension Label: ReactiveCompatible {}

func more(bag: DisposeBag, label: Label) {
    Observable.just("x").map(Optional.some).bind(to: label.rx.text).disposed(by: bag)
    bag.insert(Observable.just(1).subscribe(), Observable.just(2).subscribe())
    bag.insert {
        Observable.just(1).subscribe()
        Observable.just(2).subscribe()
    }
    let d = Disposables.create(Observable.just(1).subscribe(), Observable.just(2).subscribe())
    d.dispose()
    Observable.just(1).withUnretained(label).subscribe(onNext: { label, value in label.text = "\(value)" }).disposed(
        by: bag)
    Observable.just(1).withUnretained(label) { ($0, $1) }.subscribe().disposed(by: bag)
    Infallible<Int>.create { observer in
        observer(.next(1))
        observer(.completed)
        return Disposables.create()
    }.subscribe(onNext: { _ in }).disposed(by: bag)
    Single<Int>.deferred { .just(1) }.timeout(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(
        by: bag)
    Maybe<Int>.empty().subscribe().disposed(by: bag)
    Observable.just(Observable.just(1)).concat().subscribe().disposed(by: bag)
    Observable.just(Observable.just(1)).merge().subscribe().disposed(by: bag)
    Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(by: bag)
    Observable.just(1).observe(on: OperationQueueScheduler(operationQueue: OperationQueue())).subscribe().disposed(
        by: bag)
    Observable.just(1).subscribe(on: CurrentThreadScheduler.instance).subscribe().disposed(by: bag)
    Observable.just(1).take(1).asSingle().subscribe { result in
        switch result {
        case .success(let v): print(v)
        case .failure(let e): print(e)
        }
    }.disposed(by: bag)
    Observable.just(1).take(until: { $0 > 5 }, behavior: .inclusive).subscribe().disposed(by: bag)
    Observable.just(1).skip(until: Observable<Int>.never()).subscribe().disposed(by: bag)
    Observable.just(1).skip(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(by: bag)
    Observable.just(1).map { $0 }.asObservable().share().subscribe().disposed(by: bag)
    Observable.just(1).replayAll().connect().disposed(by: bag)
    Observable.just([1, 2]).flatMap { Observable.from($0) }.subscribe().disposed(by: bag)
    Observable.zip([Observable.just(1), .just(2)]) { $0.reduce(0, +) }.subscribe().disposed(by: bag)
    Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3)).subscribe(onNext: { a, b, c in
        _ = (a, b, c)
    }).disposed(by: bag)
    Observable.just(1).startWith(0, -1).subscribe().disposed(by: bag)
    Observable.just(1).concat(Observable.just(2)).subscribe().disposed(by: bag)
    Observable.just(1).ifEmpty(default: 0).ifEmpty(switchTo: .just(3)).subscribe().disposed(by: bag)
    Observable.just(1).catch { _ in Observable.just(0) }.subscribe().disposed(by: bag)
    Observable.catch(sequence: [Observable.just(1)]).subscribe().disposed(by: bag)
    Observable.just(1).distinctUntilChanged { $0 == $1 }.subscribe().disposed(by: bag)
    Observable.just(1).distinctUntilChanged({ $0 }, comparer: { $0 == $1 }).subscribe().disposed(by: bag)
    Observable.just(1).debug().subscribe().disposed(by: bag)
    let subject = PublishSubject<Int>()
    subject.asObserver().onNext(1)
    _ = subject.hasObservers
    subject.dispose()
    let async = AsyncSubject<Int>()
    async.onNext(1); async.onCompleted()
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    relay.accept(1)
    let observerFromClosure: AnyObserver<Int> = AnyObserver(eventHandler: { _ in })
    _ = observerFromClosure.mapObserver { (s: String) in s.count }
    Observable.just(1).subscribe(onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil).disposed(by: bag)
    _ = Observable<Int>.empty().toArray().asObservable()
}

final class ProfileController {
    let disposeBag = DisposeBag()
    var name = ""
    func run() {
        let query = BehaviorRelay(value: "")
        query.withUnretained(self)
            .subscribe(onNext: { owner, q in owner.name = q })
            .disposed(by: disposeBag)
        let data = Observable.just(try! JSONEncoder().encode(User(name: "b", age: 2)))
        data.decode(type: User.self, decoder: JSONDecoder()).subscribe().disposed(by: disposeBag)
        _ = Binder(self) { vm, value in vm.name = value }
        Hooks.defaultErrorHandler = { callStack, error in print(callStack, error) }
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = { Thread.callStackSymbols }
    }
}
