import AppSupport
import Foundation
import ReactiveCore
import TerminalUI
import WeatherModel

/// The Weather Now screen — the seeds' `WeatherTableViewController`: a table of the cities with
/// their weather (``CityWeatherCell``), titled "Weather Now".
///
/// It gets its ``WeatherFetcher`` by property injection (``weatherFetcher``, set by the
/// composition root's container) and fetches when it first appears, on `r`, and by itself while
/// shown, as ``RefreshPolicy`` rules; coming back from a city's detail, it fetches only if the
/// automatic refresh came due meanwhile. While fetching, an activity indicator turns above the
/// status line; the status line shows the key hints and when the weather on screen was fetched.
/// A failure shows an alert saying that the weather server cannot be reached and why, with a
/// button to dismiss it (a failure while a detail is on top, on coming back); the last good list
/// stays on screen. Keys: Enter pushes the selected city's detail, made by
/// ``detailViewControllerFactory``; `r` refreshes; `?` lists the keys; the table's keys move;
/// quitting (`q`) is the container's business.
///
/// Main actor only. Results are delivered through `scheduler`, which also times the refreshes
/// and the spinner: `QueueScheduler.main` in the app, a `TestScheduler` advanced on the main
/// actor in tests. A fetch still running when the controller goes away is cancelled.
@MainActor
public final class WeatherTableViewController: ViewController, TableViewDataSource {
    /// The reuse identifier of the rows.
    static let cellIdentifier = "City"

    /// Fetches the weather; injected after creation. Without one, nothing is fetched.
    public var weatherFetcher: WeatherFetcher?

    /// Makes the detail screen of a city, pushed on Enter; injected after creation. Without
    /// one, Enter does nothing.
    public var detailViewControllerFactory: (@MainActor (City) -> ViewController?)?

    /// The cities on screen: those of the last successful fetch.
    public private(set) var cities: [City] = []
    /// When the cities on screen were fetched; nil before the first success.
    public private(set) var lastUpdate: Date?
    /// Whether a fetch is running.
    public private(set) var isFetching = false
    /// The language of the screen.
    public let language: AppLanguage

    private let text: WeatherScreenText
    private let scheduler: DateScheduler
    private let policy: RefreshPolicy

    private let table = TableView()
    private let activityIndicator: ActivityIndicator
    private let statusLine = StatusLine()
    private let emptyMessage = Label(alignment: .center, numberOfLines: 0)

    private var rows: [CityRow] = []
    private var columns = CityRowColumns()
    private var askedCount = 0
    /// Counts fetches, so that a late event of an earlier one is recognised.
    private var fetchNumber = 0
    /// When the running or last fetch started, and when the last one ended.
    private var lastFetchStart: Date?
    private var lastFetchEnd: Date?
    /// Whether the screen is shown (between will-appear and did-disappear): only then does it
    /// refresh by itself.
    private var isShown = false
    /// When the last fetch that the server answered started: the refresh interval counts from
    /// it, since it protects a server that is there, not one that was not reached.
    private var lastAnsweredFetchStart: Date?
    private var lastFailure: Date?
    /// The time before which a rate-limited server takes no requests.
    private var notBefore: Date?
    /// When the fetch booked by an early `r` starts; nil when none is booked.
    private var bookedManualFetch: Date?
    private weak var failureAlert: AlertController?
    /// A failure that came while another screen was on top, shown on coming back.
    private var unshownFailure: WeatherFetchError?
    private let runningFetch = SerialDisposable()
    private let nextFetch = SerialDisposable()

    /// A screen in `language` writing clock times in `timeZone`, timed and fed by `scheduler`,
    /// refreshing as `policy` says.
    public init(
        language: AppLanguage = .english,
        timeZone: TimeZone = .current,
        scheduler: DateScheduler = QueueScheduler.main,
        policy: RefreshPolicy = .openWeatherMap
    ) {
        self.language = language
        text = WeatherScreenText(language: language, timeZone: timeZone)
        self.scheduler = scheduler
        self.policy = policy
        activityIndicator = ActivityIndicator(message: text.fetching, scheduler: scheduler)
        super.init(title: text.title)
        statusLine.hints = text.listHints.map { KeyHint($0.keys, $0.action) }
    }

    deinit {
        runningFetch.dispose()
        nextFetch.dispose()
    }

