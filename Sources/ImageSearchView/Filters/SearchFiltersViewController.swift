import AppSupport
import ImageSearchViewModel
import ReactiveCore
import TerminalUI

/// The filter panel, shown over the list with `f`: one `ChoiceField` per filter of the form
/// (type, orientation, colours, category, Editor's Choice, order), what the draft shows, and
/// Apply, Reset and Cancel.
///
/// Keys: Up/Down (or Tab/Shift-Tab) move between the fields and the buttons; Left/Right change a
/// field's value (or move between the buttons); Enter or Space open a field's list of values, or
/// press a button; Esc closes the panel without applying. Apply closes it and lets the form
/// search again; Reset puts every field back to filtering nothing.
///
/// It binds and does not decide: fields, values and the summary come from the form's view
/// model. Main actor only.
@MainActor
public final class SearchFiltersViewController: ViewController {
    private let form: any SearchFilterFormViewModeling
    private let text: ImageSearchViewText
    private var fields: [ChoiceField] = []
    private let summaryLabel = Label(alignment: .center, numberOfLines: 0)
    private let buttons = StackView(axis: .horizontal, spacing: 2)
    private let bindings = CompositeDisposable()

    /// A panel for `form`, its own texts in `language`.
    public init(form: any SearchFilterFormViewModeling, language: AppLanguage) {
        self.form = form
        text = ImageSearchViewText(language: language)
        super.init(title: form.title)
    }

    deinit {
        bindings.dispose()
    }

    public override func loadView() -> View {
        let titleWidth = (form.fields.map { DisplayWidth.columns(of: $0.title) }.max() ?? 0) + 3
        fields = form.fields.map { field in
            let control = ChoiceField(title: field.title, options: field.options, allowsMultipleSelection: field.allowsMultipleSelection)
            control.titleWidth = titleWidth
            control.noSelectionText = field.noSelectionText
            control.listHint = text.choiceListHint
            return control
        }
        let fieldStack = StackView(axis: .vertical)
        for field in fields { fieldStack.addArrangedSubview(field, size: .fixed(1)) }
        buttons.addArrangedSubview(Button(text.apply) { [weak self] _ in self?.apply() })
        buttons.addArrangedSubview(Button(text.reset) { [weak self] _ in self?.form.reset() })
        buttons.addArrangedSubview(Button(text.cancel) { [weak self] _ in self?.dismiss() })
        let content = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [
            (Label(title, style: Style(attributes: .bold), alignment: .center), .fixed(1)),
            (fieldStack, .fit),
            (summaryLabel, .fit),
            (StackView(axis: .horizontal, arrangedSubviews: [(View(), .fill), (buttons, .fit), (View(), .fill)]), .fixed(1)),
            (Label(text.filterPanelHint, style: Style(attributes: .dim), alignment: .center, numberOfLines: 0), .fit),
        ])
        return DialogView(content: content, placement: .center, maximumContentWidth: 64)
    }

    public override func viewDidLoad() {
        for (index, field) in fields.enumerated() {
            bindings += field.selectionChanged.observeValues { [weak form] selection in
                MainActor.assumeIsolated { form?.select(selection, inField: index) }
            }
        }
        bindings += reactive.makeBindingTarget { controller, selections in controller.show(selections) } <~ form.selections
        let noFilters = text.noFilters
        bindings += summaryLabel.reactive.text <~ form.summary.map { $0.isEmpty ? noFilters : $0 }
    }

    /// Up/Down move between the controls; Left/Right between the buttons; Esc cancels.
    public override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, let window = view.window else { return false }
        switch event.key {
        case .up, .down:
            window.moveFocus(forward: event.key == .down, in: view)
        case .left, .right:
            guard let focused = window.focusedView, focused.isDescendant(of: buttons) else { return false }
            window.moveFocus(forward: event.key == .right, in: buttons)
        case .escape:
            dismiss()
        default:
            return false
        }
        return true
    }

    private func show(_ selections: [Set<Int>]) {
        for (field, selection) in zip(fields, selections) { field.selectedIndices = selection }
    }

    private func apply() {
        dismiss()
        form.apply()
    }
}
