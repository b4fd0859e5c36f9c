import Foundation
import OnewayTestSupport
import Testing

@testable import OnewayCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The delivery protocol's transitions, read off the machine alone (no threads): the role
/// word's states, what a sender and the deliverer do in each, and every transition the
/// protocol forbids, which the machine reports and the engine stops the program on.
@Suite
struct DeliveryStateMachineTests {
    typealias Machine = DeliveryStateMachine<AnyObject>

    /// An owner's state with nothing of its own but what a test sets.
    struct Owned: DeliveryState {
        var delivery = Machine(queueBound: 2, batch: 2)
        var hasWork = false
        var queuedWork = 0
    }

    static let me: UInt = 0x1000
    static let other: UInt = 0x2000

    @Test("Each state is held in one role word and read back from it; the flag bit is the one a thread leaves clear")
    func stateRoundTrip() {
        let states: [Machine.State] = [.idle, .delivering(Self.me), .flagged(Self.me), .handedOff]
        for state in states {
            expectEqual(Machine.State(word: state.word), state)
        }
        expectEqual(Set(states.map(\.word)).count, states.count)
        #expect(Machine.State.flagged(Self.me).isHeld(by: Self.me))
        #expect(!Machine.State.handedOff.isHeld(by: Self.me))
        #expect(!Machine.State.delivering(Self.other).isHeld(by: Self.me))
    }

