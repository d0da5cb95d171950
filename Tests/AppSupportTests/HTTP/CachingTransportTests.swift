import AppSupport
import Foundation
import ReactiveCore
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

@Suite("CachingTransport")
struct CachingTransportTests {
    let folder = TemporaryDirectory()
    let clock = TestClock()
    let request = HTTPRequest(url: URL(string: "https://pixabay.com/api/?key=abc&q=cat")!)

    func caching(_ stub: StubTransport) -> CachingTransport {
        CachingTransport(wrapping: stub, cache: ResponseCache(directory: folder.url, maximumSize: 1 << 20, now: clock.now))
    }

    @Test("answers a repeated request from the cache without sending it again")
    func repeatedRequest() async throws {
        let stub = StubTransport(status: 200, text: "cats")
        let transport = caching(stub)
        let first = try #require(await outcome(of: transport.send(request))?.values.first)
        let second = try #require(await outcome(of: transport.send(request))?.values.first)
        #expect(first.source == .network)
        #expect(second.source == .cache)
        #expect(second.body == Data("cats".utf8))
        #expect(stub.started.count == 1)
    }

    @Test("the same request with another key or parameter order is answered from the cache")
    func equivalentRequest() async throws {
        let stub = StubTransport(status: 200, text: "cats")
        let transport = caching(stub)
        _ = await outcome(of: transport.send(HTTPRequest(url: URL(string: "https://pixabay.com/api/?key=abc&q=cat&page=1")!)))
        let again = await outcome(of: transport.send(HTTPRequest(url: URL(string: "https://pixabay.com/api/?page=1&q=cat&key=xyz")!)))
        #expect(again?.values.first?.source == .cache)
        #expect(stub.started.count == 1)
    }

    @Test("sends again after an error status or a failure", arguments: [
        Result<HTTPResponse, TransportError>.success(HTTPResponse(url: URL(string: "https://pixabay.com/api/")!, statusCode: 500)),
        .failure(.connectionLost),
    ])
    func notCached(answer: Result<HTTPResponse, TransportError>) async {
        let stub = StubTransport(answer: { _ in answer })
        let transport = caching(stub)
        _ = await outcome(of: transport.send(request))
        _ = await outcome(of: transport.send(request))
        #expect(stub.started.count == 2)
    }

    @Test("an expired entry is fetched again")
    func expired() async {
        let stub = StubTransport(status: 200, text: "cats")
        let transport = caching(stub)
        _ = await outcome(of: transport.send(request))
        clock.advance(by: CachePolicy.pixabayLifetime + 1)
        let again = await outcome(of: transport.send(request))
        #expect(again?.values.first?.source == .network)
        #expect(stub.started.count == 2)
    }

    @Test("looks up and answers off the caller's thread")
    func offCallersThread() async throws {
        let stub = StubTransport(status: 200, text: "cats")
        let transport = caching(stub)
        _ = await outcome(of: transport.send(request))
        let threads = await firstCallback { (resume: @escaping @Sendable ((caller: pthread_t, delivery: pthread_t)) -> Void) in
            let caller = pthread_self()
            transport.send(request).startWithResult { _ in resume((caller, pthread_self())) }
        }
        let seen = try #require(threads)
        #expect(pthread_equal(seen.caller, seen.delivery) == 0)
    }

    @Test("disposing an exchange sent to the network cancels it")
    func disposeMiss() async throws {
        let server = try StubHTTPServer(replying: .neverAnswer)
        let transport = CachingTransport(
            wrapping: URLSessionTransport(userAgent: "caching-tests"), cache: ResponseCache(directory: folder.url, maximumSize: 1 << 20, now: clock.now)
        )
        let run = transport.send(HTTPRequest(url: server.url("/api/?q=cat"))).start()
        #expect(await server.waitForRequests(1))
        run.dispose()
        #expect(await server.waitForClientDisconnections(1))
    }

    @Test("the apps' whole stack asks the server once for two identical requests")
    func wholeStack() async throws {
        let server = try StubHTTPServer(replying: .answer(
            headers: ["X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "99", "X-RateLimit-Reset": "60", "Cache-Control": "max-age=60"], text: "{}"))
        let rateLimited = RateLimitedTransport(
            wrapping: ConcurrencyLimitedTransport(wrapping: URLSessionTransport(userAgent: "stack-tests"), maximumConcurrentExchanges: 4), now: clock.now
        )
        let transport = CachingTransport(wrapping: rateLimited, cache: ResponseCache(directory: folder.url, maximumSize: 1 << 20, now: clock.now))
        let first = await outcome(of: transport.send(HTTPRequest(url: server.url("/api/?key=one&q=cat"))))
        let second = await outcome(of: transport.send(HTTPRequest(url: server.url("/api/?q=cat&key=two"))))
        #expect(first?.values.first?.source == .network)
        #expect(second?.values.first?.source == .cache)
        #expect(second?.values.first?.body == Data("{}".utf8))
        #expect(server.requests.count == 1)
        #expect(rateLimited.status.value?.remaining == 99)
    }
}
