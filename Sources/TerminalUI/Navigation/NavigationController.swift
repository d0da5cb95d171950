import ReactiveCore

/// A stack of screens with a title bar — TerminalUI's `UINavigationController`.
///
/// The top controller's view fills the space under the `navigationBar`, which shows its title,
/// a "‹ Back" hint when there is a screen below it, and optional `trailingText`. `push(_:)`
/// shows a new screen and `pop()` goes back; Esc or Backspace pop too when the focused view
/// does not use the key, and so does a click on the back hint. Each transition runs the appearance methods in UIKit's order — the
/// leaving screen's will-disappear, the arriving screen's will-appear, did-disappear,
/// did-appear — but only while the navigation controller itself is on screen (it forwards its
/// own appearance to the top screen), so a controller can start its work on first appearance.
/// The focus moves to the first focusable view of a pushed screen and returns, on pop, to the
/// view that had it on the revealed one.
///
/// Main actor only. The controller keeps its screens alive while they are on the stack.
@MainActor
open class NavigationController: ViewController {
    /// The screens, bottom (root) to top.
    public private(set) var viewControllers: [ViewController] = []

    /// The title bar.
    public let navigationBar = NavigationBar()

    private let contentView = ContainerView()
    private var focusToRestore: [ObjectIdentifier: WeakView] = [:]
    private var isOnScreen = false

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(title: rootViewController.title)
        adopt(rootViewController)
        viewControllers = [rootViewController]
    }

    /// The screen on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top screen gets the keys when none of its views holds the focus.
    open override var childForKeyInput: ViewController? { topViewController }

    /// Text at the right end of the title bar.
    public var trailingText: String {
        get { navigationBar.trailingText }
        set { navigationBar.trailingText = newValue }
    }

    /// The title bar's title, kept in step with the top screen's.
    open override func titleDidChange() {
        updateBar()
        super.titleDidChange()
    }

    /// The bar over the content.
    open override func loadView() -> View {
        let stack = StackView(axis: .vertical)
        navigationBar.backHintClicked = { [weak self] in self?.pop() }
        stack.addArrangedSubview(navigationBar, size: .fixed(1))
        stack.addArrangedSubview(contentView, size: .fill)
        if let top = topViewController { contentView.addSubview(top.view) }
        updateBar()
        return stack
    }

    /// Shows `controller` on top of the stack (unless it is already on the stack).
    public func push(_ controller: ViewController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        setViewControllers(viewControllers + [controller])
    }

    /// Removes the top screen and shows the one below; returns the removed one, or nil when
    /// only the root is left.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let leaving = viewControllers[viewControllers.count - 1]
        setViewControllers(Array(viewControllers.dropLast()))
        return leaving
    }

    /// Pops every screen above the root; returns the removed ones, bottom to top.
    @discardableResult
    public func popToRoot() -> [ViewController] {
        let removed = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]])
        return removed
    }

    /// Replaces the stack with `controllers` (bottom to top; an empty array is ignored), going
    /// from the old top screen to the new one as a push or pop would.
    public func setViewControllers(_ controllers: [ViewController]) {
        guard let arriving = controllers.last else { return }
        let leaving = topViewController
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        if let leaving, leaving !== arriving, !removed.contains(where: { $0 === leaving }) {
            rememberFocus(of: leaving)
        }
        for controller in controllers { adopt(controller) }
        viewControllers = controllers
        if leaving !== arriving { transition(from: leaving, to: arriving) }
        for controller in removed { release(controller) }
    }

    /// Esc or Backspace pops when there is a screen to go back to.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, event.key == .escape || event.key == .backspace, viewControllers.count > 1 else {
            return false
        }
        pop()
        return true
    }

    /// Forwards the appearance to the top screen.
    open override func viewWillAppear() {
        topViewController?.performAppearanceTransition(.willAppear)
    }

    /// Forwards the appearance to the top screen.
    open override func viewDidAppear() {
        isOnScreen = true
        topViewController?.performAppearanceTransition(.didAppear)
    }

    /// Forwards the disappearance to the top screen.
    open override func viewWillDisappear() {
        topViewController?.performAppearanceTransition(.willDisappear)
    }

    /// Forwards the disappearance to the top screen.
    open override func viewDidDisappear() {
        isOnScreen = false
        topViewController?.performAppearanceTransition(.didDisappear)
    }

    private func adopt(_ controller: ViewController) {
        controller.parent = self
    }

    private func release(_ controller: ViewController) {
        controller.parent = nil
        focusToRestore[ObjectIdentifier(controller)] = nil
    }

    private func transition(from leaving: ViewController?, to arriving: ViewController?) {
        guard isViewLoaded else { return }
        let appears = isOnScreen
        if appears {
            leaving?.performAppearanceTransition(.willDisappear)
            arriving?.performAppearanceTransition(.willAppear)
        }
        leaving?.view.removeFromSuperview()
        if let arriving { contentView.addSubview(arriving.view) }
        updateBar()
        if appears {
            leaving?.performAppearanceTransition(.didDisappear)
        }
        if let arriving { restoreFocus(in: arriving) }
        if appears {
            arriving?.performAppearanceTransition(.didAppear)
        }
    }

    private func rememberFocus(of controller: ViewController) {
        guard let focused = view.window?.focusedView, focused.isDescendant(of: controller.view) else { return }
        focusToRestore[ObjectIdentifier(controller)] = WeakView(focused)
    }

    private func restoreFocus(in controller: ViewController) {
        guard let window = view.window, view.isDescendant(of: window.activeRoot) else { return }
        let saved = focusToRestore.removeValue(forKey: ObjectIdentifier(controller))?.view
        if let saved, saved.isDescendant(of: controller.view), saved.becomeFocused() { return }
        if !window.focusFirstView(in: controller.view) { _ = window.focus(nil) }
    }

    private func updateBar() {
        navigationBar.title = topViewController?.title ?? ""
        navigationBar.showsBackHint = viewControllers.count > 1
    }
}
