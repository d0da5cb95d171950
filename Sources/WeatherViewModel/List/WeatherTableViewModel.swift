import AppSupport
import Foundation
import ReactiveCore
import WeatherModel

/// Weather Now's list: fetches with a ``WeatherFetcher`` (initializer injection) when
/// ``RefreshPolicy`` says so (applied by `RefreshSchedule`) or the fetcher's cities changed, and
/// turns what comes back into rows, a status line, the missing cities' line and failure
/// messages. Only the first outcome of the latest fetch counts; at most one fetch runs at a time.
///
/// Threading: main actor only. `scheduler` is the main queue and the clock: results are delivered
/// and refreshes timed through it, so its actions must run on the main thread —
/// `QueueScheduler.main` in the app, a `TestScheduler` advanced on the main actor in tests.
///
/// Lifetime: the running fetch is cancelled and the booked refresh forgotten when the view model
/// deinitialises; nothing it starts keeps it alive.
@MainActor
public final class WeatherTableViewModel: WeatherTableViewModeling {
    /// The cities of the last successful fetch.
    public let cities: Property<[City]>
    /// The rows of ``cities``.
    public let rows: Property<[CityRow]>
    /// True while a fetch runs.
    public let isFetching: Property<Bool>
    /// True when no weather is shown and none is being fetched.
    public let showsNoWeather: Property<Bool>
    /// When the booked refresh starts.
    public let bookedRefresh: Property<Date?>
    /// When the cities shown were fetched.
    public let lastUpdate: Property<Date?>
    /// The status line's message.
    public let statusText: Property<String>
    /// The last failure's description, until dismissed or a success.
    public let failureMessage: Property<String?>
    /// Which cities the last successful fetch left out, and why.
    public let missingCitiesText: Property<String>

    private let fetcher: WeatherFetcher
    private let scheduler: any DateScheduler
    private let language: AppLanguage
    private let timeZone: TimeZone
    private let content = MutableProperty(WeatherListContent())
    private var schedule: RefreshSchedule
    /// Counts fetches, so that a late event of an earlier one is recognised.
    private var fetchNumber = 0
    private let runningFetch = SerialDisposable()
    private let nextFetch = SerialDisposable()
    private let citiesObservation = SerialDisposable()
    /// The cities the last fetch asked for.
    private var askedIDs: [Int] = []

    /// A list fetching with `fetcher`, its texts in `language` with clock times in `timeZone`,
    /// delivered and timed by `scheduler` (see the threading rules above), refreshing as
    /// `policy` says.
    public init(
        fetcher: WeatherFetcher,
        language: AppLanguage = .english,
        timeZone: TimeZone = .current,
        scheduler: any DateScheduler = QueueScheduler.main,
        policy: RefreshPolicy = .openWeatherMap
    ) {
        self.fetcher = fetcher
        self.scheduler = scheduler
        self.language = language
        self.timeZone = timeZone
        schedule = RefreshSchedule(policy: policy)
        let status = WeatherStatusText(language: language, timeZone: timeZone)
        cities = content.map { $0.cities }.skipRepeats()
        rows = content.map { $0.rows }.skipRepeats()
        isFetching = content.map { $0.isFetching }.skipRepeats()
        showsNoWeather = content.map { $0.cities.isEmpty && !$0.isFetching }.skipRepeats()
        bookedRefresh = content.map { $0.bookedRefresh }.skipRepeats()
        lastUpdate = content.map { $0.lastUpdate }.skipRepeats()
        statusText = content.map { status.message(for: $0) }.skipRepeats()
        failureMessage = content.map { $0.failureMessage }.skipRepeats()
        missingCitiesText = content.map { MissingCitiesText.text(for: $0.missingCities, in: language) }.skipRepeats()
        citiesObservation.inner = fetcher.cities.ids.signal.observe(on: scheduler).observeValues { [weak self] ids in
            MainActor.assumeIsolated { self?.citiesChosen(ids) }
        }
    }

    deinit {
        runningFetch.dispose()
        nextFetch.dispose()
        citiesObservation.dispose()
    }

    /// The list is about to be shown: fetches what is due, times the rest.
    public func appear() {
        schedule.appear()
        reschedule()
    }

    /// The list is no longer shown: nothing fetches by itself; a booking stays.
    public func disappear() {
        schedule.disappear()
        reschedule()
    }

    /// `r`: fetches now, or books one refresh for when the policy allows it.
    public func refresh() {
        if schedule.refresh(at: scheduler.currentDate) {
            fetch()
        } else {
            reschedule()
        }
    }

    /// Forgets the failure message.
    public func dismissFailure() {
        update { $0.failureMessage = nil }
    }

    // MARK: Fetching

    /// The cities screen chose `ids`: they are fetched once the list shows, unless the last
    /// fetch asked for them already.
    private func citiesChosen(_ ids: [Int]) {
        schedule.citiesChosen(differ: ids != askedIDs)
        reschedule()
    }

    /// Starts the fetch that is due now, or times the next one; shows the booking as it stands.
    private func reschedule() {
        if let next = schedule.nextFetch {
            guard next > scheduler.currentDate else { return fetch() }
            nextFetch.inner = scheduler.schedule(after: next) { [weak self] in
                MainActor.assumeIsolated { self?.fetch() }
            }
        } else {
            nextFetch.inner = nil
        }
        update { _ in }
    }

    private func fetch() {
        guard !schedule.isFetching else { return }
        schedule.fetchStarted(at: scheduler.currentDate)
        askedIDs = fetcher.cityIDs
        nextFetch.inner = nil
        fetchNumber += 1
        let number = fetchNumber
        update { _ in }
        runningFetch.inner = fetcher.fetch()
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

    /// Shows what fetch `number` brought and times the next one. Only the first outcome of the
    /// latest fetch counts (a completion after the report changes nothing).
    private func finish(_ number: Int, _ outcome: Result<WeatherReport, WeatherFetchError>) {
        guard schedule.isFetching, number == fetchNumber else { return }
        let now = scheduler.currentDate
        let failure: WeatherFetchError? = if case let .failure(error) = outcome { error } else { nil }
        schedule.fetchEnded(at: now, failure: failure)
        let language = language
        let timeZone = timeZone
        update { content in
            switch outcome {
            case let .success(report):
                content.cities = report.cities
                content.rows = report.cities.map { CityRow(city: $0, language: language) }
                content.missingCities = report.missingCities
                content.lastUpdate = now
                content.lastFailure = nil
                content.failureMessage = nil
            case let .failure(error):
                content.lastFailure = now
                content.failureMessage = error.description(in: language, timeZone: timeZone)
            }
        }
        reschedule()
    }

    /// Applies `change` to what the list shows, with the schedule's fetching and booking, in one
    /// change of every property.
    private func update(_ change: (inout WeatherListContent) -> Void) {
        let schedule = schedule
        content.modify { content in
            change(&content)
            content.isFetching = schedule.isFetching
            content.bookedRefresh = schedule.booked
        }
    }
}
