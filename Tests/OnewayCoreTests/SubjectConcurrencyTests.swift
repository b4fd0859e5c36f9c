import Oneway
import OnewayTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One event of a concurrency test: who sent it, its place in that sender's sequence, and
/// its place in a global order taken just before sending.
struct Tag: Equatable, Sendable {
    let sender: Int
    let sequence: Int
    let stamp: Int
}

/// What one subscription received. Its handler must run serially: that is the property under
/// test, checked by the in-flight counter (and by the thread sanitizer on the plain vars).
final class SubscriptionProbe: @unchecked Sendable {
    private let inFlight = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let received = Atomic<Int>(0)
    /// The global stamp read right after this subscription's `dispose()` returned.
    let cutoff = Atomic<Int>(.max)
    // Touched only inside the handler, and read after every thread has joined.
    private(set) var stamps: [Int] = []
    private(set) var gaps = 0
    private(set) var terminals: [Delivered<Int>] = []
    private(set) var eventsAfterTerminal = 0
    private var lastSequence: [Int: Int] = [:]

    func receive(_ event: Event<Tag>) {
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        defer { inFlight.subtract(1, ordering: .acquiringAndReleasing) }
        if !terminals.isEmpty { eventsAfterTerminal += 1 }
        switch event {
        case .next(let tag):
            stamps.append(tag.stamp)
            if let last = lastSequence[tag.sender], tag.sequence != last + 1 { gaps += 1 }
            lastSequence[tag.sender] = tag.sequence
            received.add(1, ordering: .releasing)
        case .error(let error):
            terminals.append(.error(TestFailure(error)))
        case .completed:
            terminals.append(.completed)
        }
    }

    /// An observer that feeds this probe.
    var observer: AnyObserver<Tag> { AnyObserver(eventHandler: receive) }

    /// Every element whose stamp was taken after `dispose()` returned, which must be none.
    var deliveredAfterDispose: [Int] {
        let cutoff = cutoff.load(ordering: .acquiring)
        return stamps.filter { $0 > cutoff }
    }

    /// How many elements each sender's sequence delivered.
    func count(from sender: Int) -> Int {
        lastSequence[sender].map { $0 + 1 } ?? 0
    }
}

/// The subject a test runs against, reachable from every thread.
final class SubjectUnderTest: @unchecked Sendable, CustomTestStringConvertible {
    // Each is one of Oneway's subjects, thread-safe by contract.
    let send: (Event<Tag>) -> Void
    let observable: Observable<Tag>
    let disposeSubject: () -> Void
    let testDescription: String
    /// How many elements a subscriber made before any send receives first.
    let initialReplay: Int

    private init(
        _ name: String, initialReplay: Int = 0, _ subject: some SubjectType<Tag> & ObserverType<Tag> & Cancelable
    ) {
        send = subject.on
        observable = subject.asObservable()
        disposeSubject = subject.dispose
        testDescription = name
        self.initialReplay = initialReplay
    }

    static var kinds: [() -> SubjectUnderTest] {
        [
            { SubjectUnderTest("PublishSubject", PublishSubject()) },
            {
                SubjectUnderTest(
                    "BehaviorSubject", initialReplay: 1, BehaviorSubject(value: Tag(sender: -1, sequence: 0, stamp: 0)))
            },
            { SubjectUnderTest("ReplaySubject(bufferSize: 4)", ReplaySubject.create(bufferSize: 4)) },
        ]
    }
}

@Suite(.tracksResources)
struct SubjectConcurrencyTests {
    static let senders = 4
    static let churners = 2
    /// Subscribe/dispose rounds the churners must complete before the senders may stop, so
    /// that the race is exercised however the threads happen to be scheduled.
    static let minimumRounds = 40

