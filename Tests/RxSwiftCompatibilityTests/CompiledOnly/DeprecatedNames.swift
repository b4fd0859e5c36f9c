// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards the names RxSwift 6 deprecated but still ships, which RxSwift-era apps still call.

import Foundation
import Oneway

// A deprecated function may call deprecated API without a warning, and CI treats warnings as
// errors.
@available(*, deprecated, message: "Calls the names RxSwift 6 deprecated")
func deprecatedNames(bag: DisposeBag) {
    Completable.merge(Completable.empty(), Completable.empty()).subscribe().disposed(by: bag)
    Completable.merge([Completable.empty()]).subscribe().disposed(by: bag)
    Observable.just(1).take(.seconds(1), scheduler: MainScheduler.instance).subscribe().disposed(by: bag)
    Observable.just(1).elementAt(0).subscribe().disposed(by: bag)
    Observable.just(1).elementAt(0).skip(.seconds(1), scheduler: MainScheduler.instance).subscribe()
        .disposed(by: bag)
    let o = Observable.of(1, 2, 3)
    _ = o.observeOn(MainScheduler.instance).subscribeOn(MainScheduler.instance)
    _ = o.catchError { _ in .just(0) }
    _ = o.catchErrorJustReturn(0)
    _ = o.takeUntil(Observable<Int>.never())
    _ = o.skipUntil(Observable<Int>.never())
    _ = o.takeWhile { $0 < 2 }
    _ = o.skipWhile { $0 < 2 }
    _ = o.retryWhen { (errors: Observable<Error>) in errors }
    _ = o.shareReplayLatestWhileConnected()
    o.subscribe().addDisposableTo(bag)
    Single.just(1).subscribe(onSuccess: { _ in }, onError: { _ in }).disposed(by: bag)
    let variable = Variable(1)
    variable.value = 2
    _ = variable.asObservable()
}
