import AppSupport
import ReactiveCore
import TerminalUI
import WeatherModel
import WeatherViewModel

/// The Weather Now screen — the seeds' `WeatherTableViewController`: a table of the cities with
/// their weather (``CityWeatherCell``), titled "Weather Now".
///
/// It binds and does not decide: the rows, the line naming the cities the answer left out and
/// why (under the rows, up to three lines, only while some are missing; above it, the
/// composition root's ``notice``), the activity indicator
/// (above the status line, while fetching), the status line's message, the "no weather yet"
/// message and the failure alert all come from ``viewModel`` (property-injected by the composition root), which also decides when
/// to fetch; the screen tells it when it appears and disappears, and passes `r` on. The alert says
/// that the weather server cannot be reached and why, with a button that dismisses it; a failure
/// that came while a detail was on top is shown on coming back. Keys: Enter pushes the selected
/// city's detail, made by ``detailViewControllerFactory``; `c` pushes the cities screen, made by
/// ``citiesViewControllerFactory``; `r` refreshes; `?` lists the keys; the
/// table's keys move; quitting (`q`) is the container's business.
///
/// Main actor only.
@MainActor
public final class WeatherTableViewController: ViewController, TableViewDataSource {
    /// The reuse identifier of the rows.
    static let cellIdentifier = "City"
    /// The most lines the missing cities take; more are cut with "…".
    static let missingCitiesLines = 3

    /// The list's view model; injected after creation. Without one, the screen stays empty.
    public var viewModel: (any WeatherTableViewModeling)? {
        didSet { if isViewLoaded { bindViewModel() } }
    }

    /// Makes the detail screen of a city, pushed on Enter; injected after creation. Without
    /// one, Enter does nothing.
    public var detailViewControllerFactory: (@MainActor (City) -> ViewController?)?
    /// Makes the cities screen `c` pushes (adding and removing cities); injected after creation.
    /// Without one, `c` does nothing.
    public var citiesViewControllerFactory: (@MainActor () -> ViewController?)?

    /// A line shown under the rows for as long as the screen lives — why the settings file could
    /// not be used, from the composition root; "" (the default) for none.
    public var notice = "" {
        didSet {
            noticeLabel.text = notice
            noticeLine.isHidden = notice.isEmpty
        }
    }

    /// The language of the screen.
    public let language: AppLanguage

    private let text: WeatherScreenText
    private let table = TableView()
    private let activityIndicator: ActivityIndicator
    private let statusLine = StatusLine()
    private let emptyMessage = Label(alignment: .center, numberOfLines: 0)
    private let missingCitiesLabel = Label(numberOfLines: WeatherTableViewController.missingCitiesLines)
    private let missingCitiesLine = StackView(axis: .vertical, padding: EdgeInsets(horizontal: 1))
    private let noticeLabel = Label(numberOfLines: WeatherTableViewController.missingCitiesLines)
    private let noticeLine = StackView(axis: .vertical, padding: EdgeInsets(horizontal: 1))
    private let bindings = SerialDisposable()
    private var rows: [CityRow] = []
    private var columns = CityRowColumns()
    private weak var failureAlert: AlertController?

    /// A screen in `language` whose activity indicator `scheduler` animates (`QueueScheduler.main`
    /// in the app, a `TestScheduler` in tests).
    public init(language: AppLanguage = .english, scheduler: DateScheduler = QueueScheduler.main) {
        self.language = language
        text = WeatherScreenText(language: language)
        activityIndicator = ActivityIndicator(message: text.fetching, scheduler: scheduler)
        super.init(title: text.title)
        statusLine.hints = text.listHints.map { KeyHint($0.keys, $0.action) }
    }

    deinit {
        bindings.dispose()
    }

