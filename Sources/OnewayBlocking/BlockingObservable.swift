import Foundation
import OnewayCore

/// An observable with blocking operators: each one subscribes, blocks the calling thread
/// until the sequence has produced what it asks for, and disposes the subscription before it
/// returns.
///
/// Made by `toBlocking(timeout:)`. Meant for tests, scripts and demos; blocking a thread of
/// an app, or of Swift's concurrency pool, is seldom right outside them (prefer `values` and
/// `value` with `await`).
///
/// - Timeout: with a timeout, an operator that has not got its answer in time disposes the
///   subscription and throws `RxError.timeout`.
/// - Threads: the subscription is made on the calling thread; events may arrive on any
///   thread. Called on the main thread, an operator runs the main thread's run loop while it
///   waits, so work the sequence schedules on `MainScheduler` (or on the main queue) runs,
///   instead of waiting for a thread that is blocked. Called on any other thread, it waits
///   without running anything there: a sequence that needs that thread's run loop, or the
///   main queue while the main thread waits for this thread, never finishes, and only a
///   timeout ends the wait. The same holds inside a `CurrentThreadScheduler` action (a
///   callback of a subscription made on this thread): a source that schedules its elements
///   on that trampoline (`of`, `from`) runs them only after the action returns.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

/// A finished sequence's elements, with the error it failed with if it did: what
/// `BlockingObservable.materialize()` returns.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after emitting `elements`.
    case completed(elements: [T])
    /// The sequence emitted `elements`, then failed with `error` (a timeout included).
    case failed(elements: [T], error: any Error)
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}

extension ObservableConvertibleType {
    /// Converts this sequence into a `BlockingObservable`, whose operators block the calling
    /// thread until the sequence answers.
    ///
    /// Works on every observable and trait (`Single`, `Maybe`, `Completable`, `Infallible`):
    /// `try single.toBlocking().single()` waits for the `Single`'s element.
    ///
    /// - Parameter timeout: The longest an operator may block, in seconds, before it throws
    ///   `RxError.timeout`; `nil` to wait as long as the sequence takes.
    /// - Returns: The blocking view of this sequence; nothing is subscribed until one of its
    ///   operators is called, and each call subscribes anew.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

// Checked: the blocking view holds the timeout and the observable.
extension BlockingObservable: Sendable where Element: Sendable {}
