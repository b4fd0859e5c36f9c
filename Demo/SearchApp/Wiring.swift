import Oneway

/// What the user asks of the app, whichever wiring runs it: keys (full screen) and script
/// commands become intents, and each wiring turns an intent into its own actions.
package enum Intent: Codable, Equatable, Sendable {
    case type(query: String)
    case nextPage
    case retry
    case select(row: Int)
    case signIn(name: String, email: String)
    case signOut
    /// Opens, edits or (with `nil`) closes the sign-in form.
    case editSignIn(SignInForm?)
}

/// One way of putting the app together: the `Store` (`--arch store`) or the Flux dispatcher
/// (`--arch dispatcher`). Both give the same view models for the same intents at the same
/// times.
///
/// `send(_:)` may be called from one thread at a time; view models are delivered on the
/// thread that changes them (the sender's, or the scheduler's for debounced and answered
/// searches). `viewModel` reflects an intent once `send(_:)` returns if no other thread is
/// changing the state meanwhile: a Flux payload dispatched while another thread delivers one
/// is queued behind it. So run the app on one serial queue (its scheduler's), as the full
/// screen does, or on one thread, as script mode does.
package protocol Wiring: AnyObject, Sendable {
    /// The view model now.
    var viewModel: ViewModel { get }
    /// The view model now, then each different one, in order.
    var viewModels: Observable<ViewModel> { get }
    /// Applies `intent`.
    func send(_ intent: Intent)
    /// Stops the search: a request in flight is cancelled and no other is sent.
    func stop()
    /// Starts saving what the app remembers (`--state-file`) to `file`, as it changes: at
    /// most once per `interval`, on `scheduler` (a queue of the persistence's own if `nil`).
    /// Restore from `file` first, and start the wiring from what it restored.
    func persist(to file: StateFile<RememberedState>, interval: RxTimeInterval, scheduler: (any SchedulerType)?)
        -> StatePersistence<RememberedState>
}

/// Which wiring to run.
package enum Architecture: String, CaseIterable, Codable, Sendable {
    case store, dispatcher
}

/// What both wirings need: where to search, and the scheduler every timed step runs on.
package struct Dependencies {
    package var backend: any SearchBackend
    /// Runs the debounce and the embedded backend's latency.
    package var scheduler: any SchedulerType
    /// How long typing must pause before a search.
    package var debounce: RxTimeInterval

    package init(
        backend: any SearchBackend, scheduler: any SchedulerType, debounce: RxTimeInterval = .milliseconds(300)
    ) {
        self.backend = backend
        self.scheduler = scheduler
        self.debounce = debounce
    }

    /// Starts the app in `architecture`.
    package func start(_ architecture: Architecture) -> any Wiring {
        switch architecture {
        case .store: StoreApp(self)
        case .dispatcher: DispatcherApp(self)
        }
    }
}
