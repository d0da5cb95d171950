import ReactiveCore
import Testing

@Suite("withLatest(from:)")
struct WithLatestTests {
    @Suite("Signal")
    struct SignalWithLatest {
        @Test("pairs each value with the latest value of the samplee")
        func pairs() {
            let (input, update, recorder) = pairingPipes { $0.withLatest(from: $1) }
            update.send(value: "a")
            input.send(value: 1)
            update.send(value: "b")
            update.send(value: "c")
            input.send(value: 2)
            input.send(value: 3)
            #expect(recorder.values == ["1a", "2c", "3c"])
        }

        @Test("drops values sent before the samplee has sent one")
        func dropsEarlyValues() {
            let (input, update, recorder) = pairingPipes { $0.withLatest(from: $1) }
            input.send(value: 1)
            update.send(value: "a")
            input.send(value: 2)
            #expect(recorder.values == ["2a"])
        }

        @Test("terminates with the source")
        func terminatesWithSource() {
            let (input, _, recorder) = pairingPipes { source, _ in source.withLatest(from: Signal<String, Never>.never) }
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("forwards the failure of the source")
        func failure() {
            let (input, _, recorder) = pairingPipes { source, _ in source.withLatest(from: Signal<String, Never>.never) }
            input.send(error: .boom)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("ignores the terminating events of the samplee and keeps its latest value")
        func ignoresSampleeTermination() {
            let (input, update, recorder) = pairingPipes { $0.withLatest(from: $1) }
            update.send(value: "a")
            update.sendInterrupted()
            input.send(value: 1)
            #expect(recorder.events == [.value("1a")])
        }

        @Test("samples a producer started when the signal is created and interrupted when it ends")
        func producerSamplee() {
            let samplee = ProducerProbe<String, Never>()
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<String, CombiningError>()
            source.withLatest(from: samplee.producer).map { "\($0)\($1)" }.observe(recorder.observer)
            #expect(samplee.startCount == 1)
            samplee.run().send(value: "z")
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value("1z"), .completed])
            #expect(samplee.endCount == 1)
        }
    }

    @Suite("SignalProducer")
    struct ProducerWithLatest {
        @Test("starts the samplee before the source")
        func startOrder() {
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer(values: 1, 2).withLatest(from: SignalProducer(value: "a")).map { "\($0)\($1)" }.start(recorder.observer)
            #expect(recorder.events == [.value("1a"), .value("2a"), .completed])
        }

        @Test("samples a signal")
        func signalSamplee() {
            let (samplee, update) = Signal<String, Never>.pipe()
            let source = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<String, Never>()
            source.producer.withLatest(from: samplee).map { "\($0)\($1)" }.start(recorder.observer)
            update.send(value: "q")
            source.run().send(value: 4)
            #expect(recorder.values == ["4q"])
        }

        @Test("completing the source interrupts the samplee run")
        func stopsSamplee() {
            let samplee = ProducerProbe<String, Never>()
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer<Int, Never>.empty.withLatest(from: samplee.producer).map { "\($0)\($1)" }.start(recorder.observer)
            #expect(recorder.events == [.completed])
            #expect(samplee.endCount == 1)
        }
    }
}
