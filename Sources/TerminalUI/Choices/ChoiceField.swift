import ReactiveCore

/// A labelled setting with a value chosen from a list — a form's pop-up button:
/// `Orientation   ‹ Vertical ›` (one of the options) or `Colours   [ Blue, Red ]` (any number
/// of them).
///
/// Keys (when focused): Left/Right step to the previous / next option of a one-of field
/// (wrapping); Enter or Space open the options in a `ChoiceListController` over the screen,
/// titled with the field's title, where the choice is made. The value is in reverse video while
/// the field has the focus; a click on the field (pressed and released on it) opens the list
/// too, and gives the field the focus. Main actor only. `selectionChanged` sends the user's changes on the
/// main actor and completes when the field is deallocated.
@MainActor
open class ChoiceField: View {
    /// The setting's name, drawn on the left.
    @Invalidating(.size) public var title: String = ""

    /// The columns the title takes, so that the values of a form's fields line up; the title's
    /// own width plus two when nil.
    @Invalidating(.size) public var titleWidth: Int? = nil

    /// The options' titles.
    public let options: [String]

    /// Whether any number of options may be selected.
    public let allowsMultipleSelection: Bool

    /// The selected options' indices. Setting it changes what is drawn but sends nothing.
    public var selectedIndices: Set<Int> {
        didSet { if selectedIndices != oldValue { invalidatePreferredSize() } }
    }

    /// What the value reads when nothing is selected ("Any colour").
    @Invalidating(.size) public var noSelectionText: String = ""

    /// The hint line of the pop-up list (see `ChoiceListController.hint`).
    public var listHint: String = ""

    private var clickTracker = ClickTracker()

    /// The selection after each change the user makes.
    public let selectionChanged: Signal<Set<Int>, Never>
    private let selectionChangedInput: Signal<Set<Int>, Never>.Observer

    /// A field titled `title` offering `options`, `selectedIndices` selected.
    public init(title: String, options: [String], selectedIndices: Set<Int> = [], allowsMultipleSelection: Bool = false) {
        self.options = options
        self.allowsMultipleSelection = allowsMultipleSelection
        self.selectedIndices = selectedIndices
        (selectionChanged, selectionChangedInput) = Signal.pipe()
        super.init()
        self.title = title
    }

    deinit {
        selectionChangedInput.sendCompleted()
    }

    /// Fields take the focus.
    open override var canBecomeFocused: Bool { true }

    /// The value as drawn between its marks: the selected options' titles joined with ", " in
    /// the options' order, or ``noSelectionText``.
    public var valueText: String {
        let titles = selectedIndices.sorted().filter(options.indices.contains).map { options[$0] }
        return titles.isEmpty ? noSelectionText : titles.joined(separator: ", ")
    }

    /// One row: the title's columns, then the value between its marks.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(proposal.width, titleColumns + DisplayWidth.columns(of: decoratedValue)), height: min(proposal.height, 1))
    }

    /// Left/Right step a one-of field; Enter and Space open the list.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, !options.isEmpty else { return false }
        switch event.key {
        case .left where !allowsMultipleSelection: step(by: -1)
        case .right where !allowsMultipleSelection: step(by: 1)
        case .enter, .character(" "): showList()
        default: return false
        }
        return true
    }

    /// A click — the left button pressed and released on the field — opens the list. The press
    /// gives the field the focus, so that the keys after the choice come to it as after Enter.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.button == .left, !options.isEmpty else { return false }
        if event.kind == .press { becomeFocused() }
        if clickTracker.completesClick(event, isOverTarget: bounds.contains(convertFromWindow(event.location))) { showList() }
        return true
    }

    /// Draws the title, then the value (reversed while focused), truncated when too narrow.
    open override func draw(in canvas: inout Canvas) {
        canvas.write(TextLayout.truncate(title, toWidth: max(0, titleColumns - 1)), at: .zero)
        let value = TextLayout.truncate(decoratedValue, toWidth: max(0, canvas.size.width - titleColumns))
        canvas.write(value, at: Point(x: titleColumns, y: 0), style: isFocused ? Style(attributes: .reverse) : .plain)
    }

    private var titleColumns: Int {
        titleWidth ?? DisplayWidth.columns(of: title) + 2
    }

    private var decoratedValue: String {
        allowsMultipleSelection ? "[ \(valueText) ]" : "‹ \(valueText) ›"
    }

    /// Selects the option `offset` away from the selected one (wrapping), and says so.
    private func step(by offset: Int) {
        let current = selectedIndices.min() ?? (offset > 0 ? -1 : 0)
        select([(current + offset + options.count) % options.count])
    }

    private func select(_ selection: Set<Int>) {
        guard selection != selectedIndices else { return }
        selectedIndices = selection
        selectionChangedInput.send(value: selection)
    }

    /// Shows the options over the screen; the choice made there becomes the selection.
    private func showList() {
        let list = ChoiceListController(
            title: title, options: options, selectedIndices: selectedIndices, allowsMultipleSelection: allowsMultipleSelection, hint: listHint)
        list.chosen.observeValues { [weak self] selection in
            MainActor.assumeIsolated { self?.select(selection) }
        }
        window?.present(list)
    }
}

extension Reactive where Base: ChoiceField {
    /// The selection after each change the user makes.
    @MainActor public var selectionChanged: Signal<Set<Int>, Never> {
        base.selectionChanged
    }
}