    /// The table over the activity indicator and the status line.
    public override func loadView() -> View {
        table.register(CityWeatherCell.self, forReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        emptyMessage.text = text.noWeatherYet
        missingCitiesLine.addArrangedSubview(missingCitiesLabel, size: .fit)
        missingCitiesLine.isHidden = true
        noticeLine.addArrangedSubview(noticeLabel, size: .fit)
        noticeLine.isHidden = notice.isEmpty
        return StackView(axis: .vertical, arrangedSubviews: [
            (table, .fill(weight: 1)), (noticeLine, .fit), (missingCitiesLine, .fit), (activityIndicator, .fit), (statusLine, .fixed(1)),
        ])
    }

    /// Enter on a row opens the city's detail; the view model is bound.
    public override func viewDidLoad() {
        table.reactive.rowActivated.observeValues { [weak self] row in
            MainActor.assumeIsolated { self?.openDetail(ofRow: row) }
        }
        bindViewModel()
    }

    /// Tells the view model, which fetches when the weather shown is due for a refresh.
    public override func viewWillAppear() {
        viewModel?.appear()
    }

    /// Shows a failure that came while another screen was on top.
    public override func viewDidAppear() {
        if failureAlert == nil, let message = viewModel?.failureMessage.value { showFailure(message) }
    }

    /// Tells the view model, which stops refreshing by itself while off screen.
    public override func viewDidDisappear() {
        viewModel?.disappear()
    }

    /// `r` refreshes, `c` opens the cities screen, `?` lists the keys; other keys go on.
    public override func handle(_ event: KeyEvent) -> Bool {
        switch event {
        case KeyEvent(.character("r")): viewModel?.refresh()
        case KeyEvent(.character("c")):
            guard let cities = citiesViewControllerFactory?() else { return false }
            navigationController?.push(cities)
        case KeyEvent(.character("?")): present(KeysAlert.make(title: text.keysTitle, keys: text.listKeys, close: text.close))
        default: return false
        }
        return true
    }

    // MARK: Binding

    private func bindViewModel() {
        guard let viewModel else {
            bindings.inner = nil
            return
        }
        let composite = CompositeDisposable()
        composite.add(reactive.makeBindingTarget { controller, rows in controller.show(rows) } <~ viewModel.rows)
        composite.add(activityIndicator.reactive.isAnimating <~ viewModel.isFetching)
        composite.add(statusLine.reactive.message <~ viewModel.statusText)
        composite.add(missingCitiesLabel.reactive.text <~ viewModel.missingCitiesText)
        composite.add(missingCitiesLine.reactive.isHidden <~ viewModel.missingCitiesText.map(\.isEmpty))
        composite.add(reactive.makeBindingTarget { controller, shows in controller.table.footerView = shows ? controller.emptyMessage : nil }
            <~ viewModel.showsNoWeather)
        composite.add(reactive.makeBindingTarget { controller, message in controller.showFailure(message) } <~ viewModel.failureMessage)
        bindings.inner = composite
    }

    private func show(_ rows: [CityRow]) {
        self.rows = rows
        columns = CityRowColumns(rows)
        table.reloadData()
    }

    /// Presents the failure alert, replacing one still shown from an earlier failure; nil takes
    /// it away. While another screen is on top, the alert waits for ``viewDidAppear()``.
    private func showFailure(_ message: String?) {
        guard let message else {
            failureAlert?.dismiss()
            return
        }
        guard view.window != nil else { return }
        failureAlert?.dismiss()
        let alert = AlertController(title: text.alertTitle, message: message)
        alert.addAction(AlertAction(title: text.dismiss, style: .cancel) { [weak self] _ in self?.viewModel?.dismissFailure() })
        failureAlert = alert
        present(alert)
    }

    private func openDetail(ofRow row: Int) {
        guard let cities = viewModel?.cities.value, cities.indices.contains(row), let detail = detailViewControllerFactory?(cities[row]) else {
            return
        }
        navigationController?.push(detail)
    }

    // MARK: TableViewDataSource

    /// One row per city.
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The city's row, lined up with the others.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(CityWeatherCell.self, withIdentifier: Self.cellIdentifier, for: row)
        cell.row = rows[row]
        cell.columns = columns
        return cell
    }
}
