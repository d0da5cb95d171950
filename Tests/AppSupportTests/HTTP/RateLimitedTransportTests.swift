import AppSupport
import Foundation
import ReactiveCore
import Testing
import TestSupport

@Suite("RateLimitedTransport")
struct RateLimitedTransportTests {
    let clock = TestClock()
    let request = HTTPRequest(url: URL(string: "https://pixabay.com/api/?key=k&q=cat")!)

    /// The outcome of one send through `transport` (all stubs here answer at once).
    func send(_ transport: RateLimitedTransport) -> Result<HTTPResponse, TransportError>? {
        let outcome = Locked<Result<HTTPResponse, TransportError>?>(nil)
        transport.send(request).startWithResult { result in outcome.withLock { $0 = result } }
        return outcome.withLock { $0 }
    }

    func seconds(_ seconds: TimeInterval) -> Date {
        clock.now().addingTimeInterval(seconds)
    }

    @Suite("status")
    struct Status {
        let fixture = RateLimitedTransportTests()

        @Test("is nil before any answer")
        func nilAtFirst() {
            let transport = RateLimitedTransport(wrapping: StubTransport(status: 200), now: fixture.clock.now)
            #expect(transport.status.value == nil)
        }

        @Test("publishes the limit, the remaining requests and the end of the window of each answer")
        func publishes() {
            let headers = ["X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "99", "X-RateLimit-Reset": "42"]
            let transport = RateLimitedTransport(wrapping: StubTransport(status: 200, headers: headers), now: fixture.clock.now)
            let seen = Locked<[RateLimitStatus?]>([])
            transport.status.signal.observeValues { status in seen.withLock { $0.append(status) } }
            _ = fixture.send(transport)
            let expected = RateLimitStatus(limit: 100, remaining: 99, resetsAt: fixture.seconds(42))
            #expect(transport.status.value == expected)
            #expect(seen.withLock { $0 } == [expected])
        }

        @Test("keeps the last status when an answer has no rate-limit fields")
        func keepsLast() {
            let stub = StubTransport(status: 200, headers: ["X-RateLimit-Remaining": "5"])
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            _ = fixture.send(transport)
            stub.answer { request in .success(HTTPResponse(url: request.url, statusCode: 200)) }
            _ = fixture.send(transport)
            #expect(transport.status.value == RateLimitStatus(remaining: 5))
        }

        @Test("ignores fields that are not numbers", arguments: ["-1", "many", "", "1e400", "nan"])
        func ignoresGarbage(text: String) {
            let headers = ["X-RateLimit-Limit": text, "X-RateLimit-Remaining": text, "X-RateLimit-Reset": text]
            let transport = RateLimitedTransport(wrapping: StubTransport(status: 200, headers: headers), now: fixture.clock.now)
            #expect(value(fixture.send(transport)) != nil)
            #expect(transport.status.value == nil)
            #expect(transport.blockedUntil == nil)
        }

        @Test("does not read answers that came from a cache")
        func ignoresCachedAnswers() {
            let stub = StubTransport(answer: { request in
                .success(HTTPResponse(url: request.url, statusCode: 200, headers: ["X-RateLimit-Remaining": "0"], source: .cache))
            })
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            #expect(value(fixture.send(transport)) != nil)
            #expect(transport.status.value == nil)
            #expect(transport.blockedUntil == nil)
        }
    }

    @Suite("HTTP 429")
    struct TooManyRequests {
        let fixture = RateLimitedTransportTests()

        @Test("fails with rate limited until the Retry-After seconds, and sends nothing before then")
        func retryAfterSeconds() {
            let stub = StubTransport(status: 429, headers: ["Retry-After": "30", "X-RateLimit-Reset": "50"])
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            let until = fixture.seconds(30)
            #expect(failure(fixture.send(transport)) == .rateLimited(until: until))
            fixture.clock.advance(by: 29)
            #expect(failure(fixture.send(transport)) == .rateLimited(until: until))
            #expect(stub.started.count == 1)
            #expect(transport.blockedUntil == until)
        }

