// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards the operators whose closures RxSwift declares `throws`: a `try` inside them compiles.

import Foundation
import Oneway

func chk(_ x: Int) throws -> Bool { x > 0 }
func tf(_ x: Int) throws -> Int { x }

func throwing() {
    let o = Observable.of(1, 2)
    let s = MainScheduler.instance
    _ = o.filter { try chk($0) }
    _ = o.map { try tf($0) }
    _ = o.compactMap { try tf($0) }
    _ = o.flatMap { x -> Observable<Int> in
        _ = try tf(x); return .just(x)
    }
    _ = o.flatMapLatest { x -> Observable<Int> in
        _ = try tf(x); return .just(x)
    }
    _ = o.flatMapFirst { x -> Observable<Int> in
        _ = try tf(x); return .just(x)
    }
    _ = o.concatMap { x -> Observable<Int> in
        _ = try tf(x); return .just(x)
    }
    _ = o.scan(0) { try tf($0) + $1 }
    _ = o.scan(into: 0) { $0 += try tf($1) }
    _ = o.reduce(0) { try tf($0) + $1 }
    _ = o.distinctUntilChanged { try chk($0) }
    _ = o.distinctUntilChanged { a, b in try chk(a) == chk(b) }
    _ = o.catch { _ in
        _ = try tf(1); return .just(0)
    }
    _ = Observable<Int>.deferred {
        _ = try tf(1); return .just(1)
    }
    _ = o.take(while: { try chk($0) })
    _ = o.take(until: { try chk($0) })
    _ = o.skip(while: { try chk($0) })
    _ = o.withLatestFrom(o) { try tf($0) + $1 }
    _ = Observable.zip(o, o) { try tf($0) + $1 }
    _ = Observable.combineLatest(o, o) { try tf($0) + $1 }
    _ = Observable.generate(initialState: 0, condition: { try chk($0) }, iterate: { try tf($0) })
    _ = o.groupBy { try tf($0) }
    _ = o.single { try chk($0) }
    _ = o.do(onNext: { _ = try tf($0) }, onError: { _ in _ = try tf(1) }, onCompleted: { _ = try tf(1) })
    _ = o.retry(when: { (e: Observable<Error>) in e.map { _ in try tf(1) } })
    _ = Observable<Int>.using(
        { BooleanDisposable() },
        observableFactory: { _ in
            _ = try tf(1); return .just(1)
        })
    let si = Single.just(1)
    _ = si.map { try tf($0) }
    _ = si.flatMap { x -> Single<Int> in
        _ = try tf(x); return .just(x)
    }
    _ = si.catch { _ in
        _ = try tf(1); return .just(0)
    }
    _ = si.filter { try chk($0) }
    _ = si.do(onSuccess: { _ = try tf($0) })
    _ = Single<Int>.deferred {
        _ = try tf(1); return .just(1)
    }
    _ = Maybe.just(1).map { try tf($0) }
    _ = o.subscribe(on: s).observe(on: s)
    _ = Observable.of(Optional(1)).compactMap { $0 }
    _ = o.enumerated().filter { try chk($0.index) }
    _ = Observable.zip([o, o]) { try tf($0[0]) }
    _ = Observable.combineLatest([o, o]) { try tf($0[0]) }
    _ = o.multicast(
        { PublishSubject<Int>() },
        selector: { _ in
            _ = try tf(1); return o
        })
    _ = o.window(timeSpan: .seconds(1), count: 1, scheduler: s).flatMap { $0 }
    _ = Infallible.just(1).distinctUntilChanged { try chk($0) }
    _ = Infallible.just(1).take(while: { try chk($0) })
    _ = Infallible<Int>.deferred {
        _ = try tf(1); return .just(1)
    }
    _ = Completable.empty().do(onError: { _ in _ = try tf(1) }, onCompleted: { _ = try tf(1) })
    _ = Single.zip([si, si]) { try tf($0[0]) }
    _ = Maybe.just(1).catch { _ in
        _ = try tf(1); return .empty()
    }
}
