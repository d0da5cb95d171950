import AppSupport
import Foundation
import ImageSearchModel
import Testing
import TestSupport

extension NetworkTests {
    @Suite("logging")
    struct Logging {
        @Test("every request is logged at debug level with its URL redacted, and so is its answer")
        func requestsLogged() async {
            let log = LogRecorder()
            let network = NetworkFixture.network(StubTransport(body: Data("{}".utf8)), log: log)
            let run = EventRecorder(network.requestJSON(url: NetworkFixture.apiURL, parameters: ["key": NetworkFixture.apiKey, "q": "sea"]))
            #expect(await run.waitForTermination())
            let url = "http://gallery.test/api/?key=[redacted]&q=sea"
            #expect(log.logged.contains { $0.level == .debug && $0.message == "HTTP GET" && $0.metadata["url"] == url })
            #expect(log.logged.contains { $0.level == .debug && $0.message == "HTTP answer" && $0.metadata["status"] == "200" && $0.metadata["bytes"] == "2" })
        }

        @Test("failures are logged as notices with their cause, and the API key appears nowhere in the log")
        func failuresLogged() async {
            let log = LogRecorder()
            let parameters = ["key": NetworkFixture.apiKey]
            let answers: [StubTransport] = [
                StubTransport(status: 401, body: Data("[ERROR 401] \(NetworkFixture.apiKey) is not a key".utf8)),
                StubTransport(failingWith: .cannotReachServer(.cannotConnect)),
                StubTransport(body: Data("<html>\(NetworkFixture.apiKey)</html>".utf8)),
            ]
            for transport in answers {
                let network = NetworkFixture.network(transport, log: log)
                #expect(await EventRecorder(network.requestJSON(url: NetworkFixture.apiURL, parameters: parameters)).waitForTermination())
                #expect(await EventRecorder(network.requestImage(url: NetworkFixture.apiURL + "?key=" + NetworkFixture.apiKey)).waitForTermination())
            }
            let notices = log.logged.filter { $0.level == .notice }
            #expect(notices.contains { $0.metadata["cause"] == "HTTP status 401" })
            #expect(notices.contains { $0.metadata["cause"]?.contains("cannotConnect") == true })
            #expect(notices.contains { $0.metadata["cause"]?.hasPrefix("not a usable image (notAnImage)") == true })
            #expect(notices.allSatisfy { $0.metadata["url"]?.contains("key=[redacted]") == true })
            #expect(!log.logged.contains { $0.line.contains(NetworkFixture.apiKey) })
        }
    }
}
