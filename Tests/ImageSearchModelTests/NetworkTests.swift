import AppSupport
import Foundation
import ImageSearchModel
import ReactiveCore
import Testing
import TestSupport

@Suite("Network")
struct NetworkTests {
    @Suite("asking for JSON")
    struct JSONRequests {
        @Test("sends a GET of the URL with the parameters as a query sorted by name")
        func sortedQuery() async throws {
            let transport = StubTransport(body: Data("{}".utf8))
            let run = EventRecorder(NetworkFixture.network(transport).requestJSON(
                url: NetworkFixture.apiURL, parameters: ["q": "sea", "key": NetworkFixture.apiKey, "page": "2", "lang": "en"]))
            #expect(await run.waitForTermination())
            let request = try #require(transport.requests.first)
            #expect(request.url.absoluteString == "http://gallery.test/api/?key=\(NetworkFixture.apiKey)&lang=en&page=2&q=sea")
        }

        @Test("percent-encodes Japanese text, ampersands, plus signs, equals signs, hashes and spaces")
        func encoding() async throws {
            let text = "山 & 海+空=晴れ#1/?"
            let transport = StubTransport(body: Data("{}".utf8))
            let run = EventRecorder(NetworkFixture.network(transport).requestJSON(url: NetworkFixture.apiURL, parameters: ["q": text, "a b": "c"]))
            #expect(await run.waitForTermination())
            let url = try #require(transport.requests.first?.url)
            #expect(url.query(percentEncoded: true) == "a%20b=c&q=%E5%B1%B1%20%26%20%E6%B5%B7%2B%E7%A9%BA%3D%E6%99%B4%E3%82%8C%231%2F%3F")
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
            #expect(items?.first { $0.name == "q" }?.value == text)
        }

        @Test("keeps a query the URL already has, before the parameters")
        func existingQuery() async throws {
            let transport = StubTransport(body: Data("{}".utf8))
            let run = EventRecorder(NetworkFixture.network(transport).requestJSON(url: "http://gallery.test/api/?v=2", parameters: ["page": "1"]))
            #expect(await run.waitForTermination())
            #expect(transport.requests.first?.url.absoluteString == "http://gallery.test/api/?v=2&page=1")
        }

        @Test("asks for JSON, with the JSON body limit and the network's timeout")
        func requestShape() async throws {
            let transport = StubTransport(body: Data("{}".utf8))
            let run = EventRecorder(NetworkFixture.network(transport, timeout: 3).requestJSON(url: NetworkFixture.apiURL, parameters: [:]))
            #expect(await run.waitForTermination())
            let request = try #require(transport.requests.first)
            #expect(request.headers["Accept"] == "application/json")
            #expect(request.maximumBodySize == Network.maximumJSONBodySize)
            #expect(request.timeout == 3)
        }

        @Test("sends the body of a successful answer, then completes")
        func body() async {
            let json = Data(#"{"totalHits":0,"hits":[]}"#.utf8)
            let run = EventRecorder(NetworkFixture.network(StubTransport(body: json)).requestJSON(url: NetworkFixture.apiURL, parameters: [:]))
            #expect(await run.waitForTermination())
            #expect(run.values == [json])
            #expect(run.isCompleted)
        }

        @Test("an answer of zero bytes is incorrect data")
        func emptyBody() async {
            let run = EventRecorder(NetworkFixture.network(StubTransport(body: Data())).requestJSON(url: NetworkFixture.apiURL, parameters: [:]))
            #expect(await run.waitForTermination())
            #expect(run.error == .incorrectDataReturned)
        }

        @Test(
            "a URL that is not an absolute http or https URL is incorrect data, and nothing is sent",
            arguments: ["ftp://gallery.test/api/", "file:///etc/passwd", "/api/", "not a url", "http://", "javascript:alert(1)"])
        func badURL(url: String) async {
            let transport = StubTransport(body: Data("{}".utf8))
            let run = EventRecorder(NetworkFixture.network(transport).requestJSON(url: url, parameters: ["q": "x"]))
            #expect(await run.waitForTermination())
            #expect(run.error == .incorrectDataReturned)
            #expect(transport.requests.isEmpty)
        }
    }