    @Test(
        "4 threads send while 2 others subscribe and dispose: nothing after dispose, never concurrent, no gap",
        arguments: 0..<SubjectUnderTest.kinds.count
    )
    func sendWhileSubscribingAndDisposing(kind: Int) {
        let subject = SubjectUnderTest.kinds[kind]()
        // 100,000 sends into the PublishSubject, as the issue asks; 40,000 into the others.
        let sendsPerSender = kind == 0 ? 25_000 : 10_000
        let clock = Atomic<Int>(0)
        let sendersLeft = Atomic<Int>(Self.senders)
        let rounds = Atomic<Int>(0)
        let sent = Locked<[Int]>(Array(repeating: 0, count: Self.senders))
        let churned = Locked<[SubscriptionProbe]>([])
        let steady = SubscriptionProbe()
        let steadySubscription = subject.observable.subscribe { steady.receive($0) }
        // Bounds the senders' wait for the churners' rounds: a stuck churner fails the test
        // below (too few rounds) instead of hanging the run.
        let deadline = Deadline()

        runConcurrently(threads: Self.senders + Self.churners) { index in
            if index < Self.senders {
                var sequence = 0
                while sequence < sendsPerSender
                    || (rounds.load(ordering: .acquiring) < Self.minimumRounds && !deadline.hasPassed)
                {
                    let stamp = clock.add(1, ordering: .sequentiallyConsistent).newValue
                    subject.send(.next(Tag(sender: index, sequence: sequence, stamp: stamp)))
                    // The lock is not fair: let the churners take it now and then.
                    if sequence % 256 == 0 { sched_yield() }
                    if sequence >= sendsPerSender {
                        // Past the quota, only the churners' last rounds need elements: send
                        // slowly, or the delivery queue outgrows the deliverer and a new
                        // subscriber waits behind an ever longer backlog.
                        for _ in 0..<1_000 { sched_yield() }
                    }
                    sequence += 1
                }
                sent.withLock { $0[index] = sequence }
                sendersLeft.subtract(1, ordering: .releasing)
                return
            }
            var probes: [SubscriptionProbe] = []
            var round = 0
            while sendersLeft.load(ordering: .acquiring) > 0 {
                let probe = SubscriptionProbe()
                // Through an observer, not a closure: this path has no debug-only concurrency
                // check, so the probe's own checks are what must catch a failure.
                let subscription = subject.observable.subscribe(probe.observer)
                // Let a few elements through (0 to 3), so that some disposals race a delivery.
                while probe.received.load(ordering: .acquiring) < round % 4
                    && sendersLeft.load(ordering: .acquiring) > 0
                {
                    sched_yield()
                }
                subscription.dispose()
                probe.cutoff.store(clock.load(ordering: .sequentiallyConsistent), ordering: .releasing)
                probes.append(probe)
                round += 1
                rounds.add(1, ordering: .releasing)
            }
            churned.withLock { $0 += probes }
        }
        steadySubscription.dispose()
        subject.disposeSubject()

        let probes = churned.withLock { $0 }
        #expect(probes.count >= Self.minimumRounds, "too few subscriptions raced the senders to prove anything")
        #expect(probes.contains { $0.received.load(ordering: .acquiring) >= 3 })
        #expect(
            probes.allSatisfy { $0.overlaps.load(ordering: .acquiring) == 0 }, "an observer was called concurrently")
        #expect(probes.allSatisfy { $0.gaps == 0 }, "a subscription missed or reordered a sender's element")
        expectEqual(
            probes.flatMap(\.deliveredAfterDispose), [], "elements sent after dispose() returned were delivered")
        expectEqual(steady.overlaps.load(ordering: .acquiring), 0)
        expectEqual(steady.gaps, 0)
        let sentBySender = sent.withLock { $0 }
        #expect(sentBySender.allSatisfy { $0 >= sendsPerSender })
        expectEqual((0..<Self.senders).map { steady.count(from: $0) }, sentBySender)
        expectEqual(steady.stamps.count, sentBySender.reduce(0, +) + subject.initialReplay)
    }

    /// One round of a race: a fresh subject and the probes subscribed to it.
    final class Round: @unchecked Sendable {
        let subject: SubjectUnderTest
        let clock = Atomic<Int>(0)
        let cutoff = Atomic<Int>(.max)
        // Appended to by one thread during the round, read after it.
        var probes: [SubscriptionProbe] = []
        var subscriptions: [Disposable] = []

        init(_ subject: SubjectUnderTest) { self.subject = subject }
    }

    @Test(
        "A completion racing 4 senders reaches every subscriber exactly once, last, and later subscribers get only it",
        arguments: 0..<SubjectUnderTest.kinds.count
    )
    func completionRacesSenders(kind: Int) {
        runConcurrently(
            threads: Self.senders,
            rounds: 50,
            prepare: {
                let round = Round(SubjectUnderTest.kinds[kind]())
                round.probes = (0..<3).map { _ in SubscriptionProbe() }
                round.subscriptions = round.probes.map { probe in
                    round.subject.observable.subscribe { probe.receive($0) }
                }
                return round
            },
            { round, index in
                for sequence in 0..<100 {
                    if index == 0 && sequence == 50 { round.subject.send(.completed) }
                    round.subject.send(.next(Tag(sender: index, sequence: sequence, stamp: index * 1_000 + sequence)))
                }
            },
            verify: { round in
                let late = SubscriptionProbe()
                _ = round.subject.observable.subscribe { late.receive($0) }
                for probe in round.probes + [late] {
                    expectEqual(probe.terminals, [.completed])
                    expectEqual(probe.eventsAfterTerminal, 0)
                    expectEqual(probe.gaps, 0)
                    expectEqual(probe.overlaps.load(ordering: .acquiring), 0)
                }
                // One total order: every subscriber saw the same elements in the same order.
                expectEqual(round.probes[0].stamps, round.probes[1].stamps)
                expectEqual(round.probes[1].stamps, round.probes[2].stamps)
                expectEqual(round.probes[0].count(from: 0), 50)
                for subscription in round.subscriptions { subscription.dispose() }
            }
        )
    }

    @Test(
        "dispose() of the subject racing senders and subscribers: nothing sent after it returns is delivered",
        arguments: 0..<SubjectUnderTest.kinds.count
    )
    func subjectDisposeRacesEverything(kind: Int) {
        runConcurrently(
            threads: 4,
            rounds: 40,
            prepare: { Round(SubjectUnderTest.kinds[kind]()) },
            { round, index in
                if index == 3 {
                    for _ in 0..<20 {
                        let probe = SubscriptionProbe()
                        _ = round.subject.observable.subscribe(probe.observer)
                        round.probes.append(probe)
                    }
                    return
                }
                // Three senders; the first disposes the subject halfway through its own sends.
                for sequence in 0..<200 {
                    if index == 0 && sequence == 100 {
                        round.subject.disposeSubject()
                        round.cutoff.store(round.clock.load(ordering: .sequentiallyConsistent), ordering: .releasing)
                    }
                    let stamp = round.clock.add(1, ordering: .sequentiallyConsistent).newValue
                    round.subject.send(.next(Tag(sender: index, sequence: sequence, stamp: stamp)))
                }
            },
            verify: { round in
                let late = SubscriptionProbe()
                _ = round.subject.observable.subscribe { late.receive($0) }
                expectEqual(late.terminals, [.error(.disposed)])
                let limit = round.cutoff.load(ordering: .acquiring)
                for probe in round.probes {
                    #expect(probe.stamps.allSatisfy { $0 <= limit })
                    expectEqual(probe.overlaps.load(ordering: .acquiring), 0)
                    expectEqual(probe.gaps, 0)
                    #expect(probe.terminals == [] || probe.terminals == [.error(.disposed)])
                }
            }
        )
    }
}
