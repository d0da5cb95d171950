import ReactiveCore

/// The screen of the migration guide's example: main-actor state, updated by bindings whose
/// values arrive through `UIScheduler` — was a `startWithValues { [weak self] in … }` touching
/// the view from whatever thread the producer sent on.
@MainActor
final class SignUpView: ReactiveExtensionsProvider, ReactiveLifetimeProviding {
    nonisolated let lifetimeToken = Lifetime.Token()

    private(set) var statusText = ""
    private(set) var isButtonEnabled = false

    /// What the screen has shown, for tests to wait on.
    nonisolated let shownStatus = MutableProperty("")

    func bind(to viewModel: SignUpViewModel) {
        reactive.makeBindingTarget { (view: SignUpView, text: String) in
            view.statusText = text
            view.shownStatus.value = text
        } <~ viewModel.status
        reactive.makeBindingTarget { (view: SignUpView, isEnabled: Bool) in
            view.isButtonEnabled = isEnabled
        } <~ viewModel.submit.isEnabled
    }
}
