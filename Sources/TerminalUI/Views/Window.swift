import ImageCodec

/// The root of a view tree: it holds the root view controller, the focus, and asks for frames —
/// TerminalUI's `UIWindow`. The `Application` puts one on the terminal; tests use one off screen
/// (`send(_:)` to type, `renderFrame()` to see the screen).
///
/// Main actor only. Frames are coalesced: any number of `setNeedsDisplay()` calls between two
/// frames make one call of `frameRequestHandler`.
@MainActor
public final class Window: View {
    /// Called once when the first change after a frame asks for a new one; the application
    /// answers by rendering on the next main-queue turn.
    public var frameRequestHandler: (@MainActor () -> Void)?

    /// Called by `copyToClipboard(_:)`: the application sends the text to the terminal's
    /// clipboard. Tests set it to see what was copied.
    public var clipboardHandler: (@MainActor (String) -> Void)?

    /// Whether a frame has been asked for and not rendered yet.
    public private(set) var isFrameScheduled = false

    /// The colours the terminal can show; views that pick glyphs by colour depth (images) read
    /// it. Changing it redraws everything.
    public var colorMode: ColorMode = .trueColor {
        didSet { if colorMode != oldValue { setNeedsDisplay() } }
    }

    /// The colours views use where the terminal's own are not enough (dialog frames, what a
    /// dialog dims), chosen for the terminal's background: the application sets it from the
    /// terminal's answer at start-up. Changing it redraws everything. `.anyBackground` until
    /// then.
    public var palette: TerminalPalette = .anyBackground {
        didSet { if palette != oldValue { setNeedsDisplay() } }
    }

    /// The terminal's background colour, when it said it at start-up (the application sets it
    /// from the probe's answer, with `palette`); nil otherwise. Image views blend transparent
    /// pixels onto it in half blocks, so that they look transparent. Changing it redraws
    /// everything.
    public var terminalBackgroundColor: RGBColor? {
        didSet { if terminalBackgroundColor != oldValue { setNeedsDisplay() } }
    }

    /// How the terminal shows pictures; image views draw real pixels or half blocks by it.
    /// The application sets it from what the terminal answered at start-up and on every
    /// resize; changing it redraws everything. Half blocks until then.
    public var graphics: TerminalGraphics = .halfBlocks {
        didSet {
            guard graphics != oldValue else { return }
            graphicsDidChange()
            setNeedsDisplay()
        }
    }

    /// The pictures image views draw, kept so that one shown again is the same picture.
    let pictureCache = PictureCache()

