import ReactiveCore

/// A list of options to choose one of (`( )` / `(*)` marks) or any number of (`[ ]` / `[x]`) —
/// the list of a pop-up menu or a settings field, like UIKit's menus of choices.
///
/// Keys (when focused): Up/Down move the highlight, PgUp/PgDn a screenful, Home/End to the
/// ends; a letter or digit moves it to the next option starting with that character (wrapping);
/// Space selects the highlighted option (one-of) or toggles it (any-of); Enter confirms —
/// selecting the highlighted option first in a one-of list. The highlight is in reverse video
/// while the list has the focus, bold otherwise; a list taller than its view scrolls to keep it
/// in view (▲ and ▼ say more lies above or below). Option titles are sanitised when drawn.
///
/// The mouse: a press highlights the option under the pointer, and releasing it over the same
/// option does what Space does; a double click confirms, as Enter does — in a one-of list a
/// single click does too with `clickConfirms` (a pop-up menu's list). The wheel moves the
/// highlight one option a notch.
///
/// Main actor only. `selectionChanged` and `confirmed` send on the main actor and complete when
/// the list is deallocated.
@MainActor
open class ChoiceList: View {
    /// The options' titles, top to bottom.
    public let options: [String]

    /// Whether any number of options may be selected (otherwise exactly one, or none before the
    /// first choice).
    public let allowsMultipleSelection: Bool

    /// The indices of the selected options. Setting it (indices out of range are dropped; a one-of
    /// list keeps at most one) changes what is drawn but sends nothing: only the user's changes send.
    public var selectedIndices: Set<Int> {
        didSet {
            let kept = Self.valid(selectedIndices, optionCount: options.count, allowsMultipleSelection: allowsMultipleSelection)
            if kept != selectedIndices { selectedIndices = kept }
            if selectedIndices != oldValue { setNeedsDisplay() }
        }
    }

    /// The option the keys act on.
    public var highlightedIndex: Int {
        didSet {
            let clamped = options.isEmpty ? 0 : min(max(highlightedIndex, 0), options.count - 1)
            if clamped != highlightedIndex { highlightedIndex = clamped }
            if highlightedIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether a click on an option of a one-of list confirms it at once, as in a menu, rather
    /// than only selecting it (a double click confirms either way). Ignored by any-of lists,
    /// where a click toggles an option.
    public var clickConfirms = false

    /// The selection after each change the user makes (Space, or Enter in a one-of list).
    public let selectionChanged: Signal<Set<Int>, Never>
    private let selectionChangedInput: Signal<Set<Int>, Never>.Observer

    /// The selection each time the user presses Enter.
    public let confirmed: Signal<Set<Int>, Never>
    private let confirmedInput: Signal<Set<Int>, Never>.Observer

    /// The first option shown.
    private var firstVisibleIndex = 0
    /// The rows a page key moves, from the last draw.
    private var pageLength = 1
    /// The option the mouse pressed, until the release.
    private var pressedIndex: Int?

    /// A list of `options` with `selectedIndices` selected, the highlight on the first of them
    /// (or the first option).
    public init(options: [String], selectedIndices: Set<Int> = [], allowsMultipleSelection: Bool = false) {
        self.options = options
        self.allowsMultipleSelection = allowsMultipleSelection
        let valid = Self.valid(selectedIndices, optionCount: options.count, allowsMultipleSelection: allowsMultipleSelection)
        self.selectedIndices = valid
        highlightedIndex = valid.min() ?? 0
        (selectionChanged, selectionChangedInput) = Signal.pipe()
        (confirmed, confirmedInput) = Signal.pipe()
        super.init()
    }

    deinit {
        selectionChangedInput.sendCompleted()
        confirmedInput.sendCompleted()
    }

    /// Lists take the focus.
    open override var canBecomeFocused: Bool { true }

    /// As wide as the widest option with its mark, one row per option.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let widest = options.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        return Size(width: min(proposal.width, widest + Self.markColumns + 1), height: min(proposal.height, options.count))
    }

    /// Moves, selects, confirms and jumps by letter.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty || event.modifiers == .shift, !options.isEmpty else { return false }
        switch event.key {
        case .up: highlightedIndex -= 1
        case .down: highlightedIndex += 1
        case .pageUp: highlightedIndex -= pageLength
        case .pageDown: highlightedIndex += pageLength
        case .home: highlightedIndex = 0
        case .end: highlightedIndex = options.count - 1
        case .character(" "): toggleHighlighted()
        case .enter: confirmHighlighted()
        case .character(let character) where character.isLetter || character.isNumber:
            jump(to: character)
        default:
            return false
        }
        return true
    }

