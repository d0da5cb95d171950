import ReactiveCore

/// A focusable push button — TerminalUI's `UIButton`, as alerts and forms use it.
///
/// Drawn as `[ Title ]` (or just the title when not bordered), in reverse video while focused.
/// Enter or Space press it: `action` runs, then `pressed` sends. So does a click: the left
/// button pressed on it and released on it (released elsewhere, nothing happens); the press
/// gives it the focus.
///
/// Main actor only. `pressed` sends on the main actor and completes when the button is
/// deallocated.
@MainActor
open class Button: View {
    /// The text on the button.
    @Invalidating(.size) public var title: String = ""

    /// The style when not focused; focused, the same style in reverse video.
    @Invalidating(.display) public var style: Style = .plain

    /// Whether the title is drawn between brackets.
    @Invalidating(.size) public var isBordered: Bool = true

    /// Where the title sits when the button is wider than it.
    @Invalidating(.display) public var alignment: TextAlignment = .center

    /// Runs when the button is pressed, before `pressed` sends.
    public var action: (@MainActor (Button) -> Void)?

    /// Sends each time the button is pressed.
    public let pressed: Signal<Void, Never>
    private let pressedInput: Signal<Void, Never>.Observer
    private var clickTracker = ClickTracker()

    /// A button titled `title`.
    public init(
        _ title: String,
        style: Style = .plain,
        isBordered: Bool = true,
        alignment: TextAlignment = .center,
        action: (@MainActor (Button) -> Void)? = nil
    ) {
        self.action = action
        (pressed, pressedInput) = Signal.pipe()
        super.init()
        self.title = title
        self.style = style
        self.isBordered = isBordered
        self.alignment = alignment
    }

    deinit {
        pressedInput.sendCompleted()
    }

    /// Buttons take the focus.
    open override var canBecomeFocused: Bool { true }

    /// Presses the button as Enter would.
    public func press() {
        action?(self)
        pressedInput.send(value: ())
    }

    /// Enter and Space press the button.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, event.key == .enter || event.key == .character(" ") else { return false }
        press()
        return true
    }

    /// A click — the left button pressed and released on the button — presses it. The press
    /// gives the button the focus, as Tab would have moved it there.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.button == .left else { return false }
        if event.kind == .press { becomeFocused() }
        if clickTracker.completesClick(event, isOverTarget: bounds.contains(convertFromWindow(event.location))) { press() }
        return true
    }

    /// One row as wide as the decorated title.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(proposal.width, DisplayWidth.columns(of: decoratedTitle)), height: min(proposal.height, 1))
    }

    /// Draws the decorated title, reversed when focused, truncated when too narrow.
    open override func draw(in canvas: inout Canvas) {
        let drawStyle = isFocused ? style.adding(.reverse) : style
        let shown = TextLayout.truncate(decoratedTitle, toWidth: canvas.size.width)
        let width = DisplayWidth.columns(of: shown)
        if isFocused { canvas.clear(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), style: drawStyle) }
        canvas.write(shown, at: Point(x: alignment.offset(ofLineWidth: width, in: canvas.size.width), y: 0), style: drawStyle)
    }

    private var decoratedTitle: String {
        isBordered ? "[ \(title) ]" : " \(title) "
    }
}

extension Reactive where Base: Button {
    /// Sends each time the button is pressed.
    @MainActor public var pressed: Signal<Void, Never> {
        base.pressed
    }

    /// Sets the button's title on the main actor, for as long as the button lives.
    @MainActor public var title: BindingTarget<String> {
        makeBindingTarget { button, title in button.title = title }
    }
}
