import AppSupport
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore
import Testing
import TestSupport

/// The model through the real URLSession transport against servers that misbehave — every
/// "bad input" case of issue 10 that reaches the model. Each case ends in one clear
/// ``NetworkError``, never in a crash, a hang or an answer taken for good.
@Suite("Against a misbehaving server")
struct StubServerIntegrationTests {
    static let apiKey = "stub-key-0123456789"

    /// The real network, with a short timeout for the servers that never answer.
    static func network(transport: (any HTTPTransport)? = nil, timeout: TimeInterval = 10) -> Network {
        Network(
            transport: transport ?? URLSessionTransport(userAgent: "ImageSearchModelTests"), redactor: SecretRedactor(secrets: [apiKey]),
            logger: LogRecorder().logger, timeout: timeout)
    }

    /// A search of the server at `base`.
    static func search(_ base: URL, network: Network = network()) -> SignalProducer<ResponseEntity, NetworkError> {
        ImageSearch(network: network, endpoint: PixabayEndpoint(baseURL: base, apiKey: apiKey, language: .english))
            .searchImages(text: "mountain", nextPageTrigger: .never)
    }

    /// How a search ends against a server that answers every request with `reply`.
    static func searchOutcome(_ reply: StubHTTPReply, timeout: TimeInterval = 10) async throws -> EventRecorder<ResponseEntity, NetworkError> {
        let server = try StubHTTPServer(replying: reply)
        let run = EventRecorder(search(server.baseURL, network: network(timeout: timeout)))
        #expect(await run.waitForTermination(timeout: .seconds(30)))
        return run
    }

    /// How an image request ends against a server that answers with `reply`.
    static func imageOutcome(_ reply: StubHTTPReply, fitting size: ImageSize? = ImageSize(width: 150, height: 150)) async throws -> EventRecorder<Image, NetworkError> {
        let server = try StubHTTPServer(replying: reply)
        let run = EventRecorder(network().requestImage(url: server.url("/images/1_150.jpg").absoluteString, fitting: size))
        #expect(await run.waitForTermination(timeout: .seconds(30)))
        return run
    }

    /// A JSON answer.
    static func json(_ text: String, status: Int = 200) -> StubHTTPReply {
        .answer(status: status, headers: ["Content-Type": "application/json"], text: text)
    }

    @Suite("connections")
    struct Connections {
        @Test("a refused connection has not reached the server")
        func refused() async throws {
            let port = try ClosedPort()
            let run = EventRecorder(StubServerIntegrationTests.search(port.baseURL))
            #expect(await run.waitForTermination(timeout: .seconds(30)))
            #expect(run.error == .notReachedServer)
        }

        @Test("a host name that does not resolve has not reached the server")
        func unknownHost() async {
            let run = EventRecorder(StubServerIntegrationTests.network().requestImage(url: "http://no-such-host.invalid/images/1_150.jpg"))
            #expect(await run.waitForTermination(timeout: .seconds(30)))
            #expect(run.error == .notReachedServer)
        }

        @Test("a reset connection, before or during the answer, is a lost connection")
        func reset() async throws {
            #expect(try await StubServerIntegrationTests.searchOutcome(.reset()).error == .connectionLost)
            let partial = StubHTTPReply.head(status: 200, bodyLength: 5_000) + Array(#"{"totalHits":500,"hits":[{"id":1,"#.utf8)
            #expect(try await StubServerIntegrationTests.searchOutcome(.reset(afterSending: partial)).error == .connectionLost)
        }

        @Test("a server that never answers times out as not reaching the server")
        func timeout() async throws {
            #expect(try await StubServerIntegrationTests.searchOutcome(.neverAnswer, timeout: 0.5).error == .notReachedServer)
        }

        @Test("a body cut short of its Content-Length is a lost connection, for JSON and images")
        func truncatedTransfer() async throws {
            let page = try PixabayJSON.data(PixabayJSON.page(totalHits: 500, count: 50))
            #expect(try await StubServerIntegrationTests.searchOutcome(.truncated(body: page, after: page.count / 2)).error == .connectionLost)
            let jpeg = try TestImages.jpeg(width: 150, height: 100)
            #expect(try await StubServerIntegrationTests.imageOutcome(.truncated(body: jpeg, after: jpeg.count / 2)).error == .connectionLost)
        }
    }

    @Suite("statuses")
    struct Statuses {
        @Test("a 400 with Pixabay's plain-text explanation is a rejection that carries it")
        func rejected() async throws {
            let reply = StubHTTPReply.answer(status: 400, headers: ["Content-Type": "text/plain"], text: "[ERROR 400] Invalid or missing API key")
            #expect(try await StubServerIntegrationTests.searchOutcome(reply).error == .requestRejected(statusCode: 400, message: "Invalid or missing API key"))
        }

        @Test("a 404 HTML page for an image is a rejection without a message")
        func htmlNotFound() async throws {
            let reply = StubHTTPReply.answer(status: 404, headers: ["Content-Type": "text/html"], text: "<html><body><h1>Not Found</h1></body></html>")
            #expect(try await StubServerIntegrationTests.imageOutcome(reply).error == .requestRejected(statusCode: 404, message: ""))
        }

        @Test("a 5xx is a server error", arguments: [500, 503])
        func serverError(status: Int) async throws {
            #expect(try await StubServerIntegrationTests.searchOutcome(.answer(status: status, text: "down")).error == .serverError(statusCode: status))
        }

