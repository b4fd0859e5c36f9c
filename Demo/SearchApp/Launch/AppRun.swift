import Oneway
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One run of the app, as `oneway-demo` starts it in either mode: the wiring, started from
/// what `--state-file` restored and saving to it as the state changes, and, with
/// `--record`, the Store's actions and states written to a recording.
///
/// The state file holds a `RememberedState` at schema version 1. A file that cannot be
/// used (it does not decode, or a newer version of the app wrote it) is moved aside, never
/// overwritten, and the run starts signed out with nothing typed; `report` is told why.
///
/// `finish()` makes the last save and completes the recording; `saveNow()` does what a
/// signal handler can before the process exits. Both may be called from any thread.
package final class AppRun: Sendable {
    /// The app.
    package let wiring: any Wiring
    private let persistence: StatePersistence<RememberedState>?
    private let recorder: StoreRecorder<AppState, AppAction>?
    private let report: @Sendable (String) -> Void
    private let isFinished = Atomic<Bool>(false)

    /// The schema version of the state file: raise it, with a migration, when
    /// `RememberedState` changes so that older files no longer decode.
    package static let stateFileVersion = 1

    /// Restores the state file, starts the wiring and attaches what the flags ask for.
    ///
    /// - Parameters:
    ///   - architecture: The wiring to start.
    ///   - dependencies: Where it searches, and the scheduler of its timed steps.
    ///   - stateFile: The `--state-file` path, or `nil` to remember nothing.
    ///   - recording: The `--record` path, or `nil` to record nothing; only with
    ///     `.store` (the recording is the Store's actions, which `--replay` replays
    ///     through its reducer).
    ///   - saveInterval: The shortest time between two saves of the state file.
    ///   - saveScheduler: Where saves run and how their time is measured: the script
    ///     clock in script mode, `nil` for a queue of the persistence's own.
    ///   - report: Receives each problem worth telling the user, as a sentence: a state
    ///     file set aside, a failed save, a recording that stopped. From the thread that
    ///     met it.
    /// - Throws: `UsageError` when the recording cannot be created, saying why.
    package init(
        _ architecture: Architecture, _ dependencies: Dependencies, stateFile: String? = nil,
        recording: String? = nil, saveInterval: RxTimeInterval = .seconds(1),
        saveScheduler: (any SchedulerType)? = nil, report: @escaping @Sendable (String) -> Void
    ) throws(UsageError) {
        require(
            recording == nil || architecture == .store,
            "AppRun: a recording needs the Store wiring, got \(architecture)")
        self.report = report
        let file = stateFile.map {
            StateFile<RememberedState>(url: URL(fileURLWithPath: $0), version: Self.stateFileVersion)
        }
        let restoration = file?.restore(default: RememberedState())
        if let problem = restoration?.problem { report(problem.description) }
        let restored = restoration?.value ?? RememberedState()
        let recorder: StoreRecorder<AppState, AppAction>?
        do {
            recorder = try recording.map { path throws(RecordingError) in
                try StoreRecorder<AppState, AppAction>(writingTo: path, initialState: AppState(restoring: restored))
            }
        } catch {
            throw UsageError("--record: \(error)")
        }
        let wiring: any Wiring =
            switch architecture {
            case .store:
                StoreApp(
                    dependencies, state: AppState(restoring: restored),
                    reducer: recorder?.recording(Reducers.root) ?? Reducers.root)
            case .dispatcher:
                DispatcherApp(dependencies, restoring: restored)
            }
        let persistence = file.map { wiring.persist(to: $0, interval: saveInterval, scheduler: saveScheduler) }
        // The subscription ends when the persistence does: its errors complete then.
        _ = persistence?.errors.subscribe(onNext: { report($0.description) })
        self.recorder = recorder
        self.wiring = wiring
        self.persistence = persistence
    }

    /// Stops the search, saves the state file one last time and completes the recording;
    /// only the first call does anything. Failures go to `report`.
    package func finish() {
        guard !isFinished.exchange(true, ordering: .acquiringAndReleasing) else { return }
        wiring.stop()
        persistence?.dispose()
        do {
            try recorder?.finish()
        } catch {
            report("the recording stopped early: \(error)")
        }
    }

    /// Saves the state file and writes every recorded step now, without stopping anything:
    /// what a signal handler does before the process exits, on its own thread.
    package func saveNow() {
        do {
            try persistence?.flush()
        } catch {
            report(error.description)
        }
        recorder?.flush()
    }
}
