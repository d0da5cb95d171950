import AppSupport
import Foundation
import Testing
import TestSupport
import WeatherModel
import WeatherTestSupport

/// The real `Network` over URLSession, against a Gallery of the test's own and against scripted
/// bad servers.
@Suite("Network over HTTP")
struct NetworkServerTests {
    static func network(_ base: URL, key: String = "test-key", timeout: TimeInterval = Network.requestTimeout) -> Network {
        Network(endpoint: WeatherEndpoint(baseURL: base, apiKey: key), transport: URLSessionTransport(userAgent: "weather-tests"), timeout: timeout)
    }

    @Suite("against the Gallery")
    struct AgainstGallery {
        @Test("fetches the twelve cities with one group request, in the units asked for")
        func twelveCities() async throws {
            let result = try await TestWeatherServer.with { server in
                await outcome(of: WeatherFetcher(networking: network(server.baseURL), units: .imperial).fetch())
            }
            let report = try #require(result?.single)
            #expect(report.cities.map(\.id) == WeatherNowCities.ids && report.requestCount == 1)
            #expect(report.cities.allSatisfy { $0.temperature?.units == .imperial && !$0.weather.isEmpty && $0.weatherDescription != nil })
            #expect(report.cities.first?.name == "Montreal" && report.cities.last?.name == "Tokyo")
        }

        @Test("asks city by city when the group names a city the server does not know, and leaves that one out")
        func unknownCity() async throws {
            let result = try await TestWeatherServer.with { server in
                await outcome(of: WeatherFetcher(networking: network(server.baseURL), cityIDs: [2_643_743, 1, 1_850_147]).fetch())
            }
            let report = try #require(result?.single)
            #expect(report.cities.map(\.name) == ["London", "Tokyo"] && report.missingCities == [MissingCity(id: 1, reason: .unknownID)] && report.requestCount == 3)
        }

        @Test("reports a key the server refuses, with its message")
        func refusedKey() async throws {
            let result = try await TestWeatherServer.with { server in
                await outcome(of: network(server.baseURL, key: "not a key!").request(WeatherQuery(scope: .city(2_643_743))))
            }
            #expect(result?.error == .invalidKey(message: "Invalid API key."))
        }
    }

    @Suite("against bad servers")
    struct AgainstBadServers {
        static func error(from reply: StubHTTPReply, timeout: TimeInterval = Network.requestTimeout) async throws -> WeatherFetchError? {
            let server = try StubHTTPServer(replying: reply)
            let result = await outcome(of: network(server.baseURL, timeout: timeout).request(WeatherQuery(scope: .group([1, 2]))))
            return try #require(result).error
        }

        @Test("reads OpenWeatherMap's error JSON and HTML error pages", arguments: [
            (StubHTTPReply.answer(status: 401, text: #"{"cod":401,"message":"Invalid API key."}"#), WeatherFetchError.invalidKey(message: "Invalid API key.")),
            (.answer(status: 404, text: #"{"cod":"404","message":"city not found"}"#), .requestRejected(statusCode: 404, message: "city not found")),
            (.answer(status: 403, headers: ["Content-Type": "text/html"], text: "<html><h1>Forbidden</h1></html>"), .requestRejected(statusCode: 403, message: "")),
            (.answer(status: 500, text: "<html>oops</html>"), .serverError(statusCode: 500)),
            (.answer(status: 503, text: ""), .serverError(statusCode: 503)),
        ])
        func statuses(reply: StubHTTPReply, expected: WeatherFetchError) async throws {
            #expect(try await Self.error(from: reply) == expected)
        }

        @Test("reads a 429 as rate-limited until the time Retry-After gives")
        func rateLimited() async throws {
            let before = Date()
            let error = try await Self.error(from: .answer(status: 429, headers: ["Retry-After": "30"], text: #"{"cod":429}"#))
            guard case let .rateLimited(retryAt?) = error else {
                Issue.record("not rate-limited with a time: \(String(describing: error))")
                return
            }
            #expect(retryAt >= before.addingTimeInterval(30) && retryAt <= Date().addingTimeInterval(30))
        }

        @Test("fails with incorrect data when the answer is not the weather", arguments: [
            StubHTTPReply.answer(text: "<html><body>Weather</body></html>"), .answer(text: #"{"cnt": 2, "list": [{"id": 1"#), .answer(text: "{}"),
            .raw(Array("HTTP/1.1 banana\r\n\r\n".utf8)),
        ])
        func notWeather(reply: StubHTTPReply) async throws {
            let server = try StubHTTPServer(replying: reply)
            let result = await outcome(of: WeatherFetcher(networking: network(server.baseURL), cityIDs: [1, 2]).fetch())
            #expect(try #require(result).error == .incorrectDataReturned)
        }

        @Test("says the server was not reached when nothing listens, or it does not answer in time")
        func unreachable() async throws {
            let closed = try ClosedPort()
            let refused = await outcome(of: network(closed.baseURL).request(WeatherQuery(scope: .city(1))))
            #expect(refused?.error == .serverNotReached(.cannotConnect))
            #expect(try await Self.error(from: .neverAnswer, timeout: 1) == .serverNotReached(.timedOut))
        }

        @Test("says the connection was lost when the answer breaks off")
        func truncated() async throws {
            #expect(try await Self.error(from: .truncated(body: WeatherFixtures.twelveCities, after: 100)) == .connectionLost)
        }

        @Test("refuses an answer larger than a megabyte")
        func tooLarge() async throws {
            let body = Data(repeating: 0x20, count: Network.maximumBodySize + 1)
            #expect(try await Self.error(from: .answer(body: body)) == .incorrectDataReturned)
        }
    }
}
