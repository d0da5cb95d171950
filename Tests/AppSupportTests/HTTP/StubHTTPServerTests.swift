import AppSupport
import Foundation
import Testing
import TestSupport

/// The stub server's own behaviour, seen through the transport the apps use.
@Suite("StubHTTPServer")
struct StubHTTPServerTests {
    let transport = URLSessionTransport(userAgent: "stub-server-tests")

    func send(_ url: URL, headers: [String: String] = [:]) async -> Result<HTTPResponse, TransportError>? {
        await outcome(of: transport.send(HTTPRequest(url: url, headers: headers)))?.result
    }

    @Test("records the method, path, query and headers of each request")
    func recordsRequests() async throws {
        let server = try StubHTTPServer(replying: .answer(text: "ok"))
        _ = await send(server.url("/api/?q=red%20fox&page=2"), headers: ["X-Test": "one"])
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/api/")
        #expect(request.query == "q=red%20fox&page=2")
        #expect(request.queryValue("q") == "red fox")
        #expect(request.queryItems.map(\.name) == ["q", "page"])
        #expect(request.header("x-test") == "one")
        #expect(request.header("Host") == "127.0.0.1:\(server.port)")
    }

    @Test("answers with the scripted replies in order, repeating the last")
    func repliesInOrder() async throws {
        let server = try StubHTTPServer(replies: [.answer(text: "first"), .answer(status: 500, text: "second")])
        var bodies: [String] = []
        for _ in 0..<3 {
            let response = try #require(value(await send(server.baseURL)))
            bodies.append(String(decoding: response.body, as: UTF8.self) + " \(response.statusCode)")
        }
        #expect(bodies == ["first 200", "second 500", "second 500"])
    }

    @Test("once stopped, refuses connections")
    func stopRefuses() async throws {
        let server = try StubHTTPServer(replying: .answer(text: "ok"))
        server.stop()
        #expect(await send(server.baseURL) == .failure(.cannotReachServer(.cannotConnect)))
        #expect(server.requests.isEmpty)
    }

    @Test("stops by itself when released")
    func stopsWhenReleased() async throws {
        var server: StubHTTPServer? = try StubHTTPServer(replying: .answer(text: "ok"))
        let url = try #require(server).baseURL
        server = nil
        #expect(await send(url) == .failure(.cannotReachServer(.cannotConnect)))
    }

    @Test("stopping closes the connections it holds open")
    func stopClosesHeldConnections() async throws {
        let server = try StubHTTPServer(replying: .neverAnswer)
        let outcome = await firstCallback { resume in
            transport.send(HTTPRequest(url: server.baseURL, timeout: 60)).startWithResult(resume)
            Task {
                _ = await server.waitForRequests(1)
                server.stop()
            }
        }
        #expect(outcome == .failure(.connectionLost))
    }

    @Test("a wait for requests that never come gives up after its timeout")
    func waitGivesUp() async throws {
        let server = try StubHTTPServer(replying: .answer(text: "ok"))
        #expect(await server.waitForRequests(1, within: .milliseconds(50)) == false)
    }
}
