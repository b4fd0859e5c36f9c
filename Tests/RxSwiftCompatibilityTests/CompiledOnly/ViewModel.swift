// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards everyday app code: a view model's bindings and chains, as written against RxSwift.

import Foundation
import Oneway

struct User: Codable, Equatable { let name: String; let age: Int }
enum APIError: Error { case notFound }

final class ViewModel {
    let disposeBag = DisposeBag()
    let query = BehaviorRelay<String>(value: "")
    let taps = PublishRelay<Void>()
    let results = BehaviorSubject<[String]>(value: [])
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    let unbounded = ReplaySubject<Int>.createUnbounded()
    var name = ""

    func search(_ q: String) -> Observable<[String]> { .just([q]) }
    func fetch() -> Single<User> {
        Single.create { single in
            single(.success(User(name: "a", age: 1)))
            return Disposables.create()
        }
    }
    func save() -> Completable {
        Completable.create { completable in
            completable(.completed)
            return Disposables.create {}
        }
    }
    func maybe() -> Maybe<Int> {
        Maybe.create { m in
            m(.success(1)); return Disposables.create()
        }
    }

    func bind() {
        query.asObservable()
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .filter { !$0.isEmpty }
            .flatMapLatest { [unowned self] in self.search($0) }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.results.onNext($0) }, onError: { print($0) })
            .disposed(by: disposeBag)

        query.subscribe(
            with: self, onNext: { owner, q in owner.name = q }, onError: { _, _ in }, onCompleted: { _ in },
            onDisposed: { _ in }
        )
        .disposed(by: disposeBag)

        taps.withLatestFrom(query).bind(to: results.mapObserver { [$0] }).disposed(by: disposeBag)
        taps.map { 1 }.scan(0, accumulator: +).bind(to: replay).disposed(by: disposeBag)
        taps.map { "x" }.bind(to: query).disposed(by: disposeBag)
        taps.asObservable().throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance).subscribe()
            .disposed(by: disposeBag)

        fetch().map(\.name).subscribe(onSuccess: { print($0) }, onFailure: { print($0) }, onDisposed: nil).disposed(
            by: disposeBag)
        fetch().asObservable().map { $0.age }.subscribe { event in print(event) }.disposed(by: disposeBag)
        save().andThen(Observable.just(1)).subscribe().disposed(by: disposeBag)
        save().subscribe(onCompleted: {}, onError: { _ in }).disposed(by: disposeBag)
        maybe().subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}).disposed(by: disposeBag)

        Observable.combineLatest(query, results) { q, r in (q, r.count) }
            .map { "\($0) \($1)" }
            .subscribe(onNext: { print($0) })
            .disposed(by: disposeBag)
        Observable.zip(Observable.of(1, 2), Observable.from([3, 4])).subscribe().disposed(by: disposeBag)
        Observable.merge(Observable.just(1), .just(2), .empty()).subscribe().disposed(by: disposeBag)
        Observable<Int>.interval(.seconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .background))
            .take(5).subscribe().disposed(by: disposeBag)
        Observable<Int>.timer(.seconds(1), period: .seconds(2), scheduler: SerialDispatchQueueScheduler(qos: .default))
            .take(until: taps.asObservable()).subscribe().disposed(by: disposeBag)
        Observable.just(1).delay(.seconds(1), scheduler: MainScheduler.asyncInstance).subscribe().disposed(
            by: disposeBag)
        Observable<Int>.create { observer in
            observer.onNext(1)
            observer.on(.next(2))
            observer.onCompleted()
            return Disposables.create()
        }
        .catch { _ in .empty() }
        .catchAndReturn(0)
        .retry(3)
        .share(replay: 1, scope: .whileConnected)
        .startWith(0)
        .skip(1)
        .debug("numbers")
        .subscribe()
        .disposed(by: disposeBag)

        Observable.from(optional: Optional(3)).toArray().subscribe(onSuccess: { _ in }).disposed(by: disposeBag)
        Observable.just(1).asInfallible(onErrorJustReturn: 0).subscribe(onNext: { _ in }).disposed(by: disposeBag)
        Observable.just(Optional(1)).compactMap { $0 }.subscribe().disposed(by: disposeBag)
        Observable.just(User(name: "a", age: 1)).distinctUntilChanged(at: \.name).subscribe().disposed(by: disposeBag)
        Observable.just(1).concatMap { Observable.just($0) }.flatMapFirst { Observable.just($0) }.subscribe().disposed(
            by: disposeBag)
        Observable.just(1).timeout(.seconds(2), scheduler: MainScheduler.instance).subscribe().disposed(by: disposeBag)
        Observable.just(1).do(onNext: { _ in }, onSubscribe: {}).subscribe().disposed(by: disposeBag)
        Observable.just(1).materialize().dematerialize().subscribe().disposed(by: disposeBag)
        Observable.just(1).groupBy { $0 % 2 }.flatMap { $0.asObservable() }.subscribe().disposed(by: disposeBag)
        Observable.just(1).buffer(timeSpan: .seconds(1), count: 2, scheduler: MainScheduler.instance).subscribe()
            .disposed(by: disposeBag)
        Observable.just(1).enumerated().subscribe(onNext: { index, element in _ = (index, element) }).disposed(
            by: disposeBag)
        Observable.just(1).subscribe(on: ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global())).subscribe()
            .disposed(by: disposeBag)
        Observable.just(1).reduce(0, accumulator: +).subscribe().disposed(by: disposeBag)
        Observable.just(1).ignoreElements().asCompletable().subscribe().disposed(by: disposeBag)
        Observable.just(1).asSingle().asMaybe().subscribe().disposed(by: disposeBag)
        Single.just(1).flatMap { Single.just($0 + 1) }.subscribe().disposed(by: disposeBag)
        Single.zip(Single.just(1), Single.just(2)).subscribe().disposed(by: disposeBag)
        Completable.zip(save(), save()).subscribe().disposed(by: disposeBag)
        Completable.empty().subscribe().disposed(by: disposeBag)
        Infallible<Int>.just(1).subscribe(onNext: { _ in }).disposed(by: disposeBag)
        let connectable = Observable.just(1).publish()
        connectable.subscribe().disposed(by: disposeBag)
        connectable.connect().disposed(by: disposeBag)
        Observable.just(1).replay(1).refCount().subscribe().disposed(by: disposeBag)
        Observable.just(1).multicast(PublishSubject<Int>()).connect().disposed(by: disposeBag)
        Observable.just(1).amb(Observable.just(2)).subscribe().disposed(by: disposeBag)
        Observable.just(1).sample(Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)).subscribe()
            .disposed(by: disposeBag)
        Observable.just(1).window(timeSpan: .seconds(1), count: 3, scheduler: MainScheduler.instance).flatMap { $0 }
            .subscribe().disposed(by: disposeBag)
        Observable.just(1).element(at: 0).single().first().subscribe().disposed(by: disposeBag)
        Observable.just(1).retry(when: { (errors: Observable<Error>) in errors.take(2) }).subscribe().disposed(
            by: disposeBag)
        Observable.just(1).takeLast(1).take(while: { $0 > 0 }).skip(while: { $0 < 0 }).take(
            for: .seconds(1), scheduler: MainScheduler.instance
        ).subscribe().disposed(by: disposeBag)
        Observable.just(1).delaySubscription(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(
            by: disposeBag)
        Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(1) }).subscribe().disposed(
            by: disposeBag)
        Observable.deferred { Observable.just(1) }.subscribe().disposed(by: disposeBag)
        Observable.range(start: 0, count: 3).subscribe().disposed(by: disposeBag)
        Observable.repeatElement(1).take(2).subscribe().disposed(by: disposeBag)
        Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }).subscribe().disposed(
            by: disposeBag)
        Observable<Int>.error(APIError.notFound).subscribe().disposed(by: disposeBag)
        Observable<Int>.never().subscribe().disposed(by: disposeBag)
        Observable.concat([Observable.just(1), .just(2)]).subscribe().disposed(by: disposeBag)
        Observable.just(Observable.just(1)).switchLatest().subscribe().disposed(by: disposeBag)
        Observable.just(Observable.just(1)).merge(maxConcurrent: 2).subscribe().disposed(by: disposeBag)
        Observable.combineLatest([Observable.just(1), .just(2)]).subscribe().disposed(by: disposeBag)
        let composite = CompositeDisposable()
        _ = composite.insert(Disposables.create())
        let serial = SerialDisposable()
        serial.disposable = Disposables.create()
        var bag = DisposeBag()
        bag = DisposeBag()
        _ = bag
        let anyObserver = AnyObserver<Int> { event in print(event) }
        Observable.just(1).subscribe(anyObserver).disposed(by: disposeBag)
        Observable.just(1).bind(onNext: { _ in }).disposed(by: disposeBag)
        query.accept("x")
        _ = query.value
        _ = try? results.value()
    }

    func asyncBridge() async throws {
        for try await value in Observable.just(1).values { print(value) }
        let v = try await Single.just(1).value
        _ = v
        try await save().value
        for await value in Infallible.just(1).values { print(value) }
    }
}
