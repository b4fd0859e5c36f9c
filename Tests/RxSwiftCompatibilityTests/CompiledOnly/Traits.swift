// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards Single, Maybe, Completable and Infallible: creation, operators and subscribe shapes.

import Foundation
import Oneway

func traits() {
    let s = MainScheduler.instance
    let bag = DisposeBag()
    let si = Single<Int>.create { single in
        single(.success(1)); single(.failure(ProbeError())); return Disposables.create()
    }
    let ev: SingleEvent<Int> = .success(1)
    _ = ev
    si.subscribe(onSuccess: { _ in }, onFailure: { _ in }, onDisposed: {}).disposed(by: bag)
    si.subscribe(with: Owner(), onSuccess: { _, _ in }, onFailure: { _, _ in }, onDisposed: { _ in }).disposed(by: bag)
    si.subscribe { (r: Result<Int, Error>) in _ = r }.disposed(by: bag)
    _ = Single.just(1); _ = Single.just(1, scheduler: s); _ = Single<Int>.error(ProbeError()); _ = Single<Int>.never()
    _ = Single<Int>.deferred { .just(1) }
    _ = Single<Int>.timer(.seconds(1), scheduler: s)
    _ = Single<Int>.using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in .just(1) })
    _ = Single.zip(si, si); _ = Single.zip(si, si) { $0 + $1 }; _ = Single.zip([si, si]);
    _ = Single.zip([si, si]) { $0.count }
    _ = si.map { $0 }; _ = si.flatMap { .just($0) }; _ = si.flatMapMaybe { Maybe.just($0) }
    _ = si.flatMapCompletable { _ in Completable.empty() }
    let m: Maybe<Int> = si.compactMap { $0 }
    _ = m
    _ = si.filter { $0 > 0 }
    _ = si.asMaybe(); _ = si.asCompletable(); _ = si.asObservable()
    _ = si.catchAndReturn(0); _ = si.catch { _ in .just(0) }
    _ = si.retry(2); _ = si.retry(when: { (e: Observable<Error>) in e })
    _ = si.timeout(.seconds(1), scheduler: s); _ = si.timeout(.seconds(1), other: .just(0), scheduler: s)
    _ = si.delay(.seconds(1), scheduler: s); _ = si.delaySubscription(.seconds(1), scheduler: s)
    _ = si.observe(on: s); _ = si.subscribe(on: s)
    _ = si.do(
        onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in }, onSubscribe: {},
        onSubscribed: {}, onDispose: {})
    _ = si.debug(); _ = si.debug("x", trimOutput: false)
    _ = si.asInfallible(onErrorJustReturn: 0)
    _ = si.map(\.description)
    _ = si.flatMap { Single.just($0 + 1) }
    _ = Single.just(1).catchAndReturn(0)
    _ = si.primitiveSequence

    let ma = Maybe<Int>.create { maybe in
        maybe(.success(1)); maybe(.completed); maybe(.error(ProbeError())); return Disposables.create()
    }
    ma.subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {}).disposed(by: bag)
    ma.subscribe(
        with: Owner(), onSuccess: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in }
    )
    .disposed(by: bag)
    ma.subscribe { (e: MaybeEvent<Int>) in _ = e }.disposed(by: bag)
    _ = Maybe.just(1); _ = Maybe<Int>.empty(); _ = Maybe<Int>.error(ProbeError()); _ = Maybe<Int>.never();
    _ = Maybe.just(1, scheduler: s)
    _ = Maybe.zip(ma, ma)
    _ = ma.map { $0 }; _ = ma.flatMap { Maybe.just($0) }; _ = ma.compactMap { $0 }; _ = ma.filter { $0 > 0 }
    _ = ma.ifEmpty(default: 0); _ = ma.ifEmpty(switchTo: Maybe.just(1)); _ = ma.ifEmpty(switchTo: Single.just(1))
    _ = ma.catchAndReturn(0); _ = ma.catch { _ in .just(0) }
    _ = ma.do(
        onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
        afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    _ = ma.asObservable()

    let co = Completable.create { completable in
        completable(.completed); completable(.error(ProbeError())); return Disposables.create()
    }
    co.subscribe(onCompleted: {}, onError: { _ in }, onDisposed: {}).disposed(by: bag)
    co.subscribe(with: Owner(), onCompleted: { _ in }, onError: { _, _ in }, onDisposed: { _ in }).disposed(by: bag)
    co.subscribe { (e: CompletableEvent) in _ = e }.disposed(by: bag)
    _ = Completable.empty(); _ = Completable.error(ProbeError()); _ = Completable.never()
    _ = co.andThen(si); _ = co.andThen(ma); _ = co.andThen(co); _ = co.andThen(Observable.just(1))
    _ = Completable.zip(co, co); _ = Completable.zip([co, co]); _ = Completable.concat(co, co);
    _ = Completable.concat([co, co])
    _ = co.do(
        onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {},
        onDispose: {})
    _ = co.catch { _ in .empty() }
    _ = co.asObservable()
    _ = co.concat(co)

    let inf = Infallible<Int>.create { o in
        o(.next(1)); o(.completed); return Disposables.create()
    }
    inf.subscribe(onNext: { _ in }, onCompleted: {}, onDisposed: {}).disposed(by: bag)
    inf.subscribe(with: Owner(), onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in }).disposed(by: bag)
    inf.subscribe { (e: Event<Int>) in _ = e }.disposed(by: bag)
    _ = Infallible.just(1); _ = Infallible<Int>.empty(); _ = Infallible<Int>.never(); _ = Infallible.of(1, 2);
    _ = Infallible.from([1])
    _ = Infallible<Int>.deferred { .just(1) }
    _ = Infallible.zip(inf, inf) { $0 + $1 }; _ = Infallible.combineLatest(inf, inf); _ = Infallible.merge(inf, inf);
    _ = Infallible.concat(inf, inf)
    _ = Infallible.combineLatest([inf, inf]) { $0 }
    _ = inf.map { $0 }; _ = inf.compactMap { $0 }; _ = inf.filter { $0 > 0 }; _ = inf.flatMap { Infallible.just($0) }
    _ = inf.flatMapLatest { Infallible.just($0) }; _ = inf.flatMapFirst { Infallible.just($0) };
    _ = inf.concatMap { Infallible.just($0) }
    let _: Infallible<Int> = Observable.just(1).flatMapLatest { Infallible.just($0) }
    _ = inf.scan(0, accumulator: +); _ = inf.scan(into: 0) { $0 += $1 }; _ = inf.distinctUntilChanged();
    _ = inf.distinctUntilChanged { $0 }
    _ = inf.debounce(.seconds(1), scheduler: s); _ = inf.throttle(.seconds(1), scheduler: s)
    _ = inf.take(1); _ = inf.startWith(0); _ = inf.share(replay: 1); _ = inf.take(while: { $0 > 1 });
    _ = inf.take(until: inf)
    _ = inf.take(until: { $0 > 1 }); _ = inf.skip(while: { $0 > 1 }); _ = inf.skip(until: Observable<Int>.never());
    _ = inf.take(for: .seconds(1), scheduler: s)
    _ = inf.withLatestFrom(inf); _ = inf.withLatestFrom(inf) { $0 + $1 }; _ = inf.withUnretained(Owner())
    _ = inf.do(
        onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {},
        onDispose: {})
    _ = inf.asObservable()
    _ = Observable.just(1).asInfallible(onErrorJustReturn: 0).bind(to: PublishRelay<Int>())
    _ = inf.bind(onNext: { _ in })
    _ = inf.bind(to: PublishRelay<Int>(), PublishRelay<Int>())
    _ = inf.bind(with: Owner()) { _, _ in }
}