    @Suite("answers with an error status")
    struct ErrorStatuses {
        /// The error `requestJSON` fails with when the server answers `status`, `headers` and `body`.
        static func error(status: Int, headers: [String: String] = [:], body: String = "") async -> NetworkError? {
            let transport = StubTransport(status: status, headers: headers, body: Data(body.utf8))
            let run = EventRecorder(NetworkFixture.network(transport).requestJSON(url: NetworkFixture.apiURL, parameters: ["key": NetworkFixture.apiKey]))
            await run.waitForTermination()
            return run.error
        }

        /// The retry date of a 429 with `headers`, and the clock around the request.
        static func retryDelay(headers: [String: String]) async throws -> ClosedRange<TimeInterval> {
            let before = Date()
            let error = await error(status: 429, headers: headers, body: "[ERROR 429] Too many requests")
            let after = Date()
            guard case .rateLimited(let retryAt) = error else {
                Issue.record("expected rate-limited, got \(String(describing: error))")
                return 0...0
            }
            return retryAt.timeIntervalSince(after)...retryAt.timeIntervalSince(before)
        }

        @Test("429 is rate-limited until the reset time Pixabay's X-RateLimit-Reset gives")
        func rateLimitReset() async throws {
            let delay = try await Self.retryDelay(headers: ["X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "30"])
            #expect(delay.contains(30))
        }

        @Test("429 prefers Retry-After, in seconds or as an HTTP date")
        func retryAfter() async throws {
            let seconds = try await Self.retryDelay(headers: ["Retry-After": "120", "X-RateLimit-Reset": "30"])
            #expect(seconds.contains(120))
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
            let date = try await Self.retryDelay(headers: ["Retry-After": formatter.string(from: Date().addingTimeInterval(600))])
            // The date names a moment to the second, 600 s after the request began: measured from
            // the request's start, the wait is 599–600 s however long the request took (a request
            // slowed by a busy machine made the measure from its end too short, seen in CI).
            #expect(date.upperBound > 598 && date.upperBound <= 600)
        }

        /// 429 headers that say nothing usable or too much, and the wait they give.
        static let unusableHeaders: [([String: String], TimeInterval)] = [
            (["X-RateLimit-Reset": "nan"], 60), (["X-RateLimit-Reset": "inf"], 60), (["X-RateLimit-Reset": "-5"], 60),
            (["Retry-After": "soon"], 60), ([:], 60), (["X-RateLimit-Reset": "1e12"], HTTPResponse.longestRetryDelay),
        ]

        @Test("429 with headers that say nothing usable waits a minute; a huge one waits an hour at most", arguments: unusableHeaders)
        func unusableRateLimitHeaders(headers: [String: String], expected: TimeInterval) async throws {
            let delay = try await Self.retryDelay(headers: headers)
            #expect(delay.contains(expected))
        }

        @Test("other 4xx are rejections with the server's explanation, without Pixabay's [ERROR nnn] prefix")
        func rejection() async {
            #expect(await Self.error(status: 400, body: "[ERROR 400] Invalid or missing API key") == .requestRejected(statusCode: 400, message: "Invalid or missing API key"))
            #expect(await Self.error(status: 404, body: "Not found") == .requestRejected(statusCode: 404, message: "Not found"))
            #expect(await Self.error(status: 403) == .requestRejected(statusCode: 403, message: ""))
        }

        @Test("an HTML error page gives a rejection with no message")
        func htmlRejection() async {
            let page = "<!DOCTYPE html><html><body><h1>Forbidden</h1></body></html>"
            #expect(await Self.error(status: 403, headers: ["Content-Type": "text/html; charset=utf-8"], body: "Forbidden") == .requestRejected(statusCode: 403, message: ""))
            #expect(await Self.error(status: 403, body: "\n  " + page) == .requestRejected(statusCode: 403, message: ""))
        }

        @Test("the explanation loses control characters, escape sequences' introducers and bidi overrides")
        func sanitisedMessage() async {
            let body = "[ERROR 400]\u{1B}[31m Bad\u{9B}2J \u{202E}request\r\n\t\u{7}now\u{200B}!\u{0}"
            #expect(await Self.error(status: 400, body: body) == .requestRejected(statusCode: 400, message: "[31m Bad 2J request now!"))
        }

        @Test("the explanation never holds the API key, even when the server echoes it or hides it behind invisible marks")
        func redactedMessage() async throws {
            let split = NetworkFixture.apiKey.prefix(4) + "\u{200B}" + NetworkFixture.apiKey.dropFirst(4)
            let body = "[ERROR 400] key \(NetworkFixture.apiKey) refused; \(split) also; see https://x.test/?key=other-secret"
            let error = try #require(await Self.error(status: 400, body: body))
            guard case .requestRejected(_, let message) = error else {
                Issue.record("expected a rejection, got \(error)")
                return
            }
            #expect(!message.contains(NetworkFixture.apiKey))
            #expect(!message.contains("other-secret"))
            #expect(message == "key [redacted] refused; [redacted] also; see https://x.test/?key=[redacted]")
        }

        @Test("the explanation is cut to 200 characters")
        func longMessage() async throws {
            let error = try #require(await Self.error(status: 400, body: String(repeating: "言葉 ", count: 5_000)))
            guard case .requestRejected(_, let message) = error else {
                Issue.record("expected a rejection, got \(error)")
                return
            }
            #expect(message.count == 200)
            #expect(message.hasSuffix("…"))
        }

        @Test("5xx are server errors", arguments: [500, 502, 503, 599])
        func serverError(status: Int) async {
            #expect(await Self.error(status: status, body: "<html>oops</html>") == .serverError(statusCode: status))
        }

        @Test("statuses the model cannot use (informational, unfollowed redirects, nonsense) are incorrect data", arguments: [101, 301, 304, 600, 999])
        func unusableStatus(status: Int) async {
            #expect(await Self.error(status: status, body: "{}") == .incorrectDataReturned)
        }
    }

    @Suite("transport failures")
    struct TransportFailures {
        static let retryAt = Date(timeIntervalSince1970: 1_800_000_000)

        @Test(
            "each transport failure becomes the network error that says what happened",
            arguments: [
                (TransportError.notConnectedToInternet, NetworkError.notConnectedToInternet),
                (.internationalRoamingOff, .internationalRoamingOff),
                (.cannotReachServer(.timedOut), .notReachedServer),
                (.cannotReachServer(.cannotFindHost), .notReachedServer),
                (.cannotReachServer(.cannotConnect), .notReachedServer),
                (.cannotReachServer(.dnsFailure), .notReachedServer),
                (.connectionLost, .connectionLost),
                (.badURL, .incorrectDataReturned),
                (.badServerResponse, .incorrectDataReturned),
                (.bodyTooLarge(limit: 10), .incorrectDataReturned),
                (.rateLimited(until: retryAt), .rateLimited(retryAt: retryAt)),
                (.unknown(code: -1), .unknown),
            ])
        func mapping(failure: TransportError, expected: NetworkError) async {
            let network = NetworkFixture.network(StubTransport(failingWith: failure))
            let json = EventRecorder(network.requestJSON(url: NetworkFixture.apiURL, parameters: [:]))
            let image = EventRecorder(network.requestImage(url: NetworkFixture.apiURL))
            #expect(await json.waitForTermination())
            #expect(await image.waitForTermination())
            #expect(json.error == expected)
            #expect(image.error == expected)
        }
    }
}
