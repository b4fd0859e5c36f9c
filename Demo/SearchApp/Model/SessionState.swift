/// Who is signed in: a `name` and an `email`, both empty when signed out, and the sign-in
/// form while the screen shows it.
package struct SessionState: Codable, Equatable, Sendable {
    package var name = ""
    package var email = ""
    /// The form the full-screen app asks for a name and an email with; `nil` when closed.
    package var form: SignInForm?

    package init(name: String = "", email: String = "", form: SignInForm? = nil) {
        self.name = name
        self.email = email
        self.form = form
    }

    package var isSignedIn: Bool { !name.isEmpty && !email.isEmpty }
}

/// The sign-in form as it is being filled in: both fields, which one has the cursor, and
/// what is wrong with what was entered, if anything.
package struct SignInForm: Codable, Equatable, Sendable {
    /// The form's two fields.
    package enum Field: String, Codable, Sendable {
        case name, email
    }

    package var name = ""
    package var email = ""
    package var field = Field.name
    package var problem: String?

    package init(name: String = "", email: String = "", field: Field = .name, problem: String? = nil) {
        self.name = name
        self.email = email
        self.field = field
        self.problem = problem
    }

    /// Why `name` and `email` cannot sign in, or `nil` if they can: both must be given, and
    /// the email must look like one.
    package static func problem(name: String, email: String) -> String? {
        if name.isEmpty { return "a name is needed" }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !email.contains(" ") else {
            return "'\(email)' is not an email address"
        }
        return nil
    }
}
