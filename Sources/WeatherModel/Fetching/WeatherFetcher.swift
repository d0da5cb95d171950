import AppSupport
import Foundation
import Logging
import ReactiveCore

/// Fetches the current weather of the Weather Now cities — the seeds' `WeatherFetcher`, which
/// gets its ``Networking`` by initializer injection. Where the seeds' `fetch` delivered the
/// cities or nil, ours delivers a ``WeatherReport`` or a ``WeatherFetchError`` saying why.
///
/// Strategy: group requests (BEHAVIOUR.md's `/data/2.5/group?id=<ids>`), one for every
/// ``groupSize`` cities (OpenWeatherMap's limit), ``cityRequestsAtOnce`` at a time. When the
/// server refuses one (HTTP 4xx other than 429 — the real OpenWeatherMap answers 401 to group
/// requests for keys without that plan), the cities are asked for one by one,
/// ``cityRequestsAtOnce`` at a time; a city the server does not know
/// (404) is then left out, and any other failure fails the fetch at once, cancelling the
/// requests still running. Once the one-by-one way has worked, later fetches go straight to it.
/// Answers are read as ``WeatherReport`` describes; an answer without any usable city is
/// ``WeatherFetchError/incorrectDataReturned``. Each fetch asks for the cities chosen when it
/// starts (``cities``, which the cities screen changes).
///
/// Threading: `fetch()` may be called and its producer started from any thread; events arrive
/// on the networking's threads. Lifetime: disposing a started fetch cancels its requests.
public final class WeatherFetcher: Sendable {
    /// How many requests (group or one-city) run at the same time.
    public static let cityRequestsAtOnce: UInt = 3
    /// The most cities one group request asks for (OpenWeatherMap answers more with an error).
    public static let groupSize = 20

    /// The cities asked for, in the order of the list: read when a fetch starts.
    public let cities: ChosenCities
    /// The unit system asked for.
    public let units: UnitSystem
    /// The language of the descriptions asked for.
    public let language: AppLanguage

    private let networking: any Networking
    private let logger: Logger
    /// Whether the server refused a group request and answered city by city.
    private let asksCityByCity = Locked(false)

    /// A fetcher asking `networking` for the cities `cities` holds when each fetch starts, in
    /// `units`, with descriptions in `language`.
    public init(
        networking: any Networking,
        cities: ChosenCities,
        units: UnitSystem = .metric,
        language: AppLanguage = .english,
        logger: Logger = Logger(label: "weather.fetcher")
    ) {
        self.cities = cities
        self.networking = networking
        self.units = units
        self.language = language
        self.logger = logger
    }

    /// A fetcher asking `networking` for `cityIDs` (the twelve cities by default; repeats
    /// removed) in `units`, with descriptions in `language`.
    public convenience init(
        networking: any Networking,
        cityIDs: [Int] = WeatherNowCities.ids,
        units: UnitSystem = .metric,
        language: AppLanguage = .english,
        logger: Logger = Logger(label: "weather.fetcher")
    ) {
        self.init(networking: networking, cities: ChosenCities(ids: cityIDs), units: units, language: language, logger: logger)
    }

    /// The cities the next fetch asks for, in order.
    public var cityIDs: [Int] {
        cities.ids.value
    }

    /// A producer that, each time it is started, fetches the cities' weather and sends one report
    /// and completes, or fails with why there is none.
    public func fetch() -> SignalProducer<WeatherReport, WeatherFetchError> {
        SignalProducer<Void, WeatherFetchError>(value: ()).flatMap(.concat) { [self] _ in
            let ids = cityIDs
            guard !asksCityByCity.withLock({ $0 }) else { return fetchCityByCity(ids) }
            return fetchGroup(ids).flatMapError { [self] error in
                guard error.isRefusal else { return SignalProducer(error: error) }
                logger.notice("group request refused; asking city by city", metadata: ["error": "\(error)"])
                return fetchCityByCity(ids).on(value: { [asksCityByCity] _ in asksCityByCity.withLock { $0 = true } })
            }
        }
        .on(value: { [logger] report in
            guard !report.missingCityIDs.isEmpty || report.skippedEntryCount > 0 else { return }
            logger.notice("weather answer incomplete", metadata: [
                "missing": "\(report.missingCities.map { "\($0.id) (\($0.reason))" })", "skipped entries": "\(report.skippedEntryCount)",
            ])
        })
    }

    private func query(_ scope: WeatherQuery.Scope) -> WeatherQuery {
        WeatherQuery(scope: scope, units: units, language: language)
    }

    private func fetchGroup(_ ids: [Int]) -> SignalProducer<WeatherReport, WeatherFetchError> {
        let groups = stride(from: 0, to: ids.count, by: Self.groupSize).map { Array(ids[$0..<min($0 + Self.groupSize, ids.count)]) }
        return SignalProducer<[Int], WeatherFetchError>(groups)
            .flatMap(.concurrent(limit: Self.cityRequestsAtOnce)) { [self] group in
                networking.request(query(.group(group))).attemptMap { [units] body in WeatherAnswerDecoder.groupEntries(in: body, units: units) }
            }
            .collect()
            .attemptMap { answers in Self.report(requestedIDs: ids, entries: answers.flatMap { $0 }, requestCount: groups.count) }
    }

    /// What one single-city request brought: an entry (nil when unreadable), or the server
    /// saying it knows no city by the id asked for.
    private enum SingleAnswer {
        case entry(City?)
        case unknownID(Int)
    }

    private func fetchCityByCity(_ ids: [Int]) -> SignalProducer<WeatherReport, WeatherFetchError> {
        SignalProducer<Int, WeatherFetchError>(ids)
            .flatMap(.concurrent(limit: Self.cityRequestsAtOnce)) { [self] id in
                networking.request(query(.city(id)))
                    .map { [units] body in SingleAnswer.entry(WeatherAnswerDecoder.city(in: body, units: units)) }
                    .flatMapError { error in error.isCityNotFound ? SignalProducer(value: .unknownID(id)) : SignalProducer(error: error) }
            }
            .collect()
            .attemptMap { answers in
                let entries = answers.compactMap { answer -> City?? in if case let .entry(city) = answer { city } else { nil } }
                let unknown = answers.compactMap { answer -> Int? in if case let .unknownID(id) = answer { id } else { nil } }
                return Self.report(requestedIDs: ids, entries: entries, unknownIDs: Set(unknown), requestCount: ids.count)
            }
    }

    /// The report on `entries`, or ``WeatherFetchError/incorrectDataReturned`` when no city in
    /// it is usable.
    private static func report(requestedIDs: [Int], entries: [City?], unknownIDs: Set<Int> = [], requestCount: Int) -> Result<WeatherReport, WeatherFetchError> {
        let report = WeatherReport(requestedIDs: requestedIDs, entries: entries, unknownIDs: unknownIDs, requestCount: requestCount)
        return report.cities.isEmpty ? .failure(.incorrectDataReturned) : .success(report)
    }
}
