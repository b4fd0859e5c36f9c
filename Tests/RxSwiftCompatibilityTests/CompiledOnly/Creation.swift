// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards the creation operators, the static combiners and the subscribe forms.

import Foundation
import Oneway

func creation() {
    let bag = DisposeBag()
    let s = SerialDispatchQueueScheduler(qos: .default)
    _ = Observable<Int>.create { o in
        o.onNext(1); o.on(.next(2)); o.onCompleted(); return Disposables.create()
    }
    _ = Observable<Int>.empty()
    _ = Observable<Int>.never()
    _ = Observable.just(1)
    _ = Observable.just(1, scheduler: s)
    _ = Observable<Int>.error(ProbeError())
    _ = Observable.of(1, 2, 3)
    _ = Observable.of(1, 2, scheduler: s)
    _ = Observable.from([1, 2])
    _ = Observable.from([1, 2], scheduler: s)
    _ = Observable.from(optional: Optional(1))
    _ = Observable.from(optional: Optional(1), scheduler: s)
    _ = Observable<Int>.range(start: 0, count: 3)
    _ = Observable<Int>.range(start: 0, count: 3, scheduler: s)
    _ = Observable.repeatElement(1)
    _ = Observable.repeatElement(1, scheduler: s)
    _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
    _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: s, iterate: { $0 + 1 })
    _ = Observable<Int>.deferred { .just(1) }
    _ = Observable<Int>.timer(.seconds(1), scheduler: s)
    _ = Observable<Int>.timer(.seconds(1), period: .seconds(2), scheduler: s)
    _ = Observable<Int>.interval(.seconds(1), scheduler: s)
    _ = Observable<Int>.using({ BooleanDisposable() }, observableFactory: { _ in .just(1) })
    _ = Observable.zip(Observable.just(1), Observable.just("a"))
    _ = Observable.zip(Observable.just(1), Observable.just(2)) { $0 + $1 }
    _ = Observable.zip([Observable.just(1), .just(2)])
    _ = Observable.zip([Observable.just(1), .just(2)]) { $0.count }
    _ = Observable.combineLatest(Observable.just(1), Observable.just("a"))
    _ = Observable.combineLatest(Observable.just(1), Observable.just(2), resultSelector: { $0 + $1 })
    _ = Observable.combineLatest([Observable.just(1), .just(2)])
    _ = Observable.combineLatest([Observable.just(1), .just(2)]) { $0.count }
    _ = Observable.merge(Observable.just(1), .just(2))
    _ = Observable.merge([Observable.just(1), .just(2)])
    _ = Observable.concat(Observable.just(1), .just(2))
    _ = Observable.concat([Observable.just(1), .just(2)])
    _ = Observable.amb([Observable.just(1), .just(2)])
    _ = Observable.catch(sequence: [Observable.just(1), .just(2)])
    _ = Observable.zip(
        Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5),
        Observable.just(6), Observable.just(7), Observable.just(8))
    _ = Observable.combineLatest(
        Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5),
        Observable.just(6), Observable.just(7), Observable.just(8))
    let x: Observable<Int>.Element = 1
    _ = x
    _ = Observable<Int>.just(1).asObservable()
    Observable.just(1).subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {}).disposed(by: bag)
    Observable.just(1).subscribe(
        with: Owner(), onNext: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in }
    ).disposed(by: bag)
    Observable.just(1).subscribe { (e: Event<Int>) in _ = e }.disposed(by: bag)
    Observable.just(1).subscribe(AnyObserver<Int> { _ in }).disposed(by: bag)
    _ = Observable.just(1).subscribe()
    _ = Observable.just(1).subscribe(onNext: { _ in })
    _ = Observable.just(1).subscribe(onDisposed: {})
}
