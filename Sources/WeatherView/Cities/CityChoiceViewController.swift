import AppSupport
import ReactiveCore
import TerminalUI
import WeatherViewModel

/// The cities screen, pushed by the list's `c`: a search field (it holds the focus: what is
/// typed searches the bundled list at once, in any of the cities' scripts), the rows it finds —
/// each marked ✓ when on Weather Now's list, with its other names and country — or, with nothing
/// typed, the cities chosen; under them where the cities are kept, and the status line with what
/// the last change did. It binds a ``CityChoiceViewModeling`` and decides nothing.
///
/// Keys: ↑/↓ and PgUp/PgDn move (passed from the field to the table, whose selection is marked
/// while the field holds the focus), Enter adds the selected city or removes it, Esc goes back
/// (the navigation controller's), the field's editing keys edit, `?` lists the keys (no city's
/// name holds one). Mouse: a click selects a row, a double click adds or removes it.
///
/// Main actor only.
@MainActor
public final class CityChoiceViewController: ViewController, TableViewDataSource {
    /// The reuse identifier of the rows.
    static let cellIdentifier = "CityChoice"

    /// What the screen shows.
    public let viewModel: any CityChoiceViewModeling

    private let text: WeatherScreenText
    private let searchField = CitySearchField()
    private let table = TableView()
    private let emptyMessage = Label(alignment: .center, numberOfLines: 0)
    private let storageLabel = Label(style: Style(attributes: .dim), numberOfLines: 2)
    private let statusLine = StatusLine()
    private let bindings = CompositeDisposable()
    private var rows: [CityChoiceRow] = []

    /// A screen showing `viewModel`, its own texts in `language`.
    public init(viewModel: any CityChoiceViewModeling, language: AppLanguage) {
        self.viewModel = viewModel
        text = WeatherScreenText(language: language)
        super.init(title: viewModel.title)
        statusLine.hints = text.citiesHints.map { KeyHint($0.keys, $0.action) }
    }

    deinit {
        bindings.dispose()
    }

    /// The field over the rows, where the cities are kept, and the status line.
    public override func loadView() -> View {
        table.register(TableViewCell.self, forReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.highlightsSelectionWithoutFocus = true
        searchField.placeholder = text.citySearchPlaceholder
        storageLabel.text = viewModel.storageText
        let searchLine = StackView(axis: .horizontal, spacing: 1, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [
            (Label(text.citySearchLabel, style: Style(attributes: .bold)), .fit), (searchField, .fill),
        ])
        let storageLine = StackView(axis: .vertical, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [(storageLabel, .fit)])
        return StackView(axis: .vertical, arrangedSubviews: [
            (searchLine, .fixed(1)), (table, .fill(weight: 1)), (storageLine, .fit), (statusLine, .fixed(1)),
        ])
    }

    /// Binds the view model; Enter in the field or a double click toggles a row.
    public override func viewDidLoad() {
        table.reactive.rowActivated.observeValues { [weak self] row in
            MainActor.assumeIsolated { self?.viewModel.toggle(row: row) }
        }
        searchField.reactive.submitted.observeValues { [weak self] _ in
            MainActor.assumeIsolated { self?.toggleSelectedRow() }
        }
        searchField.reactive.continuousTextValues.observeValues { [weak self] query in
            MainActor.assumeIsolated { self?.viewModel.search(query) }
        }
        bindings.add(reactive.makeBindingTarget { controller, rows in controller.show(rows) } <~ viewModel.rows)
        bindings.add(emptyMessage.reactive.text <~ viewModel.emptyText)
        bindings.add(reactive.makeBindingTarget { controller, empty in controller.table.footerView = empty.isEmpty ? nil : controller.emptyMessage }
            <~ viewModel.emptyText)
        bindings.add(statusLine.reactive.message <~ viewModel.statusText)
    }

    /// The field takes the focus, so that typing searches at once.
    public override func viewDidAppear() {
        searchField.becomeFocused()
    }

    /// The arrows and pages move in the rows while the field holds the focus; `?` lists the keys.
    public override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .up, .down, .pageUp, .pageDown: return table.handle(event)
        case .character("?"): present(KeysAlert.make(title: text.keysTitle, keys: text.citiesKeys, close: text.close))
        default: return false
        }
        return true
    }

    private func show(_ rows: [CityChoiceRow]) {
        self.rows = rows
        table.reloadData()
    }

    private func toggleSelectedRow() {
        guard let row = table.selectedRow else { return }
        viewModel.toggle(row: row)
    }

    // MARK: TableViewDataSource

    /// One row per city found or chosen.
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// " ✓ Tokyo", then, dim on the right, its other names and country.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(TableViewCell.self, withIdentifier: Self.cellIdentifier, for: row)
        let city = rows[row]
        // One column of margin, as the list's rows have.
        cell.text = (city.isChosen ? " ✓ " : "   ") + city.name
        cell.detailText = [city.detail, city.country].filter { !$0.isEmpty }.joined(separator: " · ")
        return cell
    }
}
