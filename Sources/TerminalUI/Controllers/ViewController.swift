import ReactiveCore

/// Manages one screen's view and reacts to its appearance — TerminalUI's `UIViewController`.
///
/// Main actor only. Subclasses build their view in `loadView()` (called the first time `view`
/// is read), finish it in `viewDidLoad()`, and start work in `viewWillAppear()` /
/// `viewDidAppear()`; containers (the window, navigation controllers, modal presentation) call
/// the appearance methods around each transition.
@MainActor
open class ViewController: Responder {
    /// The screen's title (navigation bars show it).
    public var title: String {
        didSet { if title != oldValue { titleDidChange() } }
    }

    /// The container controller this one is shown in, if any.
    public internal(set) weak var parent: ViewController?

    private var loadedView: View?

    /// Every appearance transition the controller goes through, after the matching method
    /// (`viewWillAppear()` …) ran; `reactive.viewWillAppear` and friends filter it. Sends on the
    /// main actor; completes when the controller is deallocated.
    public let appearanceTransitions: Signal<AppearanceTransition, Never>
    private let appearanceInput: Signal<AppearanceTransition, Never>.Observer

    /// A controller with `title`.
    public init(title: String = "") {
        self.title = title
        (appearanceTransitions, appearanceInput) = Signal.pipe()
        super.init()
    }

    deinit {
        appearanceInput.sendCompleted()
    }

    /// The controller's root view, loaded on first use.
    public var view: View {
        if let loadedView { return loadedView }
        let view = loadView()
        view.viewController = self
        loadedView = view
        viewDidLoad()
        return view
    }

    /// Whether `view` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view. The default is an empty view; override to build the screen.
    open func loadView() -> View {
        View()
    }

    /// Called once, after `loadView()`.
    open func viewDidLoad() {}

    /// Called before the view appears on screen.
    open func viewWillAppear() {}

    /// Called after the view appeared on screen.
    open func viewDidAppear() {}

    /// Called before the view leaves the screen.
    open func viewWillDisappear() {}

    /// Called after the view left the screen.
    open func viewDidDisappear() {}

    /// Runs the appearance method for `transition` and sends it on `appearanceTransitions`.
    /// Containers call this (not the methods themselves) around each transition. Before the
    /// view appears it is loaded, so `viewDidLoad()` always runs before `viewWillAppear()` and
    /// what it sets up sees the first appearance, as in UIKit.
    public final func performAppearanceTransition(_ transition: AppearanceTransition) {
        switch transition {
        case .willAppear:
            _ = view
            viewWillAppear()
        case .didAppear: viewDidAppear()
        case .willDisappear: viewWillDisappear()
        case .didDisappear: viewDidDisappear()
        }
        appearanceInput.send(value: transition)
    }

    /// Called when `title` changed; containers override it to redraw their bars.
    open func titleDidChange() {
        parent?.titleDidChange()
    }

    /// The child controller that gets the keys when no view holds the focus — a container's
    /// frontmost screen (a navigation controller's top screen). `nil` by default: the keys
    /// start at this controller's own view.
    open var childForKeyInput: ViewController? { nil }

    /// The view the root view sits in (keys the controller does not handle go there), or the
    /// parent controller.
    open override var nextResponder: Responder? {
        loadedView?.superview ?? parent
    }
}
