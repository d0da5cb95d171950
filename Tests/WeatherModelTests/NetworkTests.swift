import AppSupport
import Foundation
import Testing
import TestSupport
@testable import WeatherModel

@Suite("Network")
struct NetworkTests {
    static let key = "0123456789abcdef-SECRET"
    static let base = URL(string: "http://127.0.0.1:8080")!

    static func network(_ transport: StubTransport, base: URL = base, key: String = key, log: LogRecorder = LogRecorder()) -> Network {
        Network(
            endpoint: WeatherEndpoint(baseURL: base, apiKey: key), transport: transport,
            logger: log.logger, now: { Date(timeIntervalSince1970: 1_000) })
    }

    static func result(status: Int, body: String = "", headers: [String: String] = [:]) async throws -> EventRecorder<Data, WeatherFetchError> {
        try #require(await outcome(of: network(StubTransport(status: status, headers: headers, text: body)).request(WeatherQuery(scope: .city(1)))))
    }

    @Suite("building the request")
    struct Requests {
        @Test("asks for a group at /data/2.5/group with the ids, APPID, units and lang")
        func groupURL() async throws {
            let transport = StubTransport(status: 200, text: "{}")
            _ = await outcome(of: network(transport).request(WeatherQuery(scope: .group([6_077_243, 524_901]), units: .imperial, language: .japanese)))
            let request = try #require(transport.requests.first)
            #expect(request.url.absoluteString == "http://127.0.0.1:8080/data/2.5/group?id=6077243,524901&APPID=\(key)&units=imperial&lang=ja")
            #expect(request.headers["Accept"] == "application/json")
            #expect(request.timeout == Network.requestTimeout && request.maximumBodySize == Network.maximumBodySize)
        }

        @Test("asks for one city at /data/2.5/weather")
        func cityURL() {
            let url = network(StubTransport(status: 200)).url(for: WeatherQuery(scope: .city(2_643_743)))
            #expect(url?.absoluteString == "http://127.0.0.1:8080/data/2.5/weather?id=2643743&APPID=\(key)&units=metric&lang=en")
        }

        @Test("puts the API under the base URL's path, once", arguments: [
            ("http://host/proxy", "http://host/proxy/data/2.5/weather"), ("http://host/proxy/", "http://host/proxy/data/2.5/weather"),
            ("https://host/data/2.5", "https://host/data/2.5/weather"), ("https://host/data/2.5/", "https://host/data/2.5/weather"),
            ("http://host:81/?x=1#frag", "http://host:81/data/2.5/weather"),
        ])
        func basePaths(base: String, expected: String) throws {
            let url = try #require(network(StubTransport(status: 200), base: URL(string: base)!).url(for: WeatherQuery(scope: .city(1))))
            #expect(url.absoluteString.hasPrefix(expected + "?id=1&"))
        }

        @Test("percent-encodes a key with characters that would break the query")
        func keyEncoding() {
            let url = network(StubTransport(status: 200), key: "a&b=c d+é").url(for: WeatherQuery(scope: .city(1)))
            #expect(url?.query() == "id=1&APPID=a%26b%3Dc%20d%2B%C3%A9&units=metric&lang=en")
        }
    }

    @Suite("reading the answer")
    struct Answers {
        @Test("sends the body of a 2xx answer")
        func success() async throws {
            let result = try await result(status: 200, body: "{\"list\": []}")
            #expect(result.single == Data("{\"list\": []}".utf8))
        }

        @Test("takes an empty body, a redirect or an informational status for incorrect data", arguments: [(200, ""), (302, "moved"), (101, "")])
        func unusable(status: Int, body: String) async throws {
            #expect(try await result(status: status, body: body).error == .incorrectDataReturned)
        }

        @Test("reads a 401 as a refused key, with OpenWeatherMap's message")
        func invalidKey() async throws {
            let body = #"{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#
            #expect(try await result(status: 401, body: body).error
                == .invalidKey(message: "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."))
        }

