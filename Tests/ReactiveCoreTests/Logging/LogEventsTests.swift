import ReactiveCore
import Testing

@Suite("logEvents")
struct LogEventsTests {
    /// A logger that records what it is told, from any thread.
    final class LogRecorder: Sendable {
        let lines = SyncRecorder<String>()

        var logger: EventLogger {
            { [lines] identifier, event, fileName, _, lineNumber in
                lines.append("\(identifier): \(event) @\(fileName.split(separator: "/").last ?? ""):\(lineNumber > 0)")
            }
        }
    }

    @Test("a disposed producer run logs its interruption, termination and disposal")
    func disposedRun() {
        let log = LogRecorder()
        let run = SignalProducer<Int, Never>.never.logEvents(identifier: "never", logger: log.logger).start()
        run.dispose()
        #expect(log.lines.items == [
            "never: starting @LogEventsTests.swift:true",
            "never: started @LogEventsTests.swift:true",
            "never: interrupted @LogEventsTests.swift:true",
            "never: terminated @LogEventsTests.swift:true",
            "never: disposed @LogEventsTests.swift:true",
        ])
    }

    @Test("every run of a producer is logged")
    func everyRun() {
        let log = LogRecorder()
        let producer = SignalProducer<Int, Never>(value: 7).logEvents(identifier: "p", events: [.value], logger: log.logger)
        producer.start()
        producer.start()
        #expect(log.lines.items == ["p: value 7 @LogEventsTests.swift:true", "p: value 7 @LogEventsTests.swift:true"])
    }

    @Test("a signal logs only the kinds asked for, and still forwards every event")
    func filteredSignal() {
        let log = LogRecorder()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.logEvents(identifier: "s", events: [.completed], logger: log.logger).observe(recorder.observer)
        input.send(value: 1)
        input.sendCompleted()
        #expect(log.lines.items == ["s: completed @LogEventsTests.swift:true"])
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("the kinds of events are listed by allCases")
    func kinds() {
        #expect(LoggingEvent.Signal.allCases.count == 6)
        #expect(LoggingEvent.SignalProducer.allCases.count == 8)
    }
}