    @Test("A sender takes a free role, is reentrant inside its own delivery, and is busy behind another thread's")
    func turns() {
        var owned = Owned()
        guard
            case .go(.deliverer, .delivering(Self.me)?) = Machine.send(
                &owned, in: .idle, by: Self.me, bounded: true, resumed: false)
        else { return #expect(Bool(false), "a free role is taken") }
        guard
            case .go(.reentrant, nil) = Machine.send(
                &owned, in: .flagged(Self.me), by: Self.me, bounded: true, resumed: false)
        else { return #expect(Bool(false), "a send inside a delivery is reentrant and never waits") }
        guard
            case .go(.busy, nil) = Machine.send(
                &owned, in: .delivering(Self.other), by: Self.me, bounded: true, resumed: false)
        else { return #expect(Bool(false), "behind an unflagged deliverer nothing waits") }
    }

    @Test("A bounded sender waits while the queue is full, and the first to resume takes a handed-off role")
    func waitingAndHandOff() {
        var owned = Owned()
        owned.queuedWork = 2
        guard case .wait = Machine.send(&owned, in: .flagged(Self.other), by: Self.me, bounded: true, resumed: false)
        else { return #expect(Bool(false), "a full queue makes a bounded sender wait") }
        expectEqual(owned.delivery.sendersWaiting, 1)
        guard
            case .go(.busy, nil) = Machine.send(
                &owned, in: .flagged(Self.other), by: Self.me, bounded: false, resumed: false)
        else { return #expect(Bool(false), "an unbounded sender never waits") }
        guard
            case .go(.handedOver, .flagged(Self.me)?) = Machine.send(
                &owned, in: .handedOff, by: Self.me, bounded: true, resumed: true)
        else { return #expect(Bool(false), "a resumed sender takes a handed-off role") }
        expectEqual(owned.delivery.sendersWaiting, 0)
    }

    @Test("What follows a record: deliver, take the first step, give up, flag the deliverer or drain")
    func afterRecording() {
        expectEqual(Machine.recorded(on: .deliverer, delivers: true, queued: false), .deliver)
        expectEqual(Machine.recorded(on: .deliverer, delivers: false, queued: true), .takeFirstStep)
        expectEqual(Machine.recorded(on: .deliverer, delivers: false, queued: false), .giveUp)
        expectEqual(Machine.recorded(on: .reentrant, delivers: true, queued: false), .deliverNested)
        expectEqual(Machine.recorded(on: .reentrant, delivers: false, queued: true), .flag)
        expectEqual(Machine.recorded(on: .busy, delivers: false, queued: true), .flag)
        expectEqual(Machine.recorded(on: .busy, delivers: false, queued: false), .done)
        expectEqual(Machine.recorded(on: .handedOver, delivers: false, queued: false), .drain)
    }

    @Test("The deliverer may leave without the lock only after a step that left nothing, and hands off after its batch")
    func deliverersSteps() {
        var machine = Machine(queueBound: 2, batch: 2)
        var woken: SenderParking?
        expectEqual(
            machine.stepTaken(true, by: Self.me, delivered: 0, claimedNow: true, workLeft: false, woken: &woken),
            .delivering(Self.me))
        expectEqual(
            machine.stepTaken(true, by: Self.me, delivered: 0, claimedNow: true, workLeft: true, woken: &woken),
            .flagged(Self.me))
        expectEqual(
            machine.stepTaken(false, by: Self.me, delivered: 3, claimedNow: false, workLeft: false, woken: &woken),
            .idle)
        var released: [AnyObject] = []
        expectEqual(
            machine.delivererReturns(in: .flagged(Self.me), by: Self.me, delivered: 5, released: &released), .takeStep)
        var owned = Owned()
        owned.queuedWork = 2
        _ = Machine.send(&owned, in: .flagged(Self.me), by: Self.other, bounded: true, resumed: false)
        expectEqual(
            owned.delivery.delivererReturns(in: .flagged(Self.me), by: Self.me, delivered: 2, released: &released),
            .handOffIfWorkLeft)
    }

    // MARK: Forbidden transitions

    @Test("Forbidden: a send that is not the deliverer asking to deliver now")
    func deliveredWithoutRole() {
        expectEqual(Machine.recorded(on: .busy, delivers: true, queued: false), .stop(.deliveredWithoutRole))
        expectEqual(Machine.recorded(on: .handedOver, delivers: true, queued: false), .stop(.deliveredWithoutRole))
    }

    @Test("Forbidden: a thread coming back for the next step without holding the role")
    func returnedWithoutRole() {
        var machine = Machine()
        var released: [AnyObject] = []
        for state: Machine.State in [.idle, .delivering(Self.other), .flagged(Self.other), .handedOff] {
            expectEqual(
                machine.delivererReturns(in: state, by: Self.me, delivered: 0, released: &released),
                .stop(.returnedWithoutRole))
        }
    }

    @Test("Forbidden: a sender resuming without having waited")
    func resumedWithoutWaiting() {
        var owned = Owned()
        guard
            case .stop(.resumedWithoutWaiting) = Machine.send(
                &owned, in: .handedOff, by: Self.me, bounded: true, resumed: true)
        else { return #expect(Bool(false), "a resume with nobody waiting is refused") }
    }

    @Test("Forbidden: an owner lending a list while another is lent, which a deliverer may be reading")
    func lentTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var machine = DeliveryStateMachine<LendingOwner.List>()
            let first = LendingOwner.List()
            _ = machine.lend(first)
            _ = machine.lend(LendingOwner.List())
            withExtendedLifetime(first) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(Machine.Violation.lentTwice.message))
    }

    @Test("Every forbidden transition has its own message naming the engine")
    func messages() {
        let messages = Machine.Violation.allCases.map(\.message)
        expectEqual(Set(messages).count, messages.count)
        #expect(messages.allSatisfy { $0.hasPrefix("DeliveryEngine: ") })
    }

    @Test("The engine stops the program, with the violation's message, on an owner delivering without the role")
    func engineStopsOnViolation() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MisbehavingOwner().sendWhileAnotherThreadDelivers()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(Machine.Violation.deliveredWithoutRole.message))
    }
}

/// An owner that asks to deliver its work now even when another thread holds the role.
final class MisbehavingOwner: DeliveryOwner, @unchecked Sendable {
    struct State: DeliveryState {
        var delivery = DeliveryStateMachine<AnyObject>()
        var hasWork: Bool { false }
        var queuedWork: Int { 0 }
    }

    struct Work {
        let run: () -> Void
    }

    let engine = DeliveryEngine<MisbehavingOwner>(State())

    func takeWork(_ state: inout State, deliverer: UInt) -> Work? { nil }

    func deliver(_ work: consuming Work) { work.run() }

    /// Delivers, and from inside the delivery has another thread send "deliver now".
    func sendWhileAnotherThreadDelivers() {
        engine.send(self, as: ThreadIdentity.current.rawValue, bounded: false) { _, _ in
            .deliverNow(Work(run: { self.sendFromAnotherThread() }))
        }
    }

    private func sendFromAnotherThread() {
        let other = Thread {
            self.engine.send(self, as: ThreadIdentity.current.rawValue, bounded: false) { _, _ in
                .deliverNow(Work(run: {}))
            }
        }
        other.start()
        // Holds the role until the other thread's send stops the program.
        while true { sched_yield() }
    }
}
