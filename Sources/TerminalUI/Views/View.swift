/// A rectangle of the screen that draws itself and holds subviews — TerminalUI's `UIView`.
///
/// Main actor only: views are created, changed, laid out and drawn on the main queue (the
/// UI thread). Values from other threads reach them through bindings on `UIScheduler`
/// (`view.reactive.…` targets made with `makeBindingTarget`).
///
/// Drawing: a view fills its frame with `backgroundStyle` (when set), runs `draw(in:)` for its
/// own content, then draws its visible subviews in order, each clipped to its frame. Changing
/// anything visible calls `setNeedsDisplay()`, which asks the window for a frame; frames are
/// coalesced, so many changes in one main-queue turn cost one redraw.
///
/// Layout: `layoutSubviews()` places the subviews inside `bounds`; it runs before the next
/// frame after `setNeedsLayout()` (a change of size sets it). `sizeThatFits(_:)` tells stacks
/// how big the view would like to be.
///
/// Keys: the focused view gets them first (`handle(_:)`); unhandled ones bubble to the
/// superview, or to the view controller whose view this is.
@MainActor
open class View: Responder {
    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect = .zero {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { setNeedsLayout() }
            superview?.setNeedsDisplay()
            setNeedsDisplay()
        }
    }

    /// The view's own rectangle: its size at the local origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The views drawn inside this one, back to front.
    public private(set) var subviews: [View] = []

    /// The view this one is a subview of.
    public private(set) weak var superview: View?

    /// The controller whose root view this is (set by `ViewController`).
    public internal(set) weak var viewController: ViewController?

    /// A hidden view is neither drawn nor laid out by stacks, and cannot hold the focus.
    public var isHidden = false {
        didSet { if isHidden != oldValue { invalidatePreferredSize() } }
    }

    /// When set, the view's frame is filled with blanks of this style before it draws.
    public var backgroundStyle: Style? {
        didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
    }

    /// Whether `layoutSubviews()` is due before the next frame.
    public private(set) var needsLayout = true

    /// Set while `layoutSubviews()` runs, so that the subviews it adds or moves do not ask for
    /// another layout of this view.
    private var isLayingOutSubviews = false

    /// A view with an empty frame.
    public override init() {
        super.init()
    }

    /// The superview, or the view controller when this is a controller's root view.
    open override var nextResponder: Responder? {
        viewController ?? superview
    }

    /// The window the view is in, if any.
    public var window: Window? {
        var view: View = self
        while let parent = view.superview { view = parent }
        return view as? Window
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, taking it from its previous superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        subviewPreferredSizeDidChange(view)
        view.didMoveToWindow()
    }

    /// Takes the view out of its superview; it loses the focus if it or a subview held it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.subviews.removeAll { $0 === self }
        superview = nil
        oldWindow?.viewWasRemoved(self)
        parent.subviewPreferredSizeDidChange(self)
        didMoveToWindow()
    }

    /// Whether `view` is this view or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called after the view joined or left a window (or a view tree that did).
    open func didMoveToWindow() {
        for subview in subviews { subview.didMoveToWindow() }
    }

    /// Called on every view of a window whose `graphics` changed — a terminal that answered
    /// after the start-up wait, a new cell size after a resize: a view that loads pictures at a
    /// pixel size of its own asks for them again. The default passes it on to the subviews.
    open func graphicsDidChange() {
        for subview in subviews { subview.graphicsDidChange() }
    }

    // MARK: Layout

    /// The size the view would like within `proposal` (stacks ask this). The default takes
    /// all of it.
    open func sizeThatFits(_ proposal: Size) -> Size {
        proposal
    }

    /// Places the subviews inside `bounds`. The default leaves them where they are.
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews()` before the next frame. Ignored while the view's own
    /// `layoutSubviews()` runs: the subviews it adds are being placed already.
    public func setNeedsLayout() {
        guard !isLayingOutSubviews else { return }
        needsLayout = true
        setNeedsDisplay()
    }

    /// Says that `sizeThatFits(_:)` may answer differently now (the text grew, the view was
    /// shown or hidden): the superview lays out again — and, when its own size follows its
    /// subviews', tells its superview in turn — and the view redraws. UIKit's
    /// `invalidateIntrinsicContentSize()`.
    public func invalidatePreferredSize() {
        superview?.subviewPreferredSizeDidChange(self)
        setNeedsDisplay()
    }

    /// Called when `subview` would like another size, or joined or left this view. The default
    /// lays this view out again; a view whose `sizeThatFits(_:)` depends on its subviews (a
    /// stack) also calls `invalidatePreferredSize()`, so that the change reaches every view
    /// whose layout it affects.
    open func subviewPreferredSizeDidChange(_ subview: View) {
        setNeedsLayout()
    }

    /// Runs a due `layoutSubviews()` now, then does the same for the subviews.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            isLayingOutSubviews = true
            layoutSubviews()
            isLayingOutSubviews = false
        }
        for subview in subviews where !subview.isHidden {
            subview.layoutIfNeeded()
        }
    }

    // MARK: Drawing

    /// Asks the window for a new frame. Cheap: frames are coalesced.
    public func setNeedsDisplay() {
        window?.scheduleFrame()
    }

    /// Draws the view's own content (not its subviews) in local coordinates. The default draws
    /// nothing.
    open func draw(in canvas: inout Canvas) {}

    /// Draws what lies over the subviews (a selection mark, a scroll indicator), in local
    /// coordinates, after they were drawn. The default draws nothing.
    open func drawOverSubviews(in canvas: inout Canvas) {}

    /// Draws the view, its visible subviews and what lies over them into `canvas`, whose region
    /// is this view.
    public final func render(in canvas: inout Canvas) {
        if let backgroundStyle { canvas.clear(style: backgroundStyle) }
        draw(in: &canvas)
        for subview in subviews where !subview.isHidden {
            canvas.withRegion(subview.frame) { subview.render(in: &$0) }
        }
        drawOverSubviews(in: &canvas)
    }

    /// Lays the view out at `size` (its current size when nil) and draws it into a fresh
    /// off-screen buffer — exactly what the screen would show there. For tests and previews.
    public func renderOffscreen(size: Size? = nil) -> ScreenBuffer {
        if let size, size != frame.size { frame.size = size }
        layoutIfNeeded()
        var canvas = Canvas(buffer: ScreenBuffer(size: frame.size))
        render(in: &canvas)
        return canvas.buffer
    }

    // MARK: Focus

    /// Whether the view can hold the focus (text fields, tables, buttons). Default `false`.
    open var canBecomeFocused: Bool { false }

    /// Whether the view holds the window's focus.
    public var isFocused: Bool {
        window?.focusedView === self
    }

    /// Makes this view the window's focused view; returns whether it worked (the view must be
    /// in a window, visible and able to take the focus).
    @discardableResult
    public func becomeFocused() -> Bool {
        window?.focus(self) ?? false
    }

    /// Called when the view gained (`true`) or lost (`false`) the focus. The default redraws.
    open func focusDidChange(_ focused: Bool) {
        setNeedsDisplay()
    }

    /// The focusable views inside this one (itself included), front to back in reading order:
    /// Tab moves through them.
    public func focusableViews() -> [View] {
        guard !isHidden else { return [] }
        return (canBecomeFocused ? [self] : []) + subviews.flatMap { $0.focusableViews() }
    }
}
