import ReactiveCore
import Testing

@Suite("logEvents")
struct LogEventsTests {
    /// Every line the logger was called with.
    final class Log {
        var lines: [String] = []

        var logger: EventLogger {
            { [unowned self] identifier, event, _, function, _ in
                lines.append("[\(identifier)] \(event) in \(function)")
            }
        }
    }

    @Test("a signal logs its values and termination with the identifier and call site")
    func signal() {
        let log = Log()
        let (signal, observer) = Signal<Int, ClientError>.pipe()
        signal.logEvents(identifier: "numbers", logger: log.logger).observe { _ in }
        observer.send(value: 1)
        observer.send(error: .failed)
        #expect(log.lines == [
            "[numbers] value 1 in signal()",
            "[numbers] failed failed in signal()",
            "[numbers] terminated in signal()",
            "[numbers] disposed in signal()",
        ])
    }

    @Test("a producer logs the start of each run and only the kinds of event asked for")
    func producer() {
        let log = Log()
        SignalProducer<Int, Never>(values: 1, 2)
            .logEvents(identifier: "p", events: [.starting, .started, .completed], logger: log.logger)
            .start()
        #expect(log.lines == ["[p] starting in producer()", "[p] completed in producer()", "[p] started in producer()"])
    }

    @Test("the default logger and the full list of event kinds are public")
    func defaults() {
        #expect(LoggingEvent.Signal.allCases.count == 6)
        #expect(Set(LoggingEvent.SignalProducer.allCases).contains(.interrupted))
        defaultEventLog(identifier: "id", event: "value 1", fileName: "File.swift", functionName: "f()", lineNumber: 1)
        SignalProducer<Int, Never>(value: 1).logEvents(events: []).start()
    }
}
