import TerminalUI

/// What a key asks of the app: intents to send, in order, or to quit.
package enum KeyResponse: Equatable, Sendable {
    case send([Intent])
    case quit
}

/// Turns a key into intents, given the view model the screen shows: a pure function, so
/// every key is tested without a terminal.
///
/// Searching: characters type, Backspace erases, Ctrl-U or Escape clears, ↑/↓ select,
/// Ctrl-N loads the next page, Ctrl-R retries, Ctrl-S opens the sign-in form, Ctrl-O signs
/// out, Ctrl-Q or Ctrl-C quits. In the sign-in form: characters type into the field,
/// Tab switches fields, Enter goes to the email and then signs in, Escape closes the form.
package func response(to key: Key, in view: ViewModel) -> KeyResponse {
    if key == .control("c") || key == .control("q") { return .quit }
    if let form = view.signInForm { return .send(formIntents(for: key, form: form)) }
    let query = view.query
    let intents: [Intent] =
        switch key {
        case .character(let character): [.type(query: query + String(character))]
        case .backspace, .delete: query.isEmpty ? [] : [.type(query: String(query.dropLast()))]
        case .control("u"), .escape: query.isEmpty ? [] : [.type(query: "")]
        case .up: view.selection > 0 ? [.select(row: view.selection - 1)] : []
        case .down: view.selection + 1 < view.results.count ? [.select(row: view.selection + 1)] : []
        case .control("n"): view.canLoadMore ? [.nextPage] : []
        case .control("r"): view.canRetry ? [.retry] : []
        case .control("s"): view.user == nil ? [.editSignIn(SignInForm())] : []
        case .control("o"): view.user == nil ? [] : [.signOut]
        default: []
        }
    return .send(intents)
}

private func formIntents(for key: Key, form: SignInForm) -> [Intent] {
    var form = form
    switch key {
    case .character(let character):
        if form.field == .name { form.name.append(character) } else { form.email.append(character) }
    case .backspace, .delete:
        if form.field == .name {
            form.name = String(form.name.dropLast())
        } else {
            form.email = String(form.email.dropLast())
        }
    case .tab:
        form.field = form.field == .name ? .email : .name
    case .enter where form.field == .name:
        form.field = .email
    case .enter:
        if let problem = SignInForm.problem(name: form.name, email: form.email) {
            form.problem = problem
        } else {
            return [.signIn(name: form.name, email: form.email)]
        }
    case .escape:
        return [.editSignIn(nil)]
    default:
        return []
    }
    if key != .enter { form.problem = nil }
    return [.editSignIn(form)]
}
