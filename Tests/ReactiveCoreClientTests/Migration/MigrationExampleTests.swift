import ReactiveCore
import Testing

/// The migration guide's worked example, kept true by the tests: the migrated view model and
/// view compile in Swift 6 language mode with complete concurrency checking and behave as the
/// ReactiveSwift original did.
@Suite("Migration guide example")
struct MigrationExampleTests {
    @Suite("SignUpViewModel")
    struct ViewModel {
        @Test("submitting is enabled only for an e-mail address and a password of eight characters")
        func enabling() {
            let viewModel = SignUpViewModel(service: StubSignUpService())
            #expect(!viewModel.submit.isEnabled.value)
            viewModel.email.value = "ann@example.com"
            viewModel.password.value = "short"
            #expect(!viewModel.submit.isEnabled.value)
            viewModel.password.value = "long enough"
            #expect(viewModel.submit.isEnabled.value)
        }

        @Test("a successful sign-up welcomes the new account")
        func success() {
            let viewModel = SignUpViewModel(service: StubSignUpService())
            viewModel.email.value = "ann@example.com"
            viewModel.password.value = "long enough"
            viewModel.submit.apply().start()
            #expect(viewModel.status.value == "Welcome, ann")
            #expect(viewModel.failedAttempts.value == 0)
        }

        @Test("failed attempts are counted, also when they fail on several threads at once")
        func failures() async {
            let service = StubSignUpService(takenEmails: ["bob@example.com"])
            let viewModel = SignUpViewModel(service: service)
            viewModel.email.value = "bob@example.com"
            viewModel.password.value = "long enough"
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<20 {
                    group.addTask {
                        _ = viewModel.submit.apply().first()
                    }
                }
            }
            // Concurrent applications are refused while one runs: the counter holds exactly
            // the attempts that reached the service.
            #expect(viewModel.failedAttempts.value == service.requestCount)
            #expect(viewModel.status.value == "Try again (\(service.requestCount) failed)")
        }
    }

    @Suite("SignUpView")
    @MainActor
    struct View {
        @Test("the view shows the status on the main actor")
        func showsStatus() async throws {
            let view = SignUpView()
            let viewModel = SignUpViewModel(service: StubSignUpService())
            view.bind(to: viewModel)
            viewModel.email.value = "eve@example.com"
            viewModel.password.value = "long enough"
            #expect(view.isButtonEnabled)
            viewModel.submit.apply().start()
            let shown = try await SeedPatternTests().waitUntil(view.shownStatus) { !$0.isEmpty }
            #expect(shown == "Welcome, eve")
            #expect(view.statusText == "Welcome, eve")
        }
    }
}
