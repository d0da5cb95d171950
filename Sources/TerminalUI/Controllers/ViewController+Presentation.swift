extension ViewController {
    /// Shows `controller` modally over this controller's window (see
    /// `Window.present(_:from:)`): it gets the keys and the focus until dismissed. Does nothing
    /// when this controller's view is not in a window.
    public func present(_ controller: ViewController) {
        shownWindow?.present(controller, from: self)
    }

    /// Dismisses this controller if it is presented modally, or else the controller it
    /// presented, with everything presented over it; the focus goes back where it was.
    public func dismiss() {
        guard let window = shownWindow else { return }
        if window.presentation(of: self) != nil {
            window.dismiss(self)
        } else if let presented = presentedViewController {
            window.dismiss(presented)
        }
    }

    /// The controller this one presented modally and that is still shown, if any.
    public var presentedViewController: ViewController? {
        shownWindow?.presentations.first { $0.presenting === self }?.presented
    }

    /// The controller that presented this one, while it is presented.
    public var presentingViewController: ViewController? {
        shownWindow?.presentation(of: self)?.presenting
    }

    /// The window the view is in, without loading the view.
    private var shownWindow: Window? {
        isViewLoaded ? view.window : nil
    }
}
