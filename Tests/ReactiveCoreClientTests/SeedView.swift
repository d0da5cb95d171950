import ReactiveCore

/// A main-actor "view" as UIKit code would be: it binds to the view model and only copies what
/// it is told into its own state. Values reach it through `UIScheduler` on the main queue,
/// where `MainActor.assumeIsolated` is checked and holds.
@MainActor
final class ImageSearchTableView: ReactiveExtensionsProvider, ReactiveLifetimeProviding {
    nonisolated let lifetimeToken = Lifetime.Token()

    private(set) var rows: [String] = []
    private(set) var isIndicatorVisible = false
    private(set) var alertMessage: String?

    /// What the view has shown, for tests to wait on.
    nonisolated let renderedRowCount = MutableProperty(0)
    nonisolated let shownAlertMessage = MutableProperty<String?>(nil)

    /// Property injection, as the seeds' storyboard-based views receive their view models.
    var viewModel: ImageSearchTableViewModel? {
        didSet { bindViewModel() }
    }

    private func bindViewModel() {
        guard let viewModel else { return }
        reactive.makeBindingTarget { (view: ImageSearchTableView, rows: [String]) in
            view.rows = rows
            view.renderedRowCount.value = rows.count
        } <~ viewModel.cellModels
        reactive.makeBindingTarget { (view: ImageSearchTableView, searching: Bool) in
            view.isIndicatorVisible = searching
        } <~ viewModel.searching
        reactive.makeBindingTarget { (view: ImageSearchTableView, message: String?) in
            view.alertMessage = message
            view.shownAlertMessage.value = message
        } <~ viewModel.errorMessage
    }

    /// The user scrolled to the last row.
    func didReachLastRow() {
        viewModel?.loadNextPage.apply(()).start()
    }
}
