import AppSupport
import Dispatch
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore
import Testing
import TestSupport

extension NetworkTests {
    @Suite("threads and cancellation")
    struct Threading {
        @Test("requests are sent and answers delivered off the main queue, even when the transport answers at once")
        @MainActor
        func offMainQueue() async throws {
            #expect(MainQueue.isCurrent)
            let transport = StubTransport(body: try TestImages.jpeg(width: 8, height: 8))
            let network = NetworkFixture.network(transport)
            let image = EventRecorder(network.requestImage(url: "http://gallery.test/images/1_150.jpg"))
            let json = EventRecorder(network.requestJSON(url: NetworkFixture.apiURL, parameters: [:]))
            #expect(await image.waitForTermination())
            #expect(await json.waitForTermination())
            #expect(transport.sentOnMainQueue == [false, false])
            #expect(image.deliveredOnMainQueue == [false, false])
            #expect(json.deliveredOnMainQueue == [false, false])
        }

        @Test("images are decoded off the thread the transport answers on")
        func offCallbackThread() async throws {
            let callbackQueue = DispatchQueue(label: "transport-callbacks")
            let key = DispatchSpecificKey<Bool>()
            callbackQueue.setSpecific(key: key, value: true)
            let jpeg = try TestImages.jpeg(width: 8, height: 8)
            let transport = StubTransport(reply: { request in
                SignalProducer { observer, _ in
                    callbackQueue.async {
                        observer.send(value: HTTPResponse(url: request.url, statusCode: 200, body: jpeg))
                        observer.sendCompleted()
                    }
                }
            })
            let decodedOnCallbackQueue = Locked<[Bool]>([])
            let run = EventRecorder(NetworkFixture.network(transport).requestImage(url: "http://gallery.test/images/1_150.jpg")
                .on(value: { _ in decodedOnCallbackQueue.withLock { $0.append(DispatchQueue.getSpecific(key: key) == true) } }))
            #expect(await run.waitForTermination())
            #expect(run.values.count == 1)
            #expect(decodedOnCallbackQueue.withLock { $0 } == [false])
        }

        @Test("disposing a request cancels its transfer")
        func cancelTransfer() async {
            let exchange = Pending<HTTPResponse, TransportError>()
            let network = NetworkFixture.network(StubTransport(reply: { _ in exchange.producer }))
            let run = EventRecorder(network.requestImage(url: "http://gallery.test/images/1_640.jpg"))
            #expect(await eventually { exchange.isStarted })
            #expect(!exchange.isEnded)
            run.dispose()
            #expect(await eventually { exchange.isEnded })
        }

        @Test("disposing a request whose image has arrived but is not decoded yet drops the decode")
        func dropPendingDecode() async throws {
            // Request `late` gets its answer while the network's work queue is held by the start of
            // request `blocker`, so its decode waits in the queue; `late` is disposed, then the queue
            // is released. The blocker's own answer goes through the same queue after it.
            let late = Pending<HTTPResponse, TransportError>()
            let gate = DispatchSemaphore(value: 0)
            let blockerStarted = Locked(false)
            let transport = StubTransport(reply: { request in
                guard request.url.path.hasSuffix("blocker.jpg") else { return late.producer }
                return SignalProducer { observer, _ in
                    blockerStarted.withLock { $0 = true }
                    gate.wait()
                    observer.send(error: .connectionLost)
                }
            })
            let log = LogRecorder()
            let network = NetworkFixture.network(transport, log: log)
            let lateRun = EventRecorder(network.requestImage(url: "http://gallery.test/late.jpg"))
            #expect(await eventually { late.isStarted })
            let blockerRun = EventRecorder(network.requestImage(url: "http://gallery.test/blocker.jpg"))
            #expect(await eventually { blockerStarted.withLock { $0 } })

            late.answer(HTTPResponse(url: URL(string: "http://gallery.test/late.jpg")!, statusCode: 200, body: Data("not an image".utf8)))
            lateRun.dispose()
            gate.signal()

            #expect(await blockerRun.waitForTermination())
            #expect(blockerRun.error == .connectionLost)
            #expect(lateRun.values.isEmpty && lateRun.error == nil)
            #expect(!log.logged.contains { $0.line.contains("late.jpg") && $0.line.contains("not a usable image") })
        }
    }
}
