import Oneway

/// The session's dispatcher: signing in and out, and the sign-in form.
package final class SessionDispatcher: Dispatchable {
    /// The payloads.
    package enum State: Codable, Equatable, Sendable {
        case signIn(name: String, email: String)
        case signOut
        case editSignIn(SignInForm?)
    }

    package static let shared = SessionDispatcher()
    package let observerState: AnyObserver<State>
    package let observableState: Observable<State>

    package init() {
        (observerState, observableState) = SessionDispatcher.properties()
    }
}

/// The session's actions: the write face of its dispatcher.
package final class SessionAction: Sendable {
    private let dispatcher: AnyObserverDispatcher<SessionDispatcher>

    package init(dispatcher: AnyObserverDispatcher<SessionDispatcher> = AnyObserverDispatcher(.shared)) {
        self.dispatcher = dispatcher
    }

    package func signIn(name: String, email: String) { dispatcher.dispatch(.signIn(name: name, email: email)) }
    package func signOut() { dispatcher.dispatch(.signOut) }
    package func editSignIn(_ form: SignInForm?) { dispatcher.dispatch(.editSignIn(form)) }
}

/// The session's store: the read face of its dispatcher, and who is signed in.
package final class SessionStore: Sendable {
    package let state = BehaviorRelay(value: SessionState())
    private let disposeBag = DisposeBag()

    package init(dispatcher: AnyObservableDispatcher<SessionDispatcher> = AnyObservableDispatcher(.shared)) {
        dispatcher.subscribe(
            with: self,
            onNext: { store, payload in
                switch payload {
                case .signIn(let name, let email): store.state.accept(SessionState(name: name, email: email))
                case .signOut: store.state.accept(SessionState())
                case .editSignIn(let form):
                    var state = store.state.value
                    state.form = form
                    store.state.accept(state)
                }
            }
        )
        .disposed(by: disposeBag)
    }
}
