import ReactiveCore

/// A one-line text input — TerminalUI's `UITextField`.
///
/// Keys (when focused): printable characters insert at the cursor (up to `maximumLength`); Left/Right (Ctrl-B/F) move
/// it; Alt-Left/Right (Alt-B/F) move by words; Home/End or Ctrl-A/E jump to the ends;
/// Backspace and Delete (Ctrl-D) remove a grapheme; Ctrl-U / Ctrl-K remove everything before /
/// after the cursor; Ctrl-W removes the word before it; Enter submits. Pasted text is inserted
/// on one line (line breaks become spaces, control characters are replaced). Other keys
/// (arrows up and down, Tab, Esc) go on up the responder chain.
///
/// Drawing: the text (or "•" per grapheme with `isSecureTextEntry`), or the dim `placeholder`
/// when empty; when focused the cell under the
/// cursor is drawn in reverse video. Text wider than the field scrolls horizontally to keep
/// the cursor in view; wide (CJK) characters are never cut in half.
///
/// Main actor only. `textChanged` and `submitted` send on the main actor; they complete when
/// the field is deallocated.
@MainActor
open class TextField: View {
    /// The text and the cursor.
    public private(set) var content = EditableText()

    /// The first grapheme shown (horizontal scrolling).
    public private(set) var scrollPosition = 0

    /// The text. Setting it puts the cursor at its end (also when it is the same text, so that
    /// editing carries on after it) and does not send `textChanged` (only the user's edits do).
    public var text: String {
        get { content.text }
        set {
            let before = content
            content.setText(newValue)
            content.moveToEnd()
            if content != before { setNeedsDisplay() }
        }
    }

    /// The most graphemes the text may have (nil: no limit, the default): typing stops there and
    /// pasted or set text is cut. Setting it cuts a longer text.
    public var maximumLength: Int? {
        get { content.maximumLength }
        set {
            let before = content
            content.maximumLength = newValue
            if content != before { setNeedsDisplay() }
        }
    }

    /// Whether the text has `maximumLength` graphemes — a view may say that no more fit.
    public var isFull: Bool { content.isFull }

    /// Shown dim while the text is empty.
    @Invalidating(.size) public var placeholder: String = ""

    /// The style of the text.
    @Invalidating(.display) public var style: Style = .plain

    /// The style of the placeholder.
    @Invalidating(.display) public var placeholderStyle: Style = Style(attributes: .dim)

    /// Whether each grapheme is shown as "•" (passwords); `text` and the events are unchanged.
    @Invalidating(.display) public var isSecureTextEntry = false

    /// The text after every edit the user makes (typing, deleting, pasting).
    public let textChanged: Signal<String, Never>
    private let textChangedInput: Signal<String, Never>.Observer

    /// The text each time the user presses Enter.
    public let submitted: Signal<String, Never>
    private let submittedInput: Signal<String, Never>.Observer

    /// A field holding `text` (the cursor at its end) and showing `placeholder` while empty.
    public init(text: String = "", placeholder: String = "", style: Style = .plain, placeholderStyle: Style = Style(attributes: .dim)) {
        (textChanged, textChangedInput) = Signal.pipe()
        (submitted, submittedInput) = Signal.pipe()
        super.init()
        self.placeholder = placeholder
        self.style = style
        self.placeholderStyle = placeholderStyle
        content.setText(text)
        content.moveToEnd()
    }

    deinit {
        textChangedInput.sendCompleted()
        submittedInput.sendCompleted()
    }

    /// Text fields take the focus.
    open override var canBecomeFocused: Bool { true }

