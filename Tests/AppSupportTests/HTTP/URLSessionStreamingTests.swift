@testable import AppSupport
import Foundation
import ReactiveCore
import Testing
import TestSupport

@Suite("URLSessionTransport streaming")
struct URLSessionStreamingTests {
    let transport = URLSessionTransport(userAgent: "streaming-tests/1.0")

    /// The events of a stream of `url`, once it ended.
    func events(_ url: URL, timeout: TimeInterval = 15, maximumBodySize: Int = 16 << 20) async -> EventRecorder<HTTPStreamEvent, TransportError> {
        let run = EventRecorder(transport.stream(HTTPRequest(url: url, timeout: timeout, maximumBodySize: maximumBodySize)))
        _ = await run.waitForTermination()
        return run
    }

    /// The body pieces among `events`, joined.
    func joinedBody(of run: EventRecorder<HTTPStreamEvent, TransportError>) -> Data {
        run.values.reduce(into: Data()) { body, event in
            if case .body(let piece) = event { body.append(piece) }
        }
    }

    @Test("sends the head first, then the body in pieces that make the whole, then completes")
    func headThenBody() async throws {
        let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        let server = try StubHTTPServer(replying: .answer(headers: ["Content-Type": "image/jpeg"], body: body))
        let run = await events(server.url("/big.jpg"))
        guard case .head(let head) = try #require(run.values.first) else { Issue.record("the first event is not the head"); return }
        #expect(head.statusCode == 200 && head.header("content-type") == "image/jpeg" && head.declaredBodyLength == body.count)
        #expect(run.values.dropFirst().allSatisfy { if case .body(let piece) = $0 { !piece.isEmpty } else { false } })
        #expect(run.values.count > 2, "a 300 KB body arrives in more than one piece")
        #expect(joinedBody(of: run) == body)
        #expect(run.isCompleted)
    }

    @Test("sends an error status's head like any other; the caller decides")
    func errorStatus() async throws {
        let server = try StubHTTPServer(replying: .answer(status: 404, text: "gone"))
        let run = await events(server.url("/missing.jpg"))
        guard case .head(let head) = try #require(run.values.first) else { Issue.record("no head"); return }
        #expect(head.statusCode == 404 && !head.isSuccess)
        #expect(run.isCompleted)
    }

    @Test("a body cut short fails with a lost connection after the pieces that came, never completes")
    func truncated() async throws {
        let server = try StubHTTPServer(replying: .truncated(body: Data(count: 100_000), after: 30_000))
        let run = await events(server.url("/"))
        #expect(run.error == .connectionLost)
        #expect(!run.isCompleted)
        #expect(joinedBody(of: run).count <= 30_000)
    }

    @Test("a server that stalls in the middle of the body times out")
    func stalls() async throws {
        let server = try StubHTTPServer(replying: .stall(body: Data(count: 10_000), after: 4_000))
        let run = await events(server.url("/"), timeout: 0.5)
        #expect(run.error == .cannotReachServer(.timedOut))
    }

    @Test("a body over the limit fails as soon as it passes it")
    func overLimit() async throws {
        let server = try StubHTTPServer(replying: .answer(headers: ["Transfer-Encoding": "chunked"], body: Data("4000\r\n".utf8) + Data(count: 0x4000) + Data("\r\n0\r\n\r\n".utf8)))
        let run = await events(server.url("/"), maximumBodySize: 1_000)
        #expect(run.error == .bodyTooLarge(limit: 1_000))
        #expect(joinedBody(of: run).count <= 1_000)
    }

    @Test("disposing the stream cancels the exchange, and nothing is sent after it")
    func disposeCancels() async throws {
        let server = try StubHTTPServer(replying: .stall(body: Data(count: 10_000), after: 4_000))
        let run = EventRecorder(transport.stream(HTTPRequest(url: server.url("/"), timeout: 600)))
        #expect(await run.wait { events in events.contains { if case .value(.body) = $0 { true } else { false } } })
        run.dispose()
        #expect(await server.waitForClientDisconnections(1))
        #expect(!run.events.contains { $0.isCompleted || $0.error != nil }, "events: \(run.events)")
    }

    @Test("events arrive off the main thread")
    func offMainThread() async throws {
        let server = try StubHTTPServer(replying: .answer(text: "ok"))
        let run = await events(server.url("/"))
        #expect(run.isCompleted)
        #expect(!run.deliveredOnMainQueue.contains(true))
    }
}
