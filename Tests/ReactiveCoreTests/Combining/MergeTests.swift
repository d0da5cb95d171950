import ReactiveCore
import Testing

@Suite("merge")
struct MergeTests {
    @Suite("Signal")
    struct SignalMerge {
        @Test("forwards the values of all signals in the order they arrive")
        func forwardsValues() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            Signal.merge(a, b).observe(recorder.observer)
            sendA.send(value: 1)
            sendB.send(value: 2)
            sendA.send(value: 3)
            #expect(recorder.values == [1, 2, 3])
        }

        @Test("merges a sequence of signals")
        func sequence() {
            let pipes = (0..<4).map { _ in Signal<Int, Never>.pipe() }
            let recorder = CombiningRecorder<Int, Never>()
            Signal.merge(pipes.map(\.output)).observe(recorder.observer)
            for (index, pipe) in pipes.enumerated() { pipe.input.send(value: index) }
            #expect(recorder.values == [0, 1, 2, 3])
        }

        @Test("completes when every signal has completed")
        func completion() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            a.merge(with: b).observe(recorder.observer)
            sendA.sendCompleted()
            #expect(!recorder.isTerminated)
            sendB.send(value: 1)
            sendB.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("fails as soon as one signal fails")
        func failure() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            Signal.merge(a, b).observe(recorder.observer)
            sendA.send(error: .boom)
            sendB.send(value: 1)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("an interrupted signal counts as completed")
        func interruptionCountsAsCompletion() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            Signal.merge(a, b).observe(recorder.observer)
            sendA.sendInterrupted()
            sendB.send(value: 2)
            sendB.sendCompleted()
            #expect(recorder.events == [.value(2), .completed])
        }

        @Test("merging no signals completes at once")
        func empty() {
            let recorder = CombiningRecorder<Int, Never>()
            Signal<Int, Never>.merge([Signal<Int, Never>]()).observe(recorder.observer)
            #expect(recorder.isTerminated)
            #expect(recorder.values.isEmpty)
        }
    }

    @Suite("SignalProducer")
    struct ProducerMerge {
        @Test("starts the producers in order and forwards their values as they come")
        func synchronous() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer.merge([SignalProducer(values: 1, 2), SignalProducer(values: 3, 4)]).start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(2), .value(3), .value(4), .completed])
        }

        @Test("merges any producer-convertible inputs")
        func convertibles() {
            let (signal, send) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer.merge(SignalProducer(value: 1), signal, SignalProducer(value: 2)).start(recorder.observer)
            send.send(value: 3)
            #expect(recorder.values == [1, 2, 3])
            send.sendCompleted()
            #expect(recorder.isCompleted)
        }

        @Test("merge(with:) merges two producers")
        func mergeWith() {
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(value: 1).merge(with: SignalProducer(value: 2)).start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("a failing input interrupts the others")
        func failureInterruptsOthers() {
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.merge(with: SignalProducer(error: .boom)).start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
            #expect(probe.endCount == 1)
        }

        @Test("interrupting the run interrupts every input")
        func disposal() {
            let a = ProducerProbe<Int, Never>()
            let b = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer.merge(a.producer, b.producer).start(recorder.observer).dispose()
            #expect(recorder.events == [.interrupted])
            #expect(a.endCount == 1 && b.endCount == 1)
        }

        @Test("merges ten producers")
        func tenInputs() {
            let p = (0..<10).map { SignalProducer<Int, Never>(value: $0) }
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer.merge(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9]).start(recorder.observer)
            #expect(recorder.values == Array(0..<10))
            #expect(recorder.isCompleted)
        }
    }
}
