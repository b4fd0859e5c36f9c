import Testing

@testable import OnewayCore

/// The list an owner lends its deliverers belongs to the engine once lent: an owner about to
/// change its list asks the engine to forget the lent one, which releases it at once when no
/// deliverer can be reading it and keeps it for the deliverer otherwise.
@Suite
struct DeliveryEngineLendingTests {
    @Test("A lent list is kept until the owner's list changes, then released at once while nobody delivers")
    func forgottenWhileIdle() {
        let owner = LendingOwner()
        weak var lent: LendingOwner.List?
        owner.engine.withLock { state in lent = state.delivery.lend(LendingOwner.List()).takeUnretainedValue() }
        #expect(lent != nil, "the machine holds what was lent")
        #expect(owner.engine.withLock { $0.delivery.lentList?.takeUnretainedValue() } === lent)
        owner.engine.withLock { _ in }
        #expect(lent != nil, "a lock section that changes nothing forgets nothing")
        owner.engine.withLock(forgettingLent: true) { state in
            #expect(state.delivery.lentList == nil)
        }
        #expect(lent == nil, "released under the lock: nobody delivers")
    }

    @Test("A lent list forgotten from inside a delivery is kept until the deliverer comes back")
    func forgottenWhileDelivering() {
        let owner = LendingOwner()
        weak var lent: LendingOwner.List?
        var keptDuringDelivery = false
        let me = ThreadIdentity.current.rawValue
        owner.engine.send(owner, as: me, bounded: false) { state, turn in
            lent = state.delivery.lend(LendingOwner.List()).takeUnretainedValue()
            return .deliverNow(
                LendingOwner.Work {
                    // An observer unsubscribing during the delivery that reads the list.
                    owner.engine.withLock(forgettingLent: true) { state in
                        #expect(state.delivery.lentList == nil)
                    }
                    keptDuringDelivery = lent != nil
                    #expect(owner.engine.state == .flagged(me), "the deliverer is flagged to come back for it")
                })
        }
        #expect(keptDuringDelivery, "kept while the deliverer may read it")
        #expect(lent == nil, "released once the deliverer came back")
        #expect(owner.engine.state == .idle)
    }

    @Test("A send that changes the list forgets the lent one before its owner records; taking the role, releases it")
    func sendForgetting() {
        let owner = LendingOwner()
        weak var lent: LendingOwner.List?
        let me = ThreadIdentity.current.rawValue
        owner.engine.withLock { state in lent = state.delivery.lend(LendingOwner.List()).takeUnretainedValue() }
        owner.engine.send(owner, as: me, bounded: false, forgettingLent: true) { state, turn in
            #expect(turn == .deliverer)
            #expect(state.delivery.lentList == nil && lent == nil, "taking the role, it had lent nothing yet")
            return .nothing
        }
        #expect(owner.engine.state == .idle)
    }
}

/// An owner that lends a list and delivers closures.
final class LendingOwner: DeliveryOwner, @unchecked Sendable {
    // `@unchecked`: its only state is the engine's.
    final class List {}

    struct State: DeliveryState {
        var delivery = DeliveryStateMachine<List>()
        var hasWork: Bool { false }
        var queuedWork: Int { 0 }
    }

    let engine = DeliveryEngine<LendingOwner>(State())

    struct Work {
        let run: () -> Void
    }

    func takeWork(_ state: inout State, deliverer: UInt) -> Work? { nil }

    func deliver(_ work: consuming Work) { work.run() }
}
