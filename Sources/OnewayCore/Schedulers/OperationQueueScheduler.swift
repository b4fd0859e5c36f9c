#if canImport(Foundation)
    import Foundation

    /// Runs work as operations on a Foundation `OperationQueue`, with the queue's own
    /// concurrency limit and ordering.
    ///
    /// Each action becomes a `BlockOperation` with priority `queuePriority`. Disposing before
    /// the operation starts makes it skip the action; the operation itself stays queued until
    /// the queue reaches it. Safe to use from any thread.
    public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
        // Sendable: both properties are immutable, and `OperationQueue` is thread-safe (not
        // every SDK declares it `Sendable`).

        /// The queue the work runs on.
        public let operationQueue: OperationQueue
        /// The priority of the operations this scheduler adds.
        public let queuePriority: Operation.QueuePriority

        /// Creates a scheduler that adds its work to `operationQueue` with `queuePriority`.
        public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
            self.operationQueue = operationQueue
            self.queuePriority = queuePriority
        }

        /// Adds an operation that runs `action` with `state`.
        ///
        /// - Returns: A disposable that skips the action if it has not started, and disposes
        ///   what it returned once it has run.
        public func schedule<StateType>(
            _ state: StateType,
            action: @escaping (StateType) -> Disposable
        ) -> Disposable {
            let item = ScheduledItem { action(state) }
            // The item (an `@unchecked Sendable` box for the non-`Sendable` action) moves to the
            // operation and is invoked there once; this thread never calls the action.
            let operation = BlockOperation { item.invoke() }
            operation.queuePriority = queuePriority
            operationQueue.addOperation(operation)
            return item
        }
    }
#endif
