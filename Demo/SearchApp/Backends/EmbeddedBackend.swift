import Oneway

/// The default backend: searches a `UserDirectory` in the program, answering after a
/// latency on the app's scheduler (virtual time in script mode), and failing a given share
/// of requests, chosen by a seed so that the same run fails the same requests.
///
/// Every request is recorded in `log` with how it ended.
package final class EmbeddedBackend: SearchBackend {
    package let directory: UserDirectory
    package let log = RequestLog()
    private let latency: RxTimeInterval
    private let failRate: Double
    private let seed: UInt64
    private let scheduler: SchedulerType

    /// - Parameters:
    ///   - directory: The users to search.
    ///   - latency: How long each answer takes, on `scheduler`.
    ///   - failRate: The share of requests that fail, from 0 (none) to 1 (all).
    ///   - seed: Chooses which requests fail: the n-th request of two backends with the same
    ///     seed and rate fails in both or in neither.
    ///   - scheduler: Runs the latency.
    package init(
        directory: UserDirectory, latency: RxTimeInterval, failRate: Double = 0, seed: UInt64 = 1,
        scheduler: SchedulerType
    ) {
        self.directory = directory
        self.latency = latency
        self.failRate = failRate
        self.seed = seed
        self.scheduler = scheduler
    }

    package func search(_ request: PageRequest) -> Single<SearchModel<User>> {
        Single.create { [directory, log, latency, failRate, seed, scheduler] observer in
            let number = log.start(request)
            let fails = Self.fails(request: number, rate: failRate, seed: seed)
            let answer = scheduler.scheduleRelative((), dueTime: latency) { _ in
                if fails {
                    log.end(number, as: .failed)
                    observer(.failure(SearchError.unavailable))
                } else {
                    log.end(number, as: .answered)
                    observer(.success(directory.search(request.query, page: request.page)))
                }
                return Disposables.create()
            }
            return Disposables.create {
                answer.dispose()
                log.end(number, as: .cancelled)
            }
        }
    }

    /// Whether request `number` (from 0) fails, for a failure `rate` and a `seed`.
    package static func fails(request number: Int, rate: Double, seed: UInt64) -> Bool {
        guard rate > 0 else { return false }
        var random = SplitMix64(seed: seed &* 0x100_0000_01B3 &+ UInt64(number))
        return Double(random.next() >> 11) / Double(1 << 53) < rate
    }
}