        @Test("a 429 with X-RateLimit-* is rate-limited until the reset; behind the rate-limited transport nothing more is sent before it")
        func rateLimited() async throws {
            let headers = ["X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "45", "Content-Type": "text/plain"]
            let server = try StubHTTPServer(replying: .answer(status: 429, headers: headers, text: "[ERROR 429] Too many requests"))
            for transport in [URLSessionTransport(userAgent: "tests"), RateLimitedTransport(wrapping: URLSessionTransport(userAgent: "tests"))] as [any HTTPTransport] {
                let before = Date()
                let run = EventRecorder(StubServerIntegrationTests.search(server.baseURL, network: StubServerIntegrationTests.network(transport: transport)))
                #expect(await run.waitForTermination(timeout: .seconds(30)))
                guard case .rateLimited(let retryAt) = run.error else {
                    Issue.record("expected rate-limited, got \(String(describing: run.error))")
                    continue
                }
                #expect(retryAt >= before.addingTimeInterval(45) && retryAt <= Date().addingTimeInterval(45))
            }
            let limited = RateLimitedTransport(wrapping: URLSessionTransport(userAgent: "tests"))
            let network = StubServerIntegrationTests.network(transport: limited)
            let first = EventRecorder(StubServerIntegrationTests.search(server.baseURL, network: network))
            #expect(await first.waitForTermination(timeout: .seconds(30)))
            let requestsSoFar = server.requests.count
            let second = EventRecorder(StubServerIntegrationTests.search(server.baseURL, network: network))
            #expect(await second.waitForTermination(timeout: .seconds(30)))
            #expect(second.error == first.error)
            #expect(server.requests.count == requestsSoFar)
        }
    }

    @Suite("search answers")
    struct SearchAnswers {
        @Test(
            "malformed JSON, a page with fewer fields, an empty object or no bytes at all are incorrect data",
            arguments: [
                #"{"totalHits": 3, "hits": [{"id": 1,"#, "this is not json", "{}", "", #"{"totalHits":1,"hits":[{"id":1,"user":"x"}]}"#,
                #"{"total":1,"totalHits":1}"#,
            ])
        func undecodable(body: String) async throws {
            #expect(try await StubServerIntegrationTests.searchOutcome(StubServerIntegrationTests.json(body)).error == .incorrectDataReturned)
        }

        @Test("the search reaches the server as Pixabay's query, Japanese text percent-encoded, and its answer decodes")
        func request() async throws {
            let page = try PixabayJSON.data(PixabayJSON.page(totalHits: 2, count: 2))
            let server = try StubHTTPServer(replying: .answer(headers: ["Content-Type": "application/json"], body: page))
            let search = ImageSearch(network: StubServerIntegrationTests.network(), endpoint: PixabayEndpoint(baseURL: server.baseURL, apiKey: StubServerIntegrationTests.apiKey, language: .japanese))
            let run = EventRecorder(search.searchImages(text: "山", nextPageTrigger: .never))
            #expect(await run.waitForTermination(timeout: .seconds(30)))
            #expect(run.isCompleted && run.values.first?.images.count == 2)
            let request = try #require(server.requests.first)
            #expect(request.path == "/api/")
            #expect(request.query == "key=\(StubServerIntegrationTests.apiKey)&lang=ja&page=1&per_page=50&q=%E5%B1%B1&safesearch=true")
            #expect(request.header("Accept") == "application/json")
        }
    }

    @Suite("previews")
    struct Previews {
        @Test(
            "a preview that is an HTML page, a cut-off JPEG, zero bytes or garbage is incorrect data",
            arguments: [
                ("HTML", Data("<!DOCTYPE html><html><body>Please log in</body></html>".utf8)), ("zero bytes", Data()),
                ("garbage", Data((0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })),
            ])
        func notAnImage(_ name: String, body: Data) async throws {
            #expect(try await StubServerIntegrationTests.imageOutcome(.answer(headers: ["Content-Type": "image/jpeg"], body: body)).error == .incorrectDataReturned)
        }

        @Test("a JPEG cut off inside the file (the transfer complete) is incorrect data")
        func cutOffJPEG() async throws {
            let jpeg = try TestImages.jpeg(width: 150, height: 100)
            #expect(try await StubServerIntegrationTests.imageOutcome(.answer(body: jpeg.prefix(jpeg.count * 2 / 3))).error == .incorrectDataReturned)
        }

        @Test("headers claiming 30,000 × 30,000 pixels are refused before decoding")
        func hugeHeader() async throws {
            for body in [try TestImages.jpegClaiming(width: 30_000, height: 30_000), try TestImages.pngClaiming(width: 30_000, height: 30_000)] {
                #expect(try await StubServerIntegrationTests.imageOutcome(.answer(body: body)).error == .incorrectDataReturned)
            }
        }

        @Test("a good preview arrives fitted to the size asked for")
        func goodPreview() async throws {
            let run = try await StubServerIntegrationTests.imageOutcome(.answer(headers: ["Content-Type": "image/jpeg"], body: try TestImages.jpeg(width: 150, height: 100)), fitting: ImageSize(width: 60, height: 60))
            #expect(run.values.first?.size == ImageSize(width: 60, height: 40))
        }
    }
}