    /// The table over the activity indicator and the status line.
    public override func loadView() -> View {
        table.register(CityWeatherCell.self, forReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        emptyMessage.text = text.noWeatherYet
        return StackView(axis: .vertical, arrangedSubviews: [
            (table, .fill(weight: 1)), (activityIndicator, .fit), (statusLine, .fixed(1)),
        ])
    }

    /// Enter on a row opens the city's detail.
    public override func viewDidLoad() {
        table.reactive.rowActivated.observeValues { [weak self] row in
            MainActor.assumeIsolated { self?.openDetail(ofRow: row) }
        }
    }

    /// Fetches, as the seeds' screen does when it is about to appear — coming back to it, only
    /// when the automatic refresh came due while it was off screen (the weather on it is
    /// otherwise as fresh as OpenWeatherMap's); the automatic refresh is booked again.
    public override func viewWillAppear() {
        isShown = true
        let due = lastFetchEnd.map { policy.automaticFetch(afterFetchEndingAt: $0, notBefore: notBefore) } ?? .distantPast
        guard due > scheduler.currentDate else { return fetch() }
        scheduleFetch(at: due)
    }

    /// Shows a failure that came while another screen was on top.
    public override func viewDidAppear() {
        guard let failure = unshownFailure else { return }
        unshownFailure = nil
        showFailure(failure)
    }

    /// Stops refreshing by itself while off screen.
    public override func viewDidDisappear() {
        isShown = false
        nextFetch.inner = nil
        bookedManualFetch = nil
        updateStatus()
    }

    /// `r` refreshes (see ``RefreshPolicy``), `?` lists the keys; other keys go on.
    public override func handle(_ event: KeyEvent) -> Bool {
        switch event {
        case KeyEvent(.character("r")): refresh()
        case KeyEvent(.character("?")): present(KeysAlert.make(title: text.keysTitle, keys: text.listKeys, close: text.close))
        default: return false
        }
        return true
    }

    /// What `r` does: fetches now, or books one fetch for when ``RefreshPolicy`` allows it;
    /// nothing while a fetch is running or one is booked. The interval counts from the last fetch
    /// the server answered: after one that never reached it, `r` fetches at once.
    public func refresh() {
        guard !isFetching, bookedManualFetch == nil else { return }
        let now = scheduler.currentDate
        let earliest = policy.earliestManualFetch(lastStart: lastAnsweredFetchStart, notBefore: notBefore)
        guard earliest > now else { return fetch() }
        bookedManualFetch = earliest
        scheduleFetch(at: earliest)
        updateStatus()
    }

    // MARK: Fetching

    private func fetch() {
        guard let weatherFetcher, !isFetching else { return }
        isFetching = true
        lastFetchStart = scheduler.currentDate
        bookedManualFetch = nil
        nextFetch.inner = nil
        askedCount = weatherFetcher.cityIDs.count
        fetchNumber += 1
        let number = fetchNumber
        activityIndicator.startAnimating()
        updateStatus()
        runningFetch.inner = weatherFetcher.fetch()
            .take(first: 1)
            .observe(on: scheduler)
            .start { [weak self] event in
                MainActor.assumeIsolated {
                    switch event {
                    case let .value(report): self?.finish(number, .success(report))
                    case let .failed(error): self?.finish(number, .failure(error))
                    case .completed: self?.finish(number, .failure(.incorrectDataReturned))
                    case .interrupted: break
                    }
                }
            }
    }

    /// Shows what fetch `number` brought, and books the next automatic fetch. Only the first
    /// outcome of the latest fetch counts (a completion after the report changes nothing).
    private func finish(_ number: Int, _ outcome: Result<WeatherReport, WeatherFetchError>) {
        guard isFetching, number == fetchNumber else { return }
        isFetching = false
        activityIndicator.stopAnimating()
        let now = scheduler.currentDate
        lastFetchEnd = now
        // A fetch that nothing answered does not count: r may try again at once.
        let serverAnswered = switch outcome {
        case .success: true
        case let .failure(error): error.serverAnswered
        }
        if serverAnswered { lastAnsweredFetchStart = lastFetchStart }
        switch outcome {
        case let .success(report):
            show(report, fetchedAt: now)
        case let .failure(error):
            lastFailure = now
            if case let .rateLimited(retryAt?) = error { notBefore = retryAt }
            showFailure(error)
        }
        if isShown { scheduleFetch(at: policy.automaticFetch(afterFetchEndingAt: now, notBefore: notBefore)) }
        updateStatus()
    }

    private func show(_ report: WeatherReport, fetchedAt date: Date) {
        cities = report.cities
        rows = report.cities.map { CityRow(city: $0, language: language) }
        columns = CityRowColumns(rows)
        askedCount = report.cities.count + report.missingCityIDs.count
        lastUpdate = date
        lastFailure = nil
        notBefore = nil
        unshownFailure = nil
        failureAlert?.dismiss()
        table.reloadData()
    }

    /// Presents the failure alert, replacing one still shown from an earlier failure.
    private func showFailure(_ error: WeatherFetchError) {
        guard view.window != nil else {
            unshownFailure = error
            return
        }
        failureAlert?.dismiss()
        let alert = AlertController(title: text.alertTitle, message: error.description(in: language, timeZone: text.timeZone))
        alert.addAction(AlertAction(title: text.dismiss, style: .cancel))
        failureAlert = alert
        present(alert)
    }

    private func openDetail(ofRow row: Int) {
        guard cities.indices.contains(row), let detail = detailViewControllerFactory?(cities[row]) else { return }
        navigationController?.push(detail)
    }

    private func scheduleFetch(at date: Date) {
        nextFetch.inner = scheduler.schedule(after: date) { [weak self] in
            MainActor.assumeIsolated { self?.fetch() }
        }
    }

    private func updateStatus() {
        var parts: [String] = []
        if let bookedManualFetch { parts.append(text.refreshing(at: bookedManualFetch)) }
        if let lastFailure { parts.append(text.failed(at: lastFailure)) }
        if !cities.isEmpty, cities.count < askedCount { parts.append(text.coverage(shown: cities.count, of: askedCount)) }
        if let lastUpdate { parts.append(text.updated(at: lastUpdate)) }
        statusLine.message = parts.joined(separator: " · ")
        table.footerView = cities.isEmpty && !isFetching ? emptyMessage : nil
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
