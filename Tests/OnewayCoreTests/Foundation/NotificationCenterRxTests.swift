import Foundation
import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct NotificationCenterRxTests {
    private let name = Notification.Name("NotificationCenterRxTests")

    @Test("notification(_:) delivers every post of the name while subscribed, from any sender")
    func byName() {
        let center = NotificationCenter()
        var received: [String] = []
        center.post(name: name, object: nil)
        let subscription = center.rx.notification(name).subscribe(onNext: { received.append($0.name.rawValue) })
        center.post(name: name, object: nil)
        center.post(name: name, object: NSString(string: "sender"))
        center.post(name: Notification.Name("other"), object: nil)
        subscription.dispose()
        center.post(name: name, object: nil)
        expectEqual(received, [name.rawValue, name.rawValue])
    }

    @Test("notification(_:object:) delivers only the posts of that object")
    func byObject() {
        let center = NotificationCenter()
        let sender = NSString(string: "sender")
        var senders: [String] = []
        let subscription = center.rx.notification(name, object: sender)
            .subscribe(onNext: { senders.append(($0.object as? NSString).map { String($0) } ?? "nil") })
        center.post(name: name, object: sender)
        center.post(name: name, object: nil)
        center.post(name: name, object: NSString(string: "someone else"))
        subscription.dispose()
        center.post(name: name, object: sender)
        expectEqual(senders, ["sender"])
    }

    @Test("notification(nil) delivers every notification; the observer is removed on dispose")
    func everyName() {
        let center = NotificationCenter()
        var names: [String] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name.rawValue) })
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        subscription.dispose()
        center.post(name: name, object: nil)
        expectEqual(names, [name.rawValue, "other"])
    }

    @Test("The object is held weakly: subscribed after it is gone, the sequence receives nothing")
    func weakObject() {
        let center = NotificationCenter()
        var sender: NSString? = NSString(string: "sender")
        weak let weakSender = sender
        let notifications = center.rx.notification(name, object: sender)
        sender = nil
        #expect(weakSender == nil)
        var received = 0
        let subscription = notifications.subscribe(onNext: { _ in received += 1 })
        center.post(name: name, object: nil)
        center.post(name: name, object: NSString(string: "another"))
        subscription.dispose()
        expectEqual(received, 0)
    }

    @Test("Each subscription observes on its own: two subscribers each get every post once")
    func twoSubscriptions() {
        let center = NotificationCenter()
        let notifications = center.rx.notification(name)
        var log: [String] = []
        let first = notifications.subscribe(onNext: { _ in log.append("first") })
        let second = notifications.subscribe(onNext: { _ in log.append("second") })
        center.post(name: name, object: nil)
        first.dispose()
        center.post(name: name, object: nil)
        second.dispose()
        // The center calls its observers in an order of its own: count each subscriber's.
        expectEqual(log.filter { $0 == "first" }.count, 1)
        expectEqual(log.filter { $0 == "second" }.count, 2)
    }
}
