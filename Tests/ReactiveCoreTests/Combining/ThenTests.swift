import ReactiveCore
import Testing

@Suite("then")
struct ThenTests {
    @Test("ignores the values of the producer and then forwards the replacement")
    func replaces() {
        let recorder = CombiningRecorder<String, CombiningError>()
        SignalProducer<Int, CombiningError>(values: 1, 2).then(SignalProducer<String, CombiningError>(value: "done")).start(recorder.observer)
        #expect(recorder.events == [.value("done"), .completed])
    }

    @Test("the replacement starts only when the producer completes")
    func waitsForCompletion() {
        let first = ProducerProbe<Int, Never>()
        let replacement = ProducerProbe<Int, Never>()
        first.producer.then(replacement.producer).start()
        first.run().send(value: 1)
        #expect(replacement.startCount == 0)
        first.run().sendCompleted()
        #expect(replacement.startCount == 1)
    }

    @Test("a failure of the producer is forwarded and the replacement never starts")
    func failure() {
        let replacement = ProducerProbe<Int, CombiningError>()
        let recorder = CombiningRecorder<Int, CombiningError>()
        SignalProducer<Int, CombiningError>(error: .boom).then(replacement.producer).start(recorder.observer)
        #expect(recorder.events == [.failed(.boom)])
        #expect(replacement.startCount == 0)
    }

    @Test("an interruption of the producer is forwarded")
    func interruption() {
        let first = ProducerProbe<Int, Never>()
        let recorder = CombiningRecorder<Int, Never>()
        first.producer.then(SignalProducer(value: 1)).start(recorder.observer)
        first.run().sendInterrupted()
        #expect(recorder.events == [.interrupted])
    }

    @Test("then(value:) sends the value after completion")
    func thenValue() {
        let recorder = CombiningRecorder<String, Never>()
        SignalProducer(values: 1, 2).then(value: "end").start(recorder.observer)
        #expect(recorder.events == [.value("end"), .completed])
    }

    @Test("a producer that cannot fail may be followed by one that can")
    func promotesSelf() {
        let recorder = CombiningRecorder<Int, CombiningError>()
        SignalProducer<Int, Never>(value: 1).then(SignalProducer<Int, CombiningError>(error: .other)).start(recorder.observer)
        #expect(recorder.events == [.failed(.other)])
    }

    @Test("a producer that can fail may be followed by one that cannot")
    func promotesReplacement() {
        let recorder = CombiningRecorder<String, CombiningError>()
        SignalProducer<Int, CombiningError>(value: 1).then(SignalProducer<String, Never>(value: "x")).start(recorder.observer)
        #expect(recorder.events == [.value("x"), .completed])
    }

    @Test("the replacement may be a signal")
    func signalReplacement() {
        let (signal, send) = Signal<Int, Never>.pipe()
        let recorder = CombiningRecorder<Int, Never>()
        SignalProducer<Int, Never>.empty.then(signal).start(recorder.observer)
        send.send(value: 3)
        #expect(recorder.values == [3])
    }

    @Test("interrupting the run interrupts the replacement")
    func disposal() {
        let replacement = ProducerProbe<Int, Never>()
        let recorder = CombiningRecorder<Int, Never>()
        let run = SignalProducer<Int, Never>.empty.then(replacement.producer).start(recorder.observer)
        run.dispose()
        #expect(recorder.events == [.interrupted])
        #expect(replacement.endCount == 1)
    }
}
