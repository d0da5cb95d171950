import Foundation
import WeatherModel
import WeatherViewModel

/// What Weather Now's list should be doing, worked out from the steps alone — the reference model
/// of the state-machine tests. It knows the refresh rules (``RefreshPolicy``: `r` at most every
/// `manualInterval` from the last fetch the server answered, by itself `automaticInterval` after
/// the last fetch ended, never before a rate limit ends, a booked refresh kept until it runs, and
/// nothing by itself while a city's detail is on top) and what the network makes of the answers;
/// it says when fetches start and what the list shows. A value.
struct WeatherListModel {
    /// One city the list shows: its id and the answer it came with.
    struct ShownCity: Hashable {
        let id: Int
        let marker: Int
    }

    let policy: RefreshPolicy
    /// The cities asked for, in order.
    let cityIDs: [Int]
    /// Whether the server refuses group requests, so that the cities are asked for one by one.
    let cityByCity: Bool

    private(set) var now: Date
    private(set) var isShown = false
    private(set) var isFetching = false
    private(set) var fetchStart: Date?
    private(set) var lastAnsweredStart: Date?
    private(set) var lastEnd: Date?
    private(set) var notBefore: Date?
    private(set) var booking: Date?
    /// The cities of the last successful fetch.
    private(set) var cities: [ShownCity] = []
    /// How many cities the last successful fetch left out.
    private(set) var missingCount = 0
    private(set) var lastUpdate: Date?
    private(set) var lastFailure: Date?
    private(set) var showsFailure = false
    /// The starts of every fetch so far.
    private(set) var fetchStarts: [Date] = []
    /// The cities the running fetch has been answered for, one by one (nil: left out).
    private var cityAnswers: [Int: Int?] = [:]

    init(policy: RefreshPolicy, cityIDs: [Int], cityByCity: Bool, start: Date) {
        self.policy = policy
        self.cityIDs = cityIDs
        self.cityByCity = cityByCity
        now = start
    }

    /// The list is shown for the first time.
    mutating func start() {
        isShown = true
        startDueFetch()
    }

    /// Applies a key or time passing. Answers go through ``answered(_:cityID:marker:)``.
    mutating func apply(_ step: WeatherListStep) {
        switch step {
        case .refresh:
            guard isShown else { return }
            refresh()
        case .openCity:
            if isShown, !cities.isEmpty { isShown = false }
        case .back:
            isShown = true
        case .dismissFailure:
            showsFailure = false
        case let .wait(seconds):
            let end = now.addingTimeInterval(TimeInterval(seconds))
            if let next = nextFetch, next <= end {
                now = max(next, now)
                startFetch()
            }
            now = end
        case .answer:
            break
        }
        startDueFetch()
    }

    /// The network answered the running fetch's request for `cityID` (nil: a group request) with
    /// `answer`, naming `marker`.
    mutating func answered(_ answer: ScriptedAnswer, cityID: Int?, marker: Int) {
        guard isFetching else { return }
        if let failure = answer.failure(at: now) { return end(with: failure) }
        guard let cityID else {
            guard case let .weather(missing) = answer else { return end(with: .incorrectDataReturned) }
            let shown = cityIDs.dropLast(missing).map { ShownCity(id: $0, marker: marker) }
            return succeed(shown, missing: missing)
        }
        // One city: weather, or left out (not found, unreadable); the fetch ends with the last.
        cityAnswers[cityID] = answer == .weather(missing: 0) ? marker : nil
        guard cityAnswers.count == cityIDs.count else { return }
        let shown = cityIDs.compactMap { id in cityAnswers[id]!.map { ShownCity(id: id, marker: $0) } }
        guard !shown.isEmpty else { return end(with: .incorrectDataReturned) }
        succeed(shown, missing: cityIDs.count - shown.count)
    }

    /// When the list fetches next by itself, or nil.
    private var nextFetch: Date? {
        guard isShown, !isFetching else { return nil }
        guard let lastEnd else { return now }
        let automatic = max(lastEnd.addingTimeInterval(policy.automaticInterval), notBefore ?? .distantPast)
        return min(automatic, booking ?? .distantFuture)
    }

    private mutating func refresh() {
        guard !isFetching, booking == nil else { return }
        let earliest = max(lastAnsweredStart?.addingTimeInterval(policy.manualInterval) ?? .distantPast, notBefore ?? .distantPast)
        if earliest <= now {
            startFetch()
        } else {
            booking = earliest
        }
    }

    private mutating func startDueFetch() {
        if let next = nextFetch, next <= now { startFetch() }
    }

    private mutating func startFetch() {
        isFetching = true
        fetchStart = now
        booking = nil
        cityAnswers = [:]
        fetchStarts.append(now)
    }

    private mutating func succeed(_ shown: [ShownCity], missing: Int) {
        cities = shown
        missingCount = missing
        lastUpdate = now
        lastFailure = nil
        showsFailure = false
        notBefore = nil
        lastAnsweredStart = fetchStart
        finish()
    }

    private mutating func end(with failure: WeatherFetchError) {
        lastFailure = now
        showsFailure = true
        if failure.serverAnswered { lastAnsweredStart = fetchStart }
        if case let .rateLimited(retryAt?) = failure { notBefore = retryAt }
        finish()
    }

    private mutating func finish() {
        isFetching = false
        lastEnd = now
        startDueFetch()
    }
}
