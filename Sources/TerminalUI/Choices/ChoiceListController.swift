import ReactiveCore

/// A modal list of options to choose from — the pop-up of a `ChoiceField`, or any "pick one" /
/// "pick any" question: a framed box with a title, a `ChoiceList` and a hint line, centred over
/// the dimmed screen.
///
/// The list has the focus (see `ChoiceList` for its keys). Enter chooses: the box is dismissed
/// — the focus goes back where it was — and `chosen` sends the selection. Esc dismisses it
/// without a choice. With the mouse, a click on an option of a one-of list chooses it, as in a
/// menu; in an any-of list a click toggles an option and Enter (or a double click) chooses. Main actor only. `chosen` sends at most once and then completes, also when
/// the box is dismissed without a choice.
@MainActor
open class ChoiceListController: ViewController {
    /// The list of options.
    public let list: ChoiceList

    /// The line under the list that names its keys, in the app's language ("Space selects,
    /// Enter chooses, Esc cancels"); nothing when empty. Set it before presenting.
    public var hint: String

    /// The selection chosen with Enter, once; completes after it or on dismissal without one.
    public let chosen: Signal<Set<Int>, Never>
    private let chosenInput: Signal<Set<Int>, Never>.Observer
    private var isAnswered = false

    /// A box titled `title` listing `options`, `selectedIndices` selected, one of them chosen or
    /// any number when `allowsMultipleSelection`.
    public init(title: String, options: [String], selectedIndices: Set<Int>, allowsMultipleSelection: Bool = false, hint: String = "") {
        list = ChoiceList(options: options, selectedIndices: selectedIndices, allowsMultipleSelection: allowsMultipleSelection)
        list.clickConfirms = true
        self.hint = hint
        (chosen, chosenInput) = Signal.pipe()
        super.init(title: title)
    }

    deinit {
        chosenInput.sendCompleted()
    }

    /// The title, the list (scrolling when the screen is short) and the hint in a framed box.
    open override func loadView() -> View {
        let content = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1))
        if !title.isEmpty {
            content.addArrangedSubview(Label(title, style: Style(attributes: .bold), alignment: .center, numberOfLines: 0))
        }
        content.addArrangedSubview(list, size: .fill)
        if !hint.isEmpty {
            content.addArrangedSubview(Label(hint, style: Style(attributes: .dim), alignment: .center, numberOfLines: 0))
        }
        list.confirmed.observeValues { [weak self] selection in
            MainActor.assumeIsolated { self?.answer(selection) }
        }
        return DialogView(content: content, placement: .center, maximumContentWidth: 60)
    }

    /// Esc dismisses the box without a choice.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard event == KeyEvent(.escape) else { return false }
        answer(nil)
        return true
    }

    /// Dismisses the box and sends `selection` (nothing for nil); only the first answer counts.
    private func answer(_ selection: Set<Int>?) {
        guard !isAnswered else { return }
        isAnswered = true
        dismiss()
        if let selection { chosenInput.send(value: selection) }
        chosenInput.sendCompleted()
    }
}
