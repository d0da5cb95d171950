import ReactiveCore
import Testing

@Suite("zip")
struct ZipTests {
    @Suite("Signal")
    struct SignalZip {
        @Test("pairs the values of two signals by position")
        func pairsByPosition() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<String, CombiningError>.pipe()
            let recorder = CombiningRecorder<String, CombiningError>()
            a.zip(with: b).map { "\($0)\($1)" }.observe(recorder.observer)
            sendA.send(value: 1)
            sendB.send(value: "a")
            sendB.send(value: "b")
            sendA.send(value: 2)
            #expect(recorder.values == ["1a", "2b"])
        }

        @Test("buffers the values of the faster input")
        func buffersFasterInput() {
            let (a, sendA) = Signal<Int, Never>.pipe()
            let (b, sendB) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            Signal.zip(a, b).map { $0 * 10 + $1 }.observe(recorder.observer)
            for value in 1...3 { sendA.send(value: value) }
            #expect(recorder.values.isEmpty)
            for value in 1...3 { sendB.send(value: value) }
            #expect(recorder.values == [11, 22, 33])
        }

        @Test("completes when an input completes with no value left to pair")
        func completesWhenExhausted() {
            let (a, sendA) = Signal<Int, Never>.pipe()
            let (b, sendB) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            a.zip(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendA.send(value: 1)
            sendB.send(value: 1)
            sendA.sendCompleted()
            #expect(recorder.events == [.value(2), .completed])
        }

        @Test("completes after the last pair when a completed input still had values")
        func completesAfterLastPair() {
            let (a, sendA) = Signal<Int, Never>.pipe()
            let (b, sendB) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            a.zip(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendA.send(value: 1)
            sendA.send(value: 2)
            sendA.sendCompleted()
            #expect(!recorder.isTerminated)
            sendB.send(value: 10)
            #expect(!recorder.isTerminated)
            sendB.send(value: 20)
            #expect(recorder.events == [.value(11), .value(22), .completed])
        }

        @Test("fails as soon as an input fails")
        func failure() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            a.zip(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendA.send(value: 1)
            sendA.send(error: .other)
            #expect(recorder.events == [.failed(.other)])
            withExtendedLifetime(sendB) {}
        }

        @Test("is interrupted as soon as an input is interrupted")
        func interruption() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            a.zip(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendB.sendInterrupted()
            #expect(recorder.events == [.interrupted])
            withExtendedLifetime(sendA) {}
        }

        @Test("zips three signals of different types")
        func threeInputs() {
            let (a, sendA) = Signal<Int, Never>.pipe()
            let (b, sendB) = Signal<String, Never>.pipe()
            let (c, sendC) = Signal<Bool, Never>.pipe()
            let recorder = CombiningRecorder<String, Never>()
            Signal.zip(a, b, c).map { "\($0)\($1)\($2)" }.observe(recorder.observer)
            sendA.send(value: 1)
            sendA.send(value: 2)
            sendB.send(value: "x")
            sendC.send(value: false)
            sendC.send(value: true)
            sendB.send(value: "y")
            #expect(recorder.values == ["1xfalse", "2ytrue"])
        }

        @Test("zips a sequence of signals into arrays in input order")
        func sequenceOfSignals() {
            let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
            let recorder = CombiningRecorder<[Int], Never>()
            Signal.zip(pipes.map(\.output)).observe(recorder.observer)
            for (index, pipe) in pipes.enumerated().reversed() { pipe.input.send(value: index) }
            #expect(recorder.values == [[0, 1, 2]])
        }

        @Test("an empty sequence of signals sends nothing")
        func emptySequence() {
            let recorder = CombiningRecorder<[Int], Never>()
            Signal<Int, Never>.zip([Signal<Int, Never>]()).observe(recorder.observer)
            #expect(recorder.events.isEmpty)
        }
    }

    @Suite("SignalProducer")
    struct ProducerZip {
        @Test("zips synchronous producers and completes with the shorter one")
        func synchronous() {
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer(values: 1, 2, 3).zip(with: SignalProducer(values: "a", "b"))
                .map { "\($0)\($1)" }
                .start(recorder.observer)
            #expect(recorder.events == [.value("1a"), .value("2b"), .completed])
        }

        @Test("completing interrupts the runs of the other inputs")
        func completionInterruptsOthers() {
            let probe = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            probe.producer.zip(with: SignalProducer<Int, Never>.empty).map { $0 + $1 }.start(recorder.observer)
            #expect(recorder.events == [.completed])
            #expect(probe.endCount == 1)
        }

        @Test("accepts a signal as the other input")
        func signalInput() {
            let (signal, send) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer(values: 1, 2).zip(with: signal).map { $0 * $1 }.start(recorder.observer)
            send.send(value: 10)
            send.send(value: 20)
            #expect(recorder.events == [.value(10), .value(40), .completed])
        }

        @Test("zips ten producers")
        func tenInputs() {
            let p = (0..<10).map { SignalProducer<Int, Never>(values: $0, $0 + 10) }
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
                .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }
                .start(recorder.observer)
            #expect(recorder.events == [.value(45), .value(145), .completed])
        }

        @Test("zips a sequence of producers into arrays")
        func sequenceOfProducers() {
            let recorder = CombiningRecorder<[Int], Never>()
            SignalProducer.zip([SignalProducer(values: 1, 2), SignalProducer(values: 3, 4, 5)]).start(recorder.observer)
            #expect(recorder.events == [.value([1, 3]), .value([2, 4]), .completed])
        }

        @Test("an empty sequence of producers completes at once, or sends the sentinel first")
        func emptySequence() {
            let plain = CombiningRecorder<[Int], Never>()
            let withSentinel = CombiningRecorder<[Int], Never>()
            SignalProducer<Int, Never>.zip([SignalProducer<Int, Never>]()).start(plain.observer)
            SignalProducer<Int, Never>.zip([SignalProducer<Int, Never>](), emptySentinel: []).start(withSentinel.observer)
            #expect(plain.events == [.completed])
            #expect(withSentinel.events == [.value([]), .completed])
        }

        @Test("interrupting the run interrupts every input run")
        func disposal() {
            let a = ProducerProbe<Int, Never>()
            let b = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            a.producer.zip(with: b.producer).map { $0 + $1 }.start(recorder.observer).dispose()
            #expect(recorder.events == [.interrupted])
            #expect(a.endCount == 1 && b.endCount == 1)
        }
    }
}
