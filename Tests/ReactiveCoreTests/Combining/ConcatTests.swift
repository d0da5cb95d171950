import ReactiveCore
import Testing

@Suite("concat and prefix")
struct ConcatTests {
    @Test("concat runs the next producer when the first completes")
    func concat() {
        let recorder = CombiningRecorder<Int, CombiningError>()
        SignalProducer<Int, CombiningError>(values: 1, 2).concat(SignalProducer(values: 3, 4)).start(recorder.observer)
        #expect(recorder.events == [.value(1), .value(2), .value(3), .value(4), .completed])
    }

    @Test("the next producer starts only when the first completes")
    func waitsForCompletion() {
        let first = ProducerProbe<Int, CombiningError>()
        let next = ProducerProbe<Int, CombiningError>()
        first.producer.concat(next.producer).start()
        #expect(next.startCount == 0)
        first.run().sendCompleted()
        #expect(next.startCount == 1)
    }

    @Test("a failure of the first producer ends the result without starting the next")
    func failure() {
        let next = ProducerProbe<Int, CombiningError>()
        let recorder = CombiningRecorder<Int, CombiningError>()
        SignalProducer<Int, CombiningError>(error: .boom).concat(next.producer).start(recorder.observer)
        #expect(recorder.events == [.failed(.boom)])
        #expect(next.startCount == 0)
    }

    @Test("concat(value:) appends a value")
    func concatValue() {
        let recorder = CombiningRecorder<Int, Never>()
        SignalProducer(value: 1).concat(value: 2).start(recorder.observer)
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("concat(error:) fails after the producer completes")
    func concatError() {
        let recorder = CombiningRecorder<Int, CombiningError>()
        SignalProducer<Int, CombiningError>(value: 1).concat(error: .other).start(recorder.observer)
        #expect(recorder.events == [.value(1), .failed(.other)])
    }

    @Test("concat accepts a signal as the next stream")
    func concatSignal() {
        let (signal, send) = Signal<Int, Never>.pipe()
        let recorder = CombiningRecorder<Int, Never>()
        SignalProducer(value: 1).concat(signal).start(recorder.observer)
        send.send(value: 2)
        send.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("prefix runs the given producer first")
    func prefix() {
        let recorder = CombiningRecorder<Int, Never>()
        SignalProducer(values: 3, 4).prefix(SignalProducer(values: 1, 2)).start(recorder.observer)
        #expect(recorder.values == [1, 2, 3, 4])
    }

    @Test("prefix(value:) sends the value first")
    func prefixValue() {
        let recorder = CombiningRecorder<Int, Never>()
        SignalProducer(value: 2).prefix(value: 1).start(recorder.observer)
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("interrupting during the first producer interrupts it and never starts the next")
    func disposal() {
        let first = ProducerProbe<Int, Never>()
        let next = ProducerProbe<Int, Never>()
        let recorder = CombiningRecorder<Int, Never>()
        first.producer.concat(next.producer).start(recorder.observer).dispose()
        #expect(recorder.events == [.interrupted])
        #expect(first.endCount == 1)
        #expect(next.startCount == 0)
    }

    @Test("every start runs both producers again")
    func cold() {
        let recorder = CombiningRecorder<Int, Never>()
        let producer = SignalProducer<Int, Never>(value: 1).concat(value: 2)
        producer.start(recorder.observer)
        producer.start(recorder.observer)
        #expect(recorder.values == [1, 2, 1, 2])
    }
}