    /// One row, as wide as the text or placeholder plus the cursor cell.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let columns = max(DisplayWidth.columns(of: content.text), DisplayWidth.columns(of: placeholder)) + 1
        return Size(width: min(proposal.width, columns), height: min(proposal.height, 1))
    }

    /// Edits the text for the keys listed in the type's description; returns `false` for others.
    open override func handle(_ event: KeyEvent) -> Bool {
        let before = content
        switch (event.key, event.modifiers) {
        case (.character(let character), []), (.character(let character), .shift):
            content.insert(String(character))
        case (.character("a"), .control), (.home, _): content.moveToStart()
        case (.character("e"), .control), (.end, _): content.moveToEnd()
        case (.character("b"), .control), (.left, []): content.moveLeft()
        case (.character("f"), .control), (.right, []): content.moveRight()
        case (.character("b"), .alt), (.left, .alt), (.left, .control): content.moveWordLeft()
        case (.character("f"), .alt), (.right, .alt), (.right, .control): content.moveWordRight()
        case (.character("d"), .control), (.delete, _): content.deleteForward()
        case (.character("u"), .control): content.deleteToStart()
        case (.character("k"), .control): content.deleteToEnd()
        case (.character("w"), .control), (.backspace, .alt): content.deleteWordBackward()
        case (.backspace, _): content.deleteBackward()
        case (.enter, _):
            submittedInput.send(value: content.text)
            return true
        default:
            return false
        }
        contentDidChange(from: before)
        return true
    }

    /// Inserts the pasted text at the cursor, on one line.
    open override func handlePaste(_ text: String) -> Bool {
        let before = content
        content.insert(text)
        contentDidChange(from: before)
        return true
    }

    /// Draws the visible part of the text (or the placeholder) and the cursor when focused.
    open override func draw(in canvas: inout Canvas) {
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else { return }
        canvas.clear(Rect(x: 0, y: 0, width: width, height: 1), style: style)
        let showsCursor = isFocused
        if content.characters.isEmpty {
            canvas.write(placeholder, at: .zero, style: placeholderStyle)
            if showsCursor { drawCursor(over: placeholder.first, at: 0, style: placeholderStyle, in: &canvas) }
            return
        }
        let shown = isSecureTextEntry ? Array(repeating: "•", count: content.characters.count) : content.characters
        scrollPosition = Self.scrollPosition(of: shown, cursor: content.cursor, from: scrollPosition, width: width)
        var column = 0
        for index in scrollPosition..<shown.count {
            let grapheme = shown[index]
            let columns = DisplayWidth.columns(of: grapheme)
            if column + columns > width { break }
            if showsCursor, index == content.cursor {
                drawCursor(over: grapheme, at: column, style: style, in: &canvas)
            } else {
                canvas.write(String(grapheme), at: Point(x: column, y: 0), style: style)
            }
            column += columns
        }
        if showsCursor, content.cursor == shown.count {
            drawCursor(over: nil, at: column, style: style, in: &canvas)
        }
    }

    /// The first grapheme to show so that the cursor cell is visible: unchanged while the
    /// cursor stays in view, otherwise scrolled just far enough; scrolled back when the text
    /// from an earlier grapheme would fit (after deleting at the end).
    static func scrollPosition(of characters: [Character], cursor: Int, from current: Int, width: Int) -> Int {
        let cursorColumns = cursor < characters.count ? DisplayWidth.columns(of: characters[cursor]) : 1
        let endColumns = cursor == characters.count ? 1 : 0
        var start = min(current, cursor)
        var shownColumns = DisplayWidth.columns(of: String(characters[start...])) + endColumns
        while start > 0, shownColumns + DisplayWidth.columns(of: characters[start - 1]) <= width {
            start -= 1
            shownColumns += DisplayWidth.columns(of: characters[start])
        }
        var columnsBeforeCursor = DisplayWidth.columns(of: String(characters[start..<cursor]))
        while start < cursor, columnsBeforeCursor + cursorColumns > width {
            columnsBeforeCursor -= DisplayWidth.columns(of: characters[start])
            start += 1
        }
        return start
    }

    private func drawCursor(over grapheme: Character?, at column: Int, style: Style, in canvas: inout Canvas) {
        canvas.write(grapheme.map(String.init) ?? " ", at: Point(x: column, y: 0), style: style.adding(.reverse))
    }

    private func contentDidChange(from before: EditableText) {
        guard content != before else { return }
        setNeedsDisplay()
        if content.text != before.text { textChangedInput.send(value: content.text) }
    }
}

extension Reactive where Base: TextField {
    /// Sets the field's text on the main actor, for as long as the field lives.
    @MainActor public var text: BindingTarget<String> {
        makeBindingTarget { field, text in field.text = text }
    }

    /// The text after each edit by the user, like ReactiveCocoa's `continuousTextValues`.
    @MainActor public var continuousTextValues: Signal<String, Never> {
        base.textChanged
    }

    /// The text each time the user presses Enter.
    @MainActor public var submitted: Signal<String, Never> {
        base.submitted
    }
}
