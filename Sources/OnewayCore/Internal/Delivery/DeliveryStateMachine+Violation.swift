extension DeliveryStateMachine {
    /// A transition the protocol forbids; the engine stops the program with its `message`.
    @usableFromInline
    package enum Violation: Equatable, CaseIterable {
        case deliveredWithoutRole
        case returnedWithoutRole
        case resumedWithoutWaiting
        case lentTwice

        /// Stops the program with `message`. Out of line: the text stays out of callers' code.
        @usableFromInline
        func stop() -> Never {
            preconditionFailure(message)
        }

        /// What the program stops with.
        package var message: String {
            switch self {
            case .deliveredWithoutRole:
                "DeliveryEngine: a send asked to deliver now while another thread holds the deliverer role; "
                    + "it must leave its work queued instead"
            case .returnedWithoutRole:
                "DeliveryEngine: a thread came back for the next step without holding the deliverer role"
            case .resumedWithoutWaiting: "DeliveryEngine: a sender resumed without having waited"
            case .lentTwice:
                "DeliveryEngine: an owner lent a list while another was lent; it must lend the one in "
                    + "`lentList` until the engine forgets it"
            }
        }
    }
}
