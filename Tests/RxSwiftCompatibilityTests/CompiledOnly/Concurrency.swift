// Compiled, never run: the build fails if an RxSwift API that Oneway promises goes missing or changes
// shape.
// Guards the async bridges: `values`, `value` on the traits, AsyncSequence.asObservable() and the
// traits' `from` async blocks, including for elements that are not Sendable, as Swift 5 mode code
// has them.

import Foundation
import Oneway

func concurrency() async throws {
    for try await _ in Observable.just(1).values {}
    for await _ in Infallible.just(1).values {}
    _ = try await Single.just(1).value
    _ = try await Maybe.just(1).value
    try await Completable.empty().value
    let stream = AsyncStream<Int> { $0.finish() }
    _ = stream.asObservable()
    _ = Observable<Int>.create { o in Disposables.create() }
    _ = Observable.just("q").flatMapLatest { q in Single.from { try await lookUp(q) } }
    _ = Maybe.from { try await lookUp("q") }; _ = Maybe<Int>.from(nil)
    _ = Completable.from { _ = try await lookUp("q") }; _ = Infallible.from { 1 }
}

func lookUp(_ query: String) async throws -> Int { query.count }

class NonSendableThing { var x = 0 }

func sendableCheck() async throws {
    let o = Observable.just(NonSendableThing())
    for try await v in o.values { _ = v }
    for await v in Infallible.just(NonSendableThing()).values { _ = v }
    _ = try await Single.just(NonSendableThing()).value
    let s = AsyncStream<NonSendableThing> { $0.finish() }
    _ = s.asObservable()
    let thing = NonSendableThing()
    _ = Single.from { NonSendableThing() }; _ = Single.from { thing.x }
}
