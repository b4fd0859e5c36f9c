// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards observers, events, RxError, the disposables and the subjects and relays.

import Foundation
import Oneway

func observersEvents() {
    let ao = AnyObserver<Int>(eventHandler: { (e: Event<Int>) in _ = e })
    let h: AnyObserver<Int>.EventHandler = { _ in }
    _ = AnyObserver<Int>(eventHandler: h)
    let ps = PublishSubject<Int>()
    let ao2 = AnyObserver(ps)
    ao2.on(.next(1)); ao2.onNext(1); ao2.onError(ProbeError()); ao2.onCompleted()
    let mapped: AnyObserver<String> = ao.mapObserver { Int($0) ?? 0 }
    _ = mapped
    _ = ao.asObserver()
    _ = ps.asObserver().mapObserver { (s: String) in s.count }
    _ = ps.mapObserver { (s: String) in s.count }
    func takesObserver<O: ObserverType>(_ o: O) where O.Element == Int { o.onNext(1) }
    takesObserver(ao)
    let ev: Event<Int> = .next(1)
    _ = ev.element; _ = ev.error; _ = ev.isStopEvent; _ = ev.isCompleted
    _ = ev.map { "\($0)" }
    _ = ev.event
    func takesEC<T: EventConvertible>(_ t: T) -> Event<T.Element> { t.event }
    _ = takesEC(ev)
    _ = ev.debugDescription
    _ = Event<Int>.completed == Event<Int>.completed
    let errs: [RxError] = [
        .unknown, .disposed(object: ps), .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout,
    ]
    for e in errs { _ = e.debugDescription }
    _ = Observable.just(Event<Int>.next(1)).dematerialize()
}

func disposables() {
    let d0 = Disposables.create()
    let d1 = Disposables.create {}
    _ = Disposables.create(with: {})
    _ = Disposables.create(d0, d1)
    _ = Disposables.create(d0, d1, d0)
    _ = Disposables.create(d0, d1, d0, d1)
    _ = Disposables.create(d0, d1, d0, d1, d0)
    _ = Disposables.create([d0, d1])
    let bag = DisposeBag()
    bag.insert(d0)
    bag.insert(d0, d1)
    bag.insert([d0, d1])
    bag.insert {
        d0
        d1
    }
    _ = DisposeBag(disposing: d0, d1)
    _ = DisposeBag(disposing: [d0, d1])
    _ = DisposeBag {
        d0; d1
    }
    d0.disposed(by: bag)
    let c = CompositeDisposable()
    _ = CompositeDisposable(d0, d1)
    _ = CompositeDisposable(d0, d1, d0)
    _ = CompositeDisposable(d0, d1, d0, d1)
    _ = CompositeDisposable(disposables: [d0, d1])
    let key: CompositeDisposable.DisposeKey? = c.insert(d0)
    _ = c.count
    if let key { c.remove(for: key) }
    _ = c.isDisposed
    c.dispose()
    let sd = SerialDisposable()
    sd.disposable = d0
    _ = sd.disposable
    _ = sd.isDisposed
    sd.dispose()
    let sad = SingleAssignmentDisposable()
    sad.setDisposable(d0)
    _ = sad.isDisposed
    sad.dispose()
    let bd = BooleanDisposable()
    _ = BooleanDisposable(isDisposed: true)
    _ = bd.isDisposed
    bd.dispose()
    let rc = RefCountDisposable(disposable: d0)
    let r = rc.retain()
    r.dispose(); rc.dispose(); _ = rc.isDisposed
    let sch = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: d0)
    _ = sch.scheduler; _ = sch.isDisposed; sch.dispose()
    let cancel: Cancelable = bd
    _ = cancel.isDisposed
    let bag2 = DisposeBag()
    bag2.insert(Observable.just(1).subscribe(), Observable.just(1).subscribe())
}

func subjects() {
    let ps = PublishSubject<Int>()
    _ = ps.hasObservers; _ = ps.isDisposed; ps.on(.next(1)); ps.onNext(1); ps.dispose()
    let obs: AnyObserver<Int> = ps.asObserver()
    _ = obs
    let bs = BehaviorSubject(value: 1)
    _ = try? bs.value(); _ = bs.hasObservers; _ = bs.isDisposed; bs.dispose()
    let rs = ReplaySubject<Int>.create(bufferSize: 2)
    let rs2 = ReplaySubject<Int>.createUnbounded()
    _ = rs.hasObservers; _ = rs2.isDisposed; rs.dispose()
    let asy = AsyncSubject<Int>()
    _ = asy.hasObservers; _ = asy.isDisposed; asy.dispose()
    func takesSubject<S: SubjectType>(_ s: S) -> S.Observer { s.asObserver() }
    _ = takesSubject(ps)
    _ = takesSubject(bs)
    _ = takesSubject(rs)
    _ = takesSubject(asy)
    let pr = PublishRelay<Int>()
    pr.accept(1)
    let br = BehaviorRelay(value: 1)
    br.accept(2); _ = br.value
    let rr = ReplayRelay<Int>.create(bufferSize: 1)
    let rr2 = ReplayRelay<Int>.createUnbound()
    rr.accept(1); rr2.accept(1)
    _ = pr.asObservable(); _ = br.asObservable(); _ = rr.asObservable()
    let bag = DisposeBag()
    Observable.just(1).bind(to: pr).disposed(by: bag)
    Observable.just(1).bind(to: pr, pr).disposed(by: bag)
    Observable.just(1).bind(to: br).disposed(by: bag)
    Observable.just(1).bind(to: rr).disposed(by: bag)
    let opr = PublishRelay<Int?>()
    let obr = BehaviorRelay<Int?>(value: nil)
    let orr = ReplayRelay<Int?>.create(bufferSize: 1)
    Observable.just(1).bind(to: opr).disposed(by: bag)
    Observable.just(1).bind(to: obr).disposed(by: bag)
    Observable.just(1).bind(to: orr).disposed(by: bag)
    Observable.just(1).bind(to: ps).disposed(by: bag)
    Observable.just(1).bind(to: ps, ps).disposed(by: bag)
    let ops = PublishSubject<Int?>()
    Observable.just(1).bind(to: ops).disposed(by: bag)
    Observable.just(1).bind(onNext: { _ in }).disposed(by: bag)
    Observable.just(1).bind(with: Owner(), onNext: { _, _ in }).disposed(by: bag)
    _ = Observable.just(1).bind(to: { (o: Observable<Int>) in o.subscribe() })
    _ = Observable.just(1).bind(to: { (o: Observable<Int>) in { (x: Int) in o.subscribe() } }, curriedArgument: 1)
}
