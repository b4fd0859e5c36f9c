// Here, not in OnewayCore, because `NotificationCenter` comes from Foundation.
import Foundation

#if !canImport(ObjectiveC)
    // Where Foundation is built on the Objective-C runtime, `NotificationCenter` is an
    // `NSObject`, which has `rx` already; in swift-corelibs-foundation it is a class of its own.
    extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// Returns a sequence of the notifications named `name` posted to this center, from
    /// `object` when one is given, as RxCocoa's `NotificationCenter.rx.notification(_:object:)`.
    ///
    /// Each subscription adds an observer to the center, and disposing it removes that observer.
    /// Notifications are delivered on the thread that posts them, one post at a time as posts
    /// are; the sequence never completes nor fails. `object` is held weakly: a subscription made
    /// after it was deallocated receives nothing, as nothing can post from it.
    ///
    /// - Parameters:
    ///   - name: The notifications' name; `nil` for every name.
    ///   - object: The sender whose notifications to deliver; `nil` for every sender.
    /// - Returns: The sequence of notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        let filtersBySender = object != nil
        return Observable.create { [weak object] observer in
            if filtersBySender && object == nil { return Disposables.create() }
            // The observer `create` passes may be called from any thread, one event at a time,
            // which is how the center calls the block: on the posting thread, per post.
            let receiver = UncheckedSendable(observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                receiver.value.onNext(notification)
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
