import OnewayCore

/// The live rows of one running `Effect.forEach`: for each row id, the subjects its effect
/// instance reads and the signal that stops it.
///
/// `update` and `send` come from the store's notifier, one at a time; `removeAll` from
/// whoever disposes the effect. The table is guarded by a lock that is never held while a
/// subject is called, since an instance reacts to its subjects synchronously. The only user
/// code run under it reads each row's `id` and hashes ids (the key path is read before):
/// it cannot reach this table, which only the `forEach` that made it knows.
final class RowEffects<ID: Hashable, Row, Action>: @unchecked Sendable {
    /// One row's effect instance.
    final class Instance {
        let id: ID
        let actions = PublishSubject<Action>()
        let states: BehaviorSubject<Row>
        let removal = PublishSubject<Void>()
        /// The `update` that last saw this row; rows a pass did not see have left.
        var generation: Int

        init(id: ID, row: Row, generation: Int) {
            self.id = id
            states = BehaviorSubject(value: row)
            self.generation = generation
        }

        /// Stops the instance and ends what it reads.
        func stop() {
            removal.onNext(())
            actions.onCompleted()
            states.onCompleted()
        }
    }

    private struct Table {
        var instances: [ID: Instance] = [:]
        var generation = 0
        var isStopped = false
    }

    private let table = LockedState(Table())

    /// Takes a new collection of rows: stops the instances of rows that left, hands each
    /// remaining row to its instance, and returns the instances made for new rows, for the
    /// caller to start.
    func update<Rows: Sequence>(_ rows: Rows) -> [Instance] where Rows.Element == (id: ID, row: Row) {
        let (started, kept, left) = table.withLock { table -> ([Instance], [(Instance, Row)], [Instance]) in
            guard !table.isStopped else { return ([], [], []) }
            table.generation &+= 1
            let generation = table.generation
            var started: [Instance] = []
            var kept: [(Instance, Row)] = []
            for (id, row) in rows {
                if let instance = table.instances[id] {
                    // A later row with an id already seen in this pass is not another row.
                    guard instance.generation != generation else { continue }
                    instance.generation = generation
                    kept.append((instance, row))
                } else {
                    let instance = Instance(id: id, row: row, generation: generation)
                    table.instances[id] = instance
                    started.append(instance)
                }
            }
            var left: [Instance] = []
            for (id, instance) in table.instances where instance.generation != generation {
                table.instances[id] = nil
                left.append(instance)
            }
            return (started, kept, left)
        }
        for instance in left { instance.stop() }
        for (instance, row) in kept { instance.states.onNext(row) }
        return started
    }

    /// Hands `action` to the instance of the row with `id`; drops it if there is none.
    func send(_ action: Action, to id: ID) {
        let instance = table.withLock { $0.instances[id] }
        instance?.actions.onNext(action)
    }

    /// Stops every instance; later updates start none.
    func removeAll() {
        let instances = table.withLock { table in
            table.isStopped = true
            defer { table.instances = [:] }
            return Array(table.instances.values)
        }
        for instance in instances { instance.stop() }
    }
}
