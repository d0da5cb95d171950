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
/// ``WeatherFetchError/incorrectDataReturned``.
///
/// Threading: `fetch()` may be called and its producer started from any thread; events arrive
/// on the networking's threads. Lifetime: disposing a started fetch cancels its requests.
public final class WeatherFetcher: Sendable {
    /// How many requests (group or one-city) run at the same time.
    public static let cityRequestsAtOnce: UInt = 3
    /// The most cities one group request asks for (OpenWeatherMap answers more with an error).
    public static let groupSize = 20

    /// The cities asked for (repeats removed), in the order of the list.
    public let cityIDs: [Int]
    /// The unit system asked for.
    public let units: UnitSystem
    /// The language of the descriptions asked for.
    public let language: AppLanguage

    private let networking: any Networking
    private let logger: Logger
    /// Whether the server refused a group request and answered city by city.
    private let asksCityByCity = Locked(false)

    /// A fetcher asking `networking` for `cityIDs` (the twelve cities by default) in `units`,
    /// with descriptions in `language`.
    public init(
        networking: any Networking,
        cityIDs: [Int] = WeatherNowCities.ids,
        units: UnitSystem = .metric,
        language: AppLanguage = .english,
        logger: Logger = Logger(label: "weather.fetcher")
    ) {
        var seen = Set<Int>()
        self.cityIDs = cityIDs.filter { seen.insert($0).inserted }
        self.networking = networking
        self.units = units
        self.language = language
        self.logger = logger
    }

    /// A producer that, each time it is started, fetches the cities' weather and sends one report
    /// and completes, or fails with why there is none.
    public func fetch() -> SignalProducer<WeatherReport, WeatherFetchError> {
        SignalProducer<Void, WeatherFetchError>(value: ()).flatMap(.concat) { [self] _ in
            guard !asksCityByCity.withLock({ $0 }) else { return fetchCityByCity() }
            return fetchGroup().flatMapError { [self] error in
                guard error.isRefusal else { return SignalProducer(error: error) }
                logger.notice("group request refused; asking city by city", metadata: ["error": "\(error)"])
                return fetchCityByCity().on(value: { [asksCityByCity] _ in asksCityByCity.withLock { $0 = true } })
            }
        }
        .on(value: { [logger] report in
            guard !report.missingCityIDs.isEmpty || report.skippedEntryCount > 0 else { return }
            logger.notice("weather answer incomplete", metadata: [
                "missing": "\(report.missingCityIDs)", "skipped entries": "\(report.skippedEntryCount)",
            ])
        })
    }

    private func query(_ scope: WeatherQuery.Scope) -> WeatherQuery {
        WeatherQuery(scope: scope, units: units, language: language)
    }

    private func fetchGroup() -> SignalProducer<WeatherReport, WeatherFetchError> {
        let groups = stride(from: 0, to: cityIDs.count, by: Self.groupSize).map { Array(cityIDs[$0..<min($0 + Self.groupSize, cityIDs.count)]) }
        return SignalProducer<[Int], WeatherFetchError>(groups)
            .flatMap(.concurrent(limit: Self.cityRequestsAtOnce)) { [self] group in
                networking.request(query(.group(group))).attemptMap { [units] body in WeatherAnswerDecoder.groupEntries(in: body, units: units) }
            }
            .collect()
            .attemptMap { [cityIDs] answers in Self.report(requestedIDs: cityIDs, entries: answers.flatMap { $0 }, requestCount: groups.count) }
    }

    private func fetchCityByCity() -> SignalProducer<WeatherReport, WeatherFetchError> {
        SignalProducer<Int, WeatherFetchError>(cityIDs)
            .flatMap(.concurrent(limit: Self.cityRequestsAtOnce)) { [self] id in
                networking.request(query(.city(id)))
                    .map { [units] body in WeatherAnswerDecoder.city(in: body, units: units) }
                    .flatMapError { error in error.isCityNotFound ? SignalProducer<City?, WeatherFetchError>.empty : SignalProducer(error: error) }
            }
            .collect()
            .attemptMap { [cityIDs] entries in Self.report(requestedIDs: cityIDs, entries: entries, requestCount: cityIDs.count) }
    }

    /// The report on `entries`, or ``WeatherFetchError/incorrectDataReturned`` when no city in
    /// it is usable.
    private static func report(requestedIDs: [Int], entries: [City?], requestCount: Int) -> Result<WeatherReport, WeatherFetchError> {
        let report = WeatherReport(requestedIDs: requestedIDs, entries: entries, requestCount: requestCount)
        return report.cities.isEmpty ? .failure(.incorrectDataReturned) : .success(report)
    }
}
