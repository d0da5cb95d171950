import ReactiveCore

extension Reactive where Base: ViewController {
    /// Sends before the controller's view appears: start work here on first appearance,
    /// e.g. `controller.reactive.viewWillAppear.take(first: 1).observeValues { … }`.
    @MainActor public var viewWillAppear: Signal<Void, Never> {
        transitions(.willAppear)
    }

    /// Sends after the controller's view appeared.
    @MainActor public var viewDidAppear: Signal<Void, Never> {
        transitions(.didAppear)
    }

    /// Sends before the controller's view leaves the screen.
    @MainActor public var viewWillDisappear: Signal<Void, Never> {
        transitions(.willDisappear)
    }

    /// Sends after the controller's view left the screen.
    @MainActor public var viewDidDisappear: Signal<Void, Never> {
        transitions(.didDisappear)
    }

    /// Sets the controller's title (and so its navigation bar's) on the main actor, for as long
    /// as the controller lives.
    @MainActor public var title: BindingTarget<String> {
        makeBindingTarget { controller, title in controller.title = title }
    }

    @MainActor private func transitions(_ transition: AppearanceTransition) -> Signal<Void, Never> {
        base.appearanceTransitions.filter { $0 == transition }.map { _ in () }
    }
}
