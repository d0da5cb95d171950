import ReactiveCore

/// The migration guide's worked example (Docs/MigratingFromReactiveSwift.md), after
/// migration: a ReactiveSwift view model that kept a mutable counter and mutated captured
/// state in its observers, now `Sendable` — every stored property is an immutable reference
/// to something thread-safe — and compiled in Swift 6 language mode without warnings.
final class SignUpViewModel: Sendable {
    let email = MutableProperty("")
    let password = MutableProperty("")
    /// Signs up with the current e-mail address and password; enabled while they look valid.
    let submit: Action<Void, Account, SignUpError>
    /// What the screen shows under the button.
    let status: Property<String>
    /// How many attempts failed: was `private(set) var failedAttempts = 0`.
    let failedAttempts: Property<Int>

    init(service: some SignUpService) {
        let canSubmit = Property.combineLatest(email, password).map { email, password in
            email.contains("@") && password.count >= 8
        }
        submit = Action(enabledIf: canSubmit) { [email, password] in
            service.signUp(email: email.value, password: password.value)
        }

        let failures = MutableProperty(0)
        failedAttempts = Property(capturing: failures)
        let (statusChanges, statusInput) = Signal<String, Never>.pipe()
        status = Property(initial: "", then: statusChanges)

        submit.values.observeValues { account in
            statusInput.send(value: "Welcome, \(account.name)")
        }
        // Was `[unowned self] … self.failedAttempts += 1`: the counter is a property now, and
        // `modify` increments it in one step whichever thread the error arrives on.
        submit.errors.observeValues { [failures] _ in
            let count = failures.modify { count -> Int in
                count += 1
                return count
            }
            statusInput.send(value: "Try again (\(count) failed)")
        }
    }
}