        @Test("sends again once the block has passed")
        func unblocks() {
            let stub = StubTransport(status: 429, headers: ["Retry-After": "30"])
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            _ = fixture.send(transport)
            fixture.clock.advance(by: 30)
            stub.answer { request in .success(HTTPResponse(url: request.url, statusCode: 200)) }
            #expect(transport.blockedUntil == nil)
            #expect(value(fixture.send(transport))?.statusCode == 200)
            #expect(stub.started.count == 2)
        }

        @Test("reads a Retry-After date")
        func retryAfterDate() {
            let stub = StubTransport(status: 429, headers: ["Retry-After": "Tue, 14 Nov 2023 22:14:20 GMT"])
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            #expect(failure(fixture.send(transport)) == .rateLimited(until: Date(timeIntervalSince1970: 1_700_000_060)))
        }

        @Test("without Retry-After, waits for the X-RateLimit-Reset")
        func resetWithoutRetryAfter() {
            let transport = RateLimitedTransport(wrapping: StubTransport(status: 429, headers: ["X-RateLimit-Reset": "17"]), now: fixture.clock.now)
            #expect(failure(fixture.send(transport)) == .rateLimited(until: fixture.seconds(17)))
        }

        @Test("without any hint, waits a minute")
        func defaultDelay() {
            let transport = RateLimitedTransport(wrapping: StubTransport(status: 429), now: fixture.clock.now)
            #expect(failure(fixture.send(transport)) == .rateLimited(until: fixture.seconds(HTTPResponse.defaultRetryDelay)))
        }

        @Test("never blocks for more than an hour, whatever the server says")
        func boundedBlock() {
            let transport = RateLimitedTransport(wrapping: StubTransport(status: 429, headers: ["Retry-After": "99999999"]), now: fixture.clock.now)
            #expect(failure(fixture.send(transport)) == .rateLimited(until: fixture.seconds(HTTPResponse.longestRetryDelay)))
        }

        @Test("a shorter block does not end a longer one early")
        func keepsLongerBlock() {
            let stub = StubTransport()
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            transport.send(fixture.request).start()
            let log = EventRecorder(transport.send(fixture.request))
            stub.started[0].answer(HTTPResponse(url: fixture.request.url, statusCode: 429, headers: ["Retry-After": "100"]))
            stub.started[1].answer(HTTPResponse(url: fixture.request.url, statusCode: 429, headers: ["Retry-After": "10"]))
            #expect(log.events.map(\.error) == [.rateLimited(until: fixture.seconds(100))])
            #expect(transport.blockedUntil == fixture.seconds(100))
        }
    }

    @Suite("remaining 0")
    struct Exhausted {
        let fixture = RateLimitedTransportTests()

        @Test("delivers the answer, then blocks until the reset")
        func blocksAfterLastAllowed() {
            let stub = StubTransport(status: 200, headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "20"], text: "last")
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            #expect(value(fixture.send(transport))?.body == Data("last".utf8))
            #expect(failure(fixture.send(transport)) == .rateLimited(until: fixture.seconds(20)))
            #expect(stub.started.count == 1)
            fixture.clock.advance(by: 20)
            #expect(value(fixture.send(transport)) != nil)
            #expect(stub.started.count == 2)
        }

        @Test("obeys a Retry-After the answer carries")
        func retryAfter() {
            let stub = StubTransport(status: 200, headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "20", "Retry-After": "45"])
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            _ = fixture.send(transport)
            #expect(transport.blockedUntil == fixture.seconds(45))
        }

        @Test("with requests remaining, nothing is blocked")
        func notBlocked() {
            let stub = StubTransport(status: 200, headers: ["X-RateLimit-Remaining": "1", "X-RateLimit-Reset": "20"])
            let transport = RateLimitedTransport(wrapping: stub, now: fixture.clock.now)
            _ = fixture.send(transport)
            #expect(value(fixture.send(transport)) != nil)
            #expect(stub.started.count == 2)
        }
    }

    @Test("passes failures and disposal through")
    func passesThrough() {
        let stub = StubTransport()
        let transport = RateLimitedTransport(wrapping: stub, now: clock.now)
        let log = EventRecorder(transport.send(request))
        stub.started[0].fail(.connectionLost)
        #expect(log.events.map(\.error) == [.connectionLost])
        let run = transport.send(request).start()
        run.dispose()
        #expect(stub.started[1].isOver)
    }
}