    /// The view holding the focus: it gets keys first.
    public private(set) weak var focusedView: View?

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.performAppearanceTransition(.willDisappear)
            rootViewController?.performAppearanceTransition(.willAppear)
            oldValue?.view.removeFromSuperview()
            oldValue?.performAppearanceTransition(.didDisappear)
            if let controller = rootViewController {
                insertSubview(controller.view, at: 0)
                controller.view.frame = bounds
                if presentations.isEmpty { focusFirstView(in: controller.view) }
                controller.performAppearanceTransition(.didAppear)
            }
        }
    }

    /// The modally presented controllers, bottom to top; see `present(_:from:)`.
    var presentations: [Presentation] = []

    /// The responder that handled the last mouse press: the drags and the release that follow
    /// go to it, wherever the pointer is.
    private weak var mouseCapture: Responder?

    /// A window of `size` cells.
    public init(size: Size) {
        super.init()
        frame = Rect(origin: .zero, size: size)
    }

    /// Lays the root view and the presented views out over the whole window.
    public override func layoutSubviews() {
        rootViewController?.view.frame = bounds
        for presentation in presentations { presentation.presented.view.frame = bounds }
    }

    // MARK: Frames

    func scheduleFrame() {
        guard !isFrameScheduled else { return }
        isFrameScheduled = true
        frameRequestHandler?()
    }

    /// Lays out what needs it and draws the whole window into a new buffer. Changes made by the
    /// layout itself (frames of cells, subviews added) are part of this frame and ask for no
    /// other.
    public func renderFrame() -> ScreenBuffer {
        isFrameScheduled = true
        layoutIfNeeded()
        isFrameScheduled = false
        return renderOffscreen()
    }

    /// Asks for `text` to be put on the clipboard (through `clipboardHandler`: the
    /// application's terminal, with OSC 52). Returns false when nothing can take it (no
    /// handler); true does not mean the terminal allowed it.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        guard let clipboardHandler else { return false }
        clipboardHandler(text)
        return true
    }

    // MARK: Focus

    func focus(_ view: View?) -> Bool {
        if let view, !(view.canBecomeFocused && !view.isHidden && view.window === self) { return false }
        guard view !== focusedView else { return true }
        let previous = focusedView
        focusedView = view
        previous?.focusDidChange(false)
        view?.focusDidChange(true)
        return true
    }

    /// Gives the focus to the first focusable view inside `view`; returns whether there was one.
    @discardableResult
    public func focusFirstView(in view: View) -> Bool {
        guard let first = view.focusableViews().first else { return false }
        return focus(first)
    }

    /// Moves the focus to the next (or previous) focusable view inside `container`, wrapping.
    public func moveFocus(forward: Bool, in container: View) {
        let candidates = container.focusableViews()
        guard !candidates.isEmpty else { return }
        let current = candidates.firstIndex { $0 === focusedView }
        let next = current.map { (forward ? $0 + 1 : $0 - 1 + candidates.count) % candidates.count } ?? 0
        _ = focus(candidates[next])
    }

    func viewWasRemoved(_ view: View) {
        if let focusedView, focusedView.isDescendant(of: view) {
            _ = focus(nil)
        }
    }

    // MARK: Input

    /// The view that input goes to: the topmost presented controller's view (a modal gets all
    /// keys), else the root controller's view, else the window.
    var activeRoot: View {
        presentations.last?.presented.view ?? rootViewController?.view ?? self
    }

    /// The view keys start from when no view inside `activeRoot` holds the focus: that of the
    /// frontmost controller, found by following `childForKeyInput` from the topmost modal or
    /// the root controller.
    var frontView: View {
        var controller = presentations.last?.presented ?? rootViewController
        while let child = controller?.childForKeyInput { controller = child }
        return controller?.view ?? self
    }

    /// Where the chain of responders starts: the focused view (while a modal is presented,
    /// only if it lies inside it), otherwise `frontView`.
    var firstResponder: Responder {
        guard let focusedView, presentations.isEmpty || focusedView.isDescendant(of: activeRoot) else { return frontView }
        return focusedView
    }

    /// Delivers an input event: keys and pastes go up the responder chain from the focused
    /// view (only inside the topmost modal while one is presented); an unhandled Tab /
    /// Shift-Tab moves the focus; a resize changes the window's size; terminal replies are
    /// ignored.
    ///
    /// The mouse goes to the views under the pointer (`views(at:)`), the frontmost and deepest
    /// first, each followed by the controller whose view it is, then to the window, until one
    /// handles it — so a view in front that does not use the mouse (a layout stack, an overlay
    /// showing nothing there) lets it through to what lies behind. Only views inside the topmost
    /// modal are offered it while one is presented: the modal covers the window, and nothing
    /// behind it hears a click. The drags and the release after a handled press go to whoever
    /// handled it, wherever the pointer is (unless a modal came over it meanwhile).
    public func send(_ event: InputEvent) {
        switch event {
        case .key(let key):
            let handled = firstResponder.dispatch(key)
            if !handled, key.key == .tab {
                moveFocus(forward: !key.modifiers.contains(.shift), in: activeRoot)
            }
        case .paste(let text):
            firstResponder.dispatchPaste(text)
        case .mouse(let mouse):
            sendMouse(mouse)
        case .resize(let size):
            frame.size = size
        case .reply:
            break  // answers to the application's queries; the application takes them before they get here
        }
    }

    private func sendMouse(_ event: MouseEvent) {
        switch event.kind {
        case .drag, .release:
            if let captured = mouseCapture, isInActiveRoot(captured) {
                if event.kind == .release { mouseCapture = nil }
                _ = captured.handleMouse(event)
                return
            }
        case .press, .move, .wheel:
            break
        }
        let handler = mouseResponders(at: event.location).first { $0.handleMouse(event) }
        if event.kind == .press { mouseCapture = handler }
    }

    /// Who is offered a mouse event at `point`, in order: the views there inside `activeRoot`,
    /// frontmost first, each followed by the controller whose root view it is; then the rest of
    /// the responder chain after them (the window).
    private func mouseResponders(at point: Point) -> [Responder] {
        let root = activeRoot
        var responders: [Responder] = []
        for view in root.views(at: root.convertFromWindow(point)) {
            responders.append(view)
            if let controller = view.viewController { responders.append(controller) }
        }
        var next: Responder? = responders.last?.nextResponder ?? root
        while let responder = next {
            if !responders.contains(where: { $0 === responder }) { responders.append(responder) }
            next = responder.nextResponder
        }
        return responders
    }

    /// Whether `responder` (a view, or a controller by its view) is still inside `activeRoot`:
    /// a modal that appeared since the press takes the mouse from what lies behind it.
    private func isInActiveRoot(_ responder: Responder) -> Bool {
        let view = (responder as? View) ?? (responder as? ViewController).flatMap { $0.isViewLoaded ? $0.view : nil }
        return view?.isDescendant(of: activeRoot) ?? false
    }
}
