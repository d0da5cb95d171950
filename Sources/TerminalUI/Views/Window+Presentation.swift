extension Window {
    /// The modally presented controllers, bottom to top.
    public var presentedControllers: [ViewController] {
        presentations.map(\.presented)
    }

    /// Shows `controller` modally over everything in the window: its view covers the window,
    /// gets every key and the focus (its first focusable view), and its appearance methods run
    /// around the transition. The controllers beneath get no appearance callbacks: they stay on
    /// screen, under the modal. `presenting` is recorded as its `presentingViewController`.
    /// Presenting a controller that is already presented does nothing.
    public func present(_ controller: ViewController, from presenting: ViewController? = nil) {
        guard !presentations.contains(where: { $0.presented === controller }) else { return }
        presentations.append(Presentation(presented: controller, presenting: presenting, focusToRestore: focusedView))
        controller.performAppearanceTransition(.willAppear)
        addSubview(controller.view)
        controller.view.frame = bounds
        if !focusFirstView(in: controller.view) { _ = focus(nil) }
        controller.performAppearanceTransition(.didAppear)
    }

    /// Takes the presented `controller` off the window, with the controllers presented over
    /// it (top first), and gives the focus back to the view that had it before; does nothing if
    /// `controller` is not presented.
    public func dismiss(_ controller: ViewController) {
        guard let index = presentations.firstIndex(where: { $0.presented === controller }) else { return }
        while presentations.count > index {
            let presentation = presentations.removeLast()
            presentation.presented.performAppearanceTransition(.willDisappear)
            presentation.presented.view.removeFromSuperview()
            restoreFocus(presentation.focusToRestore)
            presentation.presented.performAppearanceTransition(.didDisappear)
        }
    }

    /// The record of the presented `controller`, if it is presented here.
    func presentation(of controller: ViewController) -> Presentation? {
        presentations.first { $0.presented === controller }
    }

    /// Focuses `view` if it is still in the window and inside the active root, else the first
    /// focusable view there.
    func restoreFocus(_ view: View?) {
        if let view, view.isDescendant(of: activeRoot), focus(view) { return }
        if !focusFirstView(in: activeRoot) { _ = focus(nil) }
    }
}