    /// Highlights on a press, selects on the release over the same option, confirms a one-of
    /// list on a double click, moves the highlight with the wheel.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard !options.isEmpty else { return false }
        let index = ListScrolling.row(at: convertFromWindow(event.location), in: bounds, firstVisible: firstVisibleIndex, count: options.count)
        switch (event.kind, event.button) {
        case (.press, .left?):
            guard let index else { return false }
            highlightedIndex = index
            // The first click of a double click did what a click does; the second confirms.
            pressedIndex = event.clickCount == 2 ? nil : index
            if event.clickCount == 2 { confirmHighlighted() }
        case (.release, .left?):
            defer { pressedIndex = nil }
            guard let index, index == pressedIndex else { break }
            if allowsMultipleSelection {
                toggleHighlighted()
            } else if clickConfirms {
                confirmHighlighted()
            } else if selectedIndices != [index] {
                toggleHighlighted()
            }
        case (.wheel, .wheelUp?), (.wheel, .wheelDown?):
            highlightedIndex += event.verticalScroll
        default:
            return false
        }
        return true
    }


    /// Draws the visible options with their marks, the highlighted one reversed across the width.
    open override func draw(in canvas: inout Canvas) {
        let size = canvas.size
        guard size.height > 0 else { return }
        pageLength = max(1, size.height - 1)
        firstVisibleIndex = ListScrolling.firstVisibleRow(previousFirst: firstVisibleIndex, selected: highlightedIndex, height: size.height, count: options.count)
        for row in 0..<min(size.height, options.count - firstVisibleIndex) {
            let index = firstVisibleIndex + row
            let isHighlighted = index == highlightedIndex
            let style = isHighlighted ? (isFocused ? Style(attributes: .reverse) : Style(attributes: .bold)) : .plain
            canvas.clear(Rect(x: 0, y: row, width: size.width, height: 1), style: style)
            let mark = mark(selected: selectedIndices.contains(index))
            let column = canvas.write(mark, at: Point(x: 0, y: row), style: style) + 1
            canvas.write(TextLayout.truncate(options[index], toWidth: size.width - column - 1), at: Point(x: column, y: row), style: style)
        }
        ListScrolling.drawMoreMarks(in: &canvas, firstVisible: firstVisibleIndex, count: options.count)
    }

    /// `indices` without those out of range, and at most the first one unless
    /// `allowsMultipleSelection`.
    private static func valid(_ indices: Set<Int>, optionCount: Int, allowsMultipleSelection: Bool) -> Set<Int> {
        let inRange = indices.filter { (0..<optionCount).contains($0) }
        return allowsMultipleSelection ? inRange : Set(inRange.min().map { [$0] } ?? [])
    }

    /// The columns a mark takes: `[x]` or `(*)`.
    private static let markColumns = 4

    private func mark(selected: Bool) -> String {
        switch (allowsMultipleSelection, selected) {
        case (true, true): "[x]"
        case (true, false): "[ ]"
        case (false, true): "(*)"
        case (false, false): "( )"
        }
    }

    /// Selects (one-of) or toggles (any-of) the highlighted option, and says so.
    private func toggleHighlighted() {
        if allowsMultipleSelection {
            selectedIndices.formSymmetricDifference([highlightedIndex])
        } else {
            selectedIndices = [highlightedIndex]
        }
        selectionChangedInput.send(value: selectedIndices)
    }

    /// Confirms the selection, selecting the highlighted option first in a one-of list.
    private func confirmHighlighted() {
        if !allowsMultipleSelection, selectedIndices != [highlightedIndex] { toggleHighlighted() }
        confirmedInput.send(value: selectedIndices)
    }

    /// Highlights the next option after the highlighted one (wrapping) that starts with `character`.
    private func jump(to character: Character) {
        let wanted = character.lowercased()
        let order = options.indices.map { (highlightedIndex + 1 + $0) % options.count }
        if let match = order.first(where: { options[$0].first.map { $0.lowercased() == wanted } ?? false }) {
            highlightedIndex = match
        }
    }
}

extension Reactive where Base: ChoiceList {
    /// The selection after each change the user makes.
    @MainActor public var selectionChanged: Signal<Set<Int>, Never> {
        base.selectionChanged
    }

    /// The selection each time the user presses Enter.
    @MainActor public var confirmed: Signal<Set<Int>, Never> {
        base.confirmed
    }
}
