// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards the instance operators of Observable, with RxSwift's labels and result types.

import Foundation
import Oneway

struct Point { var x: Int }

func operators() {
    let s = ConcurrentDispatchQueueScheduler(qos: .background)
    let o = Observable.of(1, 2, 3)
    _ = o.map { $0 + 1 }
    _ = o.compactMap { $0 > 1 ? $0 : nil }
    _ = o.filter { $0 > 1 }
    _ = o.flatMap { Observable.just($0) }
    _ = o.flatMap { Single.just($0) }
    _ = o.flatMapFirst { Observable.just($0) }
    _ = o.flatMapLatest { Observable.just($0) }
    _ = o.flatMapLatest { Single.just($0) }
    _ = o.concatMap { Observable.just($0) }
    _ = o.scan(0) { $0 + $1 }
    _ = o.scan(0, accumulator: +)
    _ = o.scan(into: [Int]()) { $0.append($1) }
    _ = o.reduce(0, accumulator: +)
    _ = o.reduce(0, accumulator: +, mapResult: { "\($0)" })
    let a: Single<[Int]> = o.toArray()
    _ = a
    _ = o.materialize().dematerialize()
    _ = o.enumerated().map { $0.index + $0.element }
    _ = o.startWith(0, -1)
    _ = o.distinctUntilChanged()
    _ = o.distinctUntilChanged { $0 }
    _ = o.distinctUntilChanged { $0 == $1 }
    _ = o.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    _ = o.map { Point(x: $0) }.distinctUntilChanged(at: \.x)
    _ = o.take(1)
    _ = o.take(for: .seconds(1), scheduler: s)
    _ = o.take(until: Observable<String>.never())
    _ = o.take(until: { $0 > 2 })
    _ = o.take(until: { $0 > 2 }, behavior: .inclusive)
    _ = o.take(while: { $0 < 2 })
    _ = o.take(while: { $0 < 2 }, behavior: .exclusive)
    _ = o.takeLast(1)
    _ = o.skip(1)
    _ = o.skip(.seconds(1), scheduler: s)
    _ = o.skip(until: Observable<String>.never())
    _ = o.skip(while: { $0 < 2 })
    _ = o.element(at: 1)
    let ie: Observable<Never> = o.ignoreElements()
    _ = ie
    _ = o.single()
    _ = o.single { $0 > 1 }
    let f: Single<Int?> = o.first()
    _ = f
    _ = o.debounce(.seconds(1), scheduler: s)
    _ = o.throttle(.seconds(1), scheduler: s)
    _ = o.throttle(.seconds(1), latest: false, scheduler: s)
    _ = o.sample(Observable<String>.never())
    _ = o.sample(Observable<String>.never(), defaultValue: 0)
    _ = Observable.just(o).merge()
    _ = Observable.just(o).merge(maxConcurrent: 2)
    _ = Observable.just(o).concat()
    _ = Observable.just(o).switchLatest()
    _ = o.concat(Observable.just(4))
    _ = o.withLatestFrom(Observable.just("a"))
    _ = o.withLatestFrom(Observable.just("a")) { "\($0)\($1)" }
    _ = o.amb(Observable.just(9))
    _ = o.catch { _ in .just(0) }
    _ = o.catchAndReturn(0)
    _ = o.retry()
    _ = o.retry(2)
    _ = o.retry(when: { (e: Observable<Error>) in e.map { _ in () } })
    _ = o.retry(when: { (e: Observable<ProbeError>) in e.map { _ in () } })
    _ = o.timeout(.seconds(1), scheduler: s)
    _ = o.timeout(.seconds(1), other: Observable.just(0), scheduler: s)
    _ = o.do(
        onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
        afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    _ = o.do(onNext: { _ in })
    _ = o.delay(.seconds(1), scheduler: s)
    _ = o.delaySubscription(.seconds(1), scheduler: s)
    _ = o.observe(on: s)
    _ = o.observe(on: MainScheduler.instance)
    _ = o.subscribe(on: s)
    _ = o.debug()
    _ = o.debug("x", trimOutput: true)
    _ = o.share()
    _ = o.share(replay: 1)
    _ = o.share(replay: 1, scope: .forever)
    let c1: ConnectableObservable<Int> = o.publish()
    _ = c1.connect()
    _ = c1.refCount()
    _ = o.replay(1)
    _ = o.replayAll()
    _ = o.multicast(PublishSubject<Int>())
    _ = o.multicast(makeSubject: { PublishSubject<Int>() })
    _ = o.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 } })
    _ = o.groupBy { $0 % 2 }.flatMap { g -> Observable<Int> in
        _ = g.key; return g.asObservable()
    }
    _ = o.buffer(timeSpan: .seconds(1), count: 2, scheduler: s)
    _ = o.window(timeSpan: .seconds(1), count: 2, scheduler: s)
    _ = o.ifEmpty(default: 0)
    _ = o.ifEmpty(switchTo: .just(0))
    _ = o.asSingle()
    _ = o.asMaybe()
    _ = ie.asCompletable()
    _ = o.asInfallible(onErrorJustReturn: 0)
    _ = o.asInfallible(onErrorFallbackTo: Infallible.just(0))
    _ = o.asInfallible(onErrorRecover: { _ in Infallible.just(0) })
    _ = o.withUnretained(Owner())
    _ = o.withUnretained(Owner()) { ($0, $1) }
    _ = o.concat(Single.just(1))
    _ = o.catch { _ in Observable<Int>.empty() }
    _ = o.flatMap { _ in Maybe<Int>.just(1) }
    _ = o.startWith(0)
    _ = o.map(\.description)
    _ = Observable.just(Optional(1)).compactMap { $0 }
}