        @Test("reads other 4xx answers as refusals, with the message when the body is OpenWeatherMap's JSON", arguments: [
            (404, #"{"cod":"404","message":"city not found"}"#, "city not found"), (400, #"{"cod":"400","message":"Nothing to geocode"}"#, "Nothing to geocode"),
            (403, "<html><body><h1>403 Forbidden</h1></body></html>", ""), (404, "Not Found", ""), (418, #"{"message": 7}"#, ""),
        ])
        func rejected(status: Int, body: String, message: String) async throws {
            #expect(try await result(status: status, body: body).error == .requestRejected(statusCode: status, message: message))
        }

        @Test("reads a 429 as rate-limited, until the time Retry-After or X-RateLimit-Reset gives (at most an hour)", arguments: [
            ([:], nil), (["Retry-After": "120"], 1_120.0), (["Retry-After": "9999999"], 1_000.0 + 3_600), (["Retry-After": "soon"], nil),
            (["Retry-After": "-5"], nil), (["X-RateLimit-Reset": "30"], 1_030.0),
        ] as [([String: String], Double?)])
        func rateLimited(headers: [String: String], retryAt: Double?) async throws {
            let result = try await result(status: 429, body: #"{"cod":429,"message":"Your account is temporary blocked"}"#, headers: headers)
            #expect(result.error == .rateLimited(retryAt: retryAt.map { Date(timeIntervalSince1970: $0) }))
        }

        @Test("reads 5xx answers as the server's failure, whatever the body", arguments: [
            (500, "<html>Internal Server Error</html>"), (502, #"{"cod":502,"message":"bad gateway"}"#), (503, ""),
        ])
        func serverError(status: Int, body: String) async throws {
            #expect(try await result(status: status, body: body).error == .serverError(statusCode: status))
        }

        @Test("turns the transport's failures into fetch errors", arguments: [
            (TransportError.cannotReachServer(.timedOut), WeatherFetchError.serverNotReached(.timedOut)),
            (.cannotReachServer(.cannotConnect), .serverNotReached(.cannotConnect)), (.notConnectedToInternet, .notConnectedToInternet),
            (.internationalRoamingOff, .notConnectedToInternet), (.connectionLost, .connectionLost), (.badServerResponse, .incorrectDataReturned),
            (.bodyTooLarge(limit: 10), .incorrectDataReturned), (.rateLimited(until: Date(timeIntervalSince1970: 5)), .rateLimited(retryAt: Date(timeIntervalSince1970: 5))),
            (.badURL, .unknown(code: -1)), (.unknown(code: -1_001), .unknown(code: -1_001)),
        ])
        func transportErrors(error: TransportError, expected: WeatherFetchError) async throws {
            let transport = StubTransport(failingWith: error)
            #expect(try #require(await outcome(of: network(transport).request(WeatherQuery(scope: .city(1))))).error == expected)
        }
    }

    @Suite("keeping the server's messages harmless")
    struct Messages {
        @Test("removes escape sequences, control and format characters, and joins the lines")
        func controlCharacters() async throws {
            let body = #"{"message": "bad\u001b[31m key\u0007\n\tnow\u202eevil"}"#
            #expect(try await result(status: 401, body: body).error == .invalidKey(message: "bad [31m key nowevil"))
        }

        @Test("keeps at most 200 characters")
        func length() async throws {
            let result = try await result(status: 400, body: "{\"message\": \"\(String(repeating: "x", count: 1_000))\"}")
            guard case let .requestRejected(_, message) = result.error else { Issue.record("not a refusal: \(String(describing: result.error))"); return }
            #expect(message.count == WeatherFetchError.maximumMessageLength && message.hasSuffix("…"))
        }

        @Test("never lets the key out, in errors or in the log")
        func keyRedacted() async throws {
            let log = LogRecorder()
            let transport = StubTransport(status: 401, text: "{\"message\": \"Invalid API key \(key) for \(base)/data/2.5/weather?id=1&APPID=\(key)\"}")
            let result = try #require(await outcome(of: network(transport, log: log).request(WeatherQuery(scope: .city(1)))))
            let error = try #require(result.error)
            #expect(!"\(error)".contains(key) && !error.description(in: .japanese).contains(key))
            #expect(!log.lines.isEmpty && log.lines.allSatisfy { !$0.contains(key) }, "\(log.lines)")
            #expect(log.lines.contains { $0.contains("APPID=[redacted]") })
        }
    }
}
