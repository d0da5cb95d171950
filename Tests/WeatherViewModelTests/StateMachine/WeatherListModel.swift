import Foundation
import WeatherModel
import WeatherViewModel

/// What Weather Now's list should be doing, worked out from the steps alone — the reference model
/// of the state-machine tests. It knows the refresh rules (``RefreshPolicy``: `r` at most every
/// `manualInterval` from the last fetch the server answered, by itself `automaticInterval` after
/// the last fetch ended, never before a rate limit ends, a booked refresh kept until it runs,
/// nothing by itself while a city's detail or the cities screen is on top, and the cities chosen
/// there fetched as soon as the list shows again when the last fetch asked for others) and what
/// the network makes of the answers; it says when fetches start, what the list shows and which
/// cities are missing, and why. A value.
struct WeatherListModel {
    /// One city the list shows: its id and the answer it came with.
    struct ShownCity: Hashable {
        let id: Int
        let marker: Int
    }

    /// What the running fetch learnt of one city asked for alone.
    private enum CityOutcome {
        case shown(marker: Int)
        case missing(MissingCity.Reason)
    }

    let policy: RefreshPolicy
    /// Whether the server refuses group requests, so that the cities are asked for one by one.
    let cityByCity: Bool

    private(set) var now: Date
    private(set) var isShown = false
    /// Whether the cities screen is on top of the list.
    private(set) var choosesCities = false
    private(set) var isFetching = false
    private(set) var fetchStart: Date?
    private(set) var lastAnsweredStart: Date?
    private(set) var lastEnd: Date?
    private(set) var notBefore: Date?
    private(set) var booking: Date?
    /// The cities chosen, in order.
    private(set) var chosenIDs: [Int]
    /// The cities the last fetch asked for.
    private(set) var askedIDs: [Int] = []
    /// The cities of the last successful fetch.
    private(set) var cities: [ShownCity] = []
    /// The cities the last successful fetch left out, and why.
    private(set) var missing: [MissingCity] = []
    private(set) var lastUpdate: Date?
    private(set) var lastFailure: Date?
    private(set) var showsFailure = false
    /// The starts of every fetch so far.
    private(set) var fetchStarts: [Date] = []
    /// The cities the running fetch has been answered for, one by one.
    private var cityAnswers: [Int: CityOutcome] = [:]

    init(policy: RefreshPolicy, cityIDs: [Int], cityByCity: Bool, start: Date) {
        self.policy = policy
        chosenIDs = cityIDs
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
        case .openCities:
            if isShown {
                isShown = false
                choosesCities = true
            }
        case let .chooseCities(ids):
            if choosesCities { chosenIDs = Self.withoutRepeats(ids) }
        case .back:
            isShown = true
            choosesCities = false
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
            let shown = askedIDs.filter(ScriptedAnswer.knows).dropLast(missing)
            return finish(askedIDs.map { shown.contains($0) ? .shown(marker: marker) : .missing(.notInAnswer) })
        }
        // One city: weather, or left out (not found, unreadable); the fetch ends with the last.
        cityAnswers[cityID] = switch answer {
        case .weather(missing: 0) where ScriptedAnswer.knows(cityID): .shown(marker: marker)
        case .weather: .missing(.unknownID)
        default: .missing(.notInAnswer)
        }
        guard cityAnswers.count == askedIDs.count else { return }
        finish(askedIDs.map { cityAnswers[$0]! })
    }

    /// When the list fetches next by itself, or nil.
    private var nextFetch: Date? {
        guard isShown, !isFetching else { return nil }
        guard let lastEnd else { return now }
        if chosenIDs != askedIDs { return max(now, notBefore ?? now) }
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
        askedIDs = chosenIDs
        cityAnswers = [:]
        fetchStarts.append(now)
    }

    /// Ends the fetch with what it learnt of each city asked for, in order: a success, or no
    /// usable city.
    private mutating func finish(_ outcomes: [CityOutcome]) {
        let shown = zip(askedIDs, outcomes).compactMap { id, outcome in
            if case let .shown(marker) = outcome { ShownCity(id: id, marker: marker) } else { nil }
        }
        guard !shown.isEmpty else { return end(with: .incorrectDataReturned) }
        cities = shown
        missing = zip(askedIDs, outcomes).compactMap { id, outcome in
            if case let .missing(reason) = outcome { MissingCity(id: id, reason: reason) } else { nil }
        }
        lastUpdate = now
        lastFailure = nil
        showsFailure = false
        notBefore = nil
        lastAnsweredStart = fetchStart
        stopFetching()
    }

    private mutating func end(with failure: WeatherFetchError) {
        lastFailure = now
        showsFailure = true
        if failure.serverAnswered { lastAnsweredStart = fetchStart }
        if case let .rateLimited(retryAt?) = failure { notBefore = retryAt }
        stopFetching()
    }

    private mutating func stopFetching() {
        isFetching = false
        lastEnd = now
        startDueFetch()
    }

    private static func withoutRepeats(_ ids: [Int]) -> [Int] {
        var seen = Set<Int>()
        return ids.filter { seen.insert($0).inserted }
    }
}
