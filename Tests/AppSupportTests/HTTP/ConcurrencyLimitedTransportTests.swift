import AppSupport
import Foundation
import ReactiveCore
import Testing
import TestSupport

@Suite("ConcurrencyLimitedTransport")
struct ConcurrencyLimitedTransportTests {
    let stub = StubTransport()

    func request(_ index: Int) -> HTTPRequest {
        HTTPRequest(url: URL(string: "http://example.test/\(index)")!)
    }

    func urls(_ indices: [Int]) -> [URL] {
        indices.map { request($0).url }
    }

    func answer(_ exchange: StubTransport.Exchange) {
        exchange.answer(HTTPResponse(url: exchange.request.url, statusCode: 200))
    }

    @Suite("queueing")
    struct Queueing {
        let fixture = ConcurrencyLimitedTransportTests()

        @Test("starts at most the maximum number of exchanges; the others wait")
        func boundsExchanges() {
            let limited = ConcurrencyLimitedTransport(wrapping: fixture.stub, maximumConcurrentExchanges: 2)
            let runs = (0..<5).map { limited.send(fixture.request($0)).start() }
            #expect(fixture.stub.startedURLs == fixture.urls([0, 1]))
            #expect(limited.exchangesInFlight == 2)
            #expect(limited.exchangesWaiting == 3)
            runs.forEach { $0.dispose() }
        }

        @Test("an answered exchange lets the longest-waiting one start, first in first out")
        func answeredStartsNext() {
            let limited = ConcurrencyLimitedTransport(wrapping: fixture.stub, maximumConcurrentExchanges: 2)
            let runs = (0..<5).map { limited.send(fixture.request($0)).start() }
            fixture.answer(fixture.stub.started[1])
            #expect(fixture.stub.startedURLs == fixture.urls([0, 1, 2]))
            fixture.answer(fixture.stub.started[0])
            fixture.answer(fixture.stub.started[2])
            #expect(fixture.stub.startedURLs == fixture.urls([0, 1, 2, 3, 4]))
            runs.forEach { $0.dispose() }
        }

        @Test("a failed exchange lets the next one start")
        func failedStartsNext() {
            let limited = ConcurrencyLimitedTransport(wrapping: fixture.stub, maximumConcurrentExchanges: 1)
            let runs = (0..<2).map { limited.send(fixture.request($0)).start() }
            fixture.stub.started[0].fail(.connectionLost)
            #expect(fixture.stub.startedURLs == fixture.urls([0, 1]))
            runs.forEach { $0.dispose() }
        }

        @Test("disposing a running exchange cancels it and lets the next one start")
        func disposedStartsNext() {
            let limited = ConcurrencyLimitedTransport(wrapping: fixture.stub, maximumConcurrentExchanges: 1)
            let runs = (0..<2).map { limited.send(fixture.request($0)).start() }
            runs[0].dispose()
            #expect(fixture.stub.started[0].isOver)
            #expect(fixture.stub.startedURLs == fixture.urls([0, 1]))
            runs[1].dispose()
        }

        @Test("disposing a waiting exchange removes it without sending it")
        func disposedWhileWaiting() {
            let limited = ConcurrencyLimitedTransport(wrapping: fixture.stub, maximumConcurrentExchanges: 1)
            let runs = (0..<3).map { limited.send(fixture.request($0)).start() }
            runs[1].dispose()
            #expect(limited.exchangesWaiting == 1)
            fixture.answer(fixture.stub.started[0])
            #expect(fixture.stub.startedURLs == fixture.urls([0, 2]))
            fixture.answer(fixture.stub.started[1])
            #expect(limited.exchangesInFlight == 0)
            #expect(limited.exchangesWaiting == 0)
        }
    }

    @Suite("events")
    struct Events {
        let fixture = ConcurrencyLimitedTransportTests()

        @Test("passes answers and failures on unchanged")
        func forwards() {
            let limited = ConcurrencyLimitedTransport(wrapping: fixture.stub, maximumConcurrentExchanges: 1)
            let answered = EventRecorder(limited.send(fixture.request(0)))
            let failed = EventRecorder(limited.send(fixture.request(1)))
            fixture.stub.started[0].answer(HTTPResponse(url: fixture.request(0).url, statusCode: 201, body: Data("zero".utf8)))
            fixture.stub.started[1].fail(.badServerResponse)
            #expect(answered.events.first?.value?.body == Data("zero".utf8))
            #expect(answered.events.last?.isCompleted == true)
            #expect(failed.events.map(\.error) == [.badServerResponse])
        }

        @Test("a long queue of exchanges that end as soon as they start drains without nesting")
        func drainsIteratively() {
            let limited = ConcurrencyLimitedTransport(wrapping: fixture.stub, maximumConcurrentExchanges: 1)
            let completions = Locked(0)
            let first = limited.send(fixture.request(-1)).start()
            for index in 0..<20_000 {
                limited.send(fixture.request(index)).startWithCompleted { completions.withLock { $0 += 1 } }
            }
            fixture.stub.answer { request in .success(HTTPResponse(url: request.url, statusCode: 200)) }
            first.dispose()
            #expect(completions.withLock { $0 } == 20_000)
            #expect(fixture.stub.highestConcurrency == 1)
        }
    }

    @Test("never runs more than the maximum while many threads send and dispose at once")
    func concurrentSendAndDispose() async {
        let stub = StubTransport(answer: { request in .success(HTTPResponse(url: request.url, statusCode: 200)) })
        let holding = StubTransport()
        let limited = ConcurrencyLimitedTransport(wrapping: stub, maximumConcurrentExchanges: 3)
        let held = ConcurrencyLimitedTransport(wrapping: holding, maximumConcurrentExchanges: 3)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<200 {
                        limited.send(HTTPRequest(url: URL(string: "http://example.test/\(task)/\(index)")!)).start()
                        let run = held.send(HTTPRequest(url: URL(string: "http://example.test/held/\(task)/\(index)")!)).start()
                        if index % 2 == 0 { run.dispose() }
                    }
                }
            }
        }
        #expect(stub.started.count == 1_600)
        #expect(stub.highestConcurrency <= 3)
        #expect(holding.highestConcurrency <= 3)
        #expect(held.exchangesInFlight == 3)
        #expect(held.exchangesWaiting + held.exchangesInFlight == 800)
    }
}
