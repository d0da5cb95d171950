import ReactiveCore
import Testing

@Suite("sample")
struct SampleTests {
    @Suite("Signal.sample(with:)")
    struct SampleWith {
        @Test("sends the latest value with each value of the sampler")
        func samples() {
            let (input, tick, recorder) = pairingPipes { $0.sample(with: $1) }
            input.send(value: 1)
            input.send(value: 2)
            tick.send(value: "a")
            tick.send(value: "b")
            input.send(value: 3)
            tick.send(value: "c")
            #expect(recorder.values == ["2a", "2b", "3c"])
        }

        @Test("sends nothing while the source has sent no value")
        func nothingBeforeFirstValue() {
            let (input, tick, recorder) = pairingPipes { $0.sample(with: $1) }
            tick.send(value: "a")
            #expect(recorder.events.isEmpty)
            withExtendedLifetime(input) {}
        }

        @Test("keeps sampling the latest value after the source completed")
        func afterSourceCompletion() {
            let (input, tick, recorder) = pairingPipes { $0.sample(with: $1) }
            input.send(value: 1)
            input.sendCompleted()
            tick.send(value: "a")
            #expect(recorder.events == [.value("1a")])
        }

        @Test("completes when both the source and the sampler have completed")
        func completion() {
            let (input, tick, recorder) = pairingPipes { $0.sample(with: $1) }
            tick.sendCompleted()
            #expect(!recorder.isTerminated)
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("forwards the failure of the source")
        func failure() {
            let (input, _, recorder) = pairingPipes { source, _ in source.sample(with: .never) }
            input.send(error: .boom)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("is interrupted when the sampler is interrupted")
        func samplerInterruption() {
            let (sampler, tick) = Signal<String, Never>.pipe()
            let recorder = CombiningRecorder<String, CombiningError>()
            Signal<Int, CombiningError>.never.sample(with: sampler).map { "\($0)\($1)" }.observe(recorder.observer)
            tick.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("is interrupted when the source is interrupted")
        func sourceInterruption() {
            let (input, _, recorder) = pairingPipes { source, _ in source.sample(with: .never) }
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("Signal.sample(on:)")
    struct SampleOn {
        @Test("sends the latest value each time the sampler fires")
        func samples() {
            let (source, input) = Signal<Int, Never>.pipe()
            let (sampler, tick) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            source.sample(on: sampler).observe(recorder.observer)
            tick.send(value: ())
            input.send(value: 1)
            tick.send(value: ())
            tick.send(value: ())
            input.sendCompleted()
            tick.sendCompleted()
            #expect(recorder.events == [.value(1), .value(1), .completed])
        }
    }

    @Suite("SignalProducer")
    struct ProducerSample {
        @Test("starts the source before the sampler")
        func startOrder() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(values: 1, 2).sample(on: SignalProducer<(), Never>(value: ())).start(recorder.observer)
            #expect(recorder.events == [.value(2), .completed])
        }

        @Test("samples with a signal")
        func signalSampler() {
            let (sampler, tick) = Signal<String, Never>.pipe()
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer(value: 7).sample(with: sampler).map { "\($0)\($1)" }.start(recorder.observer)
            tick.send(value: "x")
            tick.sendCompleted()
            #expect(recorder.events == [.value("7x"), .completed])
        }

        @Test("samples on a signal")
        func signalTrigger() {
            let (sampler, tick) = Signal<(), Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(value: 7).sample(on: sampler).start(recorder.observer)
            tick.send(value: ())
            #expect(recorder.values == [7])
        }

        @Test("interrupting the run interrupts the source and the sampler")
        func disposal() {
            let source = ProducerProbe<Int, Never>()
            let sampler = ProducerProbe<(), Never>()
            let recorder = CombiningRecorder<Int, Never>()
            source.producer.sample(on: sampler.producer).start(recorder.observer).dispose()
            #expect(recorder.events == [.interrupted])
            #expect(source.endCount == 1 && sampler.endCount == 1)
        }
    }
}
