import ReactiveCore

/// An account the sign-up service created.
struct Account: Sendable, Equatable {
    let name: String
}

/// Why signing up failed.
enum SignUpError: Error, Equatable {
    case emailTaken
}

/// The service the migration guide's view model signs up with. `Sendable`, so that the view
/// model's `@Sendable` closures may capture it.
protocol SignUpService: Sendable {
    func signUp(email: String, password: String) -> SignalProducer<Account, SignUpError>
}

/// A service that refuses the e-mail addresses it is given as taken and accepts the others,
/// counting its requests — shared mutable state made safe with `Atomic`, as the guide shows.
final class StubSignUpService: SignUpService {
    let takenEmails: Set<String>
    private let requests = Atomic(0)

    init(takenEmails: Set<String> = []) {
        self.takenEmails = takenEmails
    }

    var requestCount: Int { requests.value }

    func signUp(email: String, password: String) -> SignalProducer<Account, SignUpError> {
        SignalProducer { [requests, takenEmails] observer, _ in
            requests.modify { $0 += 1 }
            if takenEmails.contains(email) {
                observer.send(error: .emailTaken)
            } else {
                observer.send(value: Account(name: String(email.prefix { $0 != "@" })))
                observer.sendCompleted()
            }
        }
    }
}
