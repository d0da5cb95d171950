import ReactiveCore

extension Reactive where Base: View {
    /// Shows or hides the view on the main actor, for as long as it lives — bind it to a view
    /// model's visibility flags (`retryView.reactive.isHidden <~ viewModel.retryHidden`).
    @MainActor public var isHidden: BindingTarget<Bool> {
        makeBindingTarget { view, isHidden in view.isHidden = isHidden }
    }
}
