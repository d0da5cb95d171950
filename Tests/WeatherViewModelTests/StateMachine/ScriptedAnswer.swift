import Foundation
import ReactiveCore
import WeatherModel
import WeatherTestSupport

/// How the test answers one request: with weather (a group answer for the cities it knows — the
/// twelve of `WeatherFixtures` — leaving out the last `missing` of them; for one city, the
/// weather, or 404 when `missing` is not 0 or the server does not know the city), or with one of
/// the failures a weather server gives. A value.
enum ScriptedAnswer: Sendable, Hashable, CustomStringConvertible {
    case weather(missing: Int)
    /// No answer in time.
    case timeout
    /// The connection broke before the answer was complete.
    case connectionCut
    /// HTTP 500.
    case serverError
    /// HTTP 429 with `Retry-After: seconds`.
    case rateLimited(retryAfter: Int)
    /// HTTP 200 with something that is not weather.
    case unreadable

    var description: String {
        switch self {
        case let .weather(missing): missing == 0 ? "weather" : "weather missing \(missing)"
        case .timeout: "timeout"
        case .connectionCut: "cut"
        case .serverError: "500"
        case let .rateLimited(retryAfter): "429 retry after \(retryAfter) s"
        case .unreadable: "unreadable"
        }
    }

    /// The failure it is on the wire at `now`, or nil for weather.
    func failure(at now: Date) -> WeatherFetchError? {
        switch self {
        case .weather: nil
        case .timeout: .serverNotReached(.timedOut)
        case .connectionCut: .connectionLost
        case .serverError: .serverError(statusCode: 500)
        case let .rateLimited(retryAfter): .rateLimited(retryAt: now.addingTimeInterval(TimeInterval(retryAfter)))
        case .unreadable: nil
        }
    }

    /// What the server sends for `query`, its cities' descriptions naming the answer `marker`.
    func result(for query: WeatherQuery, marker: Int, at now: Date) -> Result<Data, WeatherFetchError> {
        if let failure = failure(at: now) { return .failure(failure) }
        guard case let .weather(missing) = self else { return .success(Data("<html>not weather</html>".utf8)) }
        if case let .city(id) = query.scope, missing > 0 || !Self.knows(id) { return .failure(.requestRejected(statusCode: 404, message: "city not found")) }
        return .success(Self.body(BodyKey(scope: query.scope, marker: marker, missing: missing)))
    }

    /// What a weather answer is made of.
    private struct BodyKey: Hashable {
        let scope: WeatherQuery.Scope
        let marker: Int
        let missing: Int
    }

    /// The weather answers made so far: writing JSON took nearly half of a run's time, and the
    /// same few answers come back in every sequence.
    private static let bodies = Locked<[BodyKey: Data]>([:])

    private static func body(_ key: BodyKey) -> Data {
        if let body = bodies.withLock({ $0[key] }) { return body }
        let body = switch key.scope {
        case let .group(ids): WeatherFixtures.group(Array(entries(ids, marker: key.marker).dropLast(key.missing)))
        case let .city(id): WeatherFixtures.single(entries([id], marker: key.marker).first ?? [:])
        }
        bodies.withLock { $0[key] = body }
        return body
    }

    /// Whether the server knows city `id`: it knows the twelve.
    static func knows(_ id: Int) -> Bool {
        WeatherFixtures.cities.contains { $0.id == id }
    }

    /// The description of every city in an answer: which answer it came with.
    static func description(marker: Int) -> String {
        "answer \(marker)"
    }

    /// The entries of the cities of `ids` the server knows, in the order of `ids`.
    private static func entries(_ ids: [Int], marker: Int) -> [[String: Any]] {
        ids.compactMap { id in WeatherFixtures.cities.first { $0.id == id } }.map {
            WeatherFixtures.entry(id: $0.id, name: $0.name, weather: $0.weather, temperature: $0.temperature, description: description(marker: marker))
        }
    }
}
