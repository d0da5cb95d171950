import ReactiveCore
import Testing

@Suite("combineLatest")
struct CombineLatestTests {
    @Suite("Signal")
    struct SignalCombineLatest {
        @Test("sends nothing until every input has sent a value")
        func waitsForAll() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<String, CombiningError>.pipe()
            let recorder = CombiningRecorder<String, CombiningError>()
            a.combineLatest(with: b).map { "\($0)\($1)" }.observe(recorder.observer)
            sendA.send(value: 1)
            sendA.send(value: 2)
            #expect(recorder.events.isEmpty)
            sendB.send(value: "a")
            #expect(recorder.values == ["2a"])
        }

        @Test("then sends the latest pair each time either input sends")
        func sendsEveryChange() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<String, CombiningError>.pipe()
            let recorder = CombiningRecorder<String, CombiningError>()
            Signal.combineLatest(a, b).map { "\($0)\($1)" }.observe(recorder.observer)
            sendA.send(value: 1)
            sendB.send(value: "a")
            sendA.send(value: 2)
            sendB.send(value: "b")
            sendB.send(value: "c")
            #expect(recorder.values == ["1a", "2a", "2b", "2c"])
        }

        @Test("completes only when every input has completed")
        func completesWhenAllComplete() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            a.combineLatest(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendA.send(value: 1)
            sendB.send(value: 2)
            sendA.sendCompleted()
            #expect(!recorder.isTerminated)
            sendB.send(value: 3)
            sendB.sendCompleted()
            #expect(recorder.events == [.value(3), .value(4), .completed])
        }

        @Test("completes without a value when inputs complete before all have sent")
        func completesWithoutValues() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            a.combineLatest(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendA.send(value: 1)
            sendA.sendCompleted()
            sendB.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("fails as soon as an input fails")
        func failsOnFailure() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            a.combineLatest(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendB.send(error: .boom)
            sendA.send(value: 1)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("is interrupted as soon as an input is interrupted")
        func interruptedOnInterruption() {
            let (a, sendA) = Signal<Int, CombiningError>.pipe()
            let (b, sendB) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, CombiningError>()
            a.combineLatest(with: b).map { $0 + $1 }.observe(recorder.observer)
            sendA.sendInterrupted()
            #expect(recorder.events == [.interrupted])
            withExtendedLifetime(sendB) {}
        }

        @Test("combines three signals of different types")
        func threeInputs() {
            let (a, sendA) = Signal<Int, Never>.pipe()
            let (b, sendB) = Signal<String, Never>.pipe()
            let (c, sendC) = Signal<Bool, Never>.pipe()
            let recorder = CombiningRecorder<String, Never>()
            Signal.combineLatest(a, b, c).map { "\($0)\($1)\($2)" }.observe(recorder.observer)
            sendA.send(value: 1)
            sendB.send(value: "x")
            sendC.send(value: true)
            sendA.send(value: 2)
            #expect(recorder.values == ["1xtrue", "2xtrue"])
        }

        @Test("combines ten signals")
        func tenInputs() {
            let pipes = (0..<10).map { _ in Signal<Int, Never>.pipe() }
            let s = pipes.map(\.output)
            let recorder = CombiningRecorder<[Int], Never>()
            Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9])
                .map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }
                .observe(recorder.observer)
            for (index, pipe) in pipes.enumerated() { pipe.input.send(value: index) }
            pipes[9].input.send(value: 90)
            #expect(recorder.values == [Array(0..<10), Array(0..<9) + [90]])
        }

        @Test("combines a sequence of signals into arrays in input order")
        func sequenceOfSignals() {
            let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
            let recorder = CombiningRecorder<[Int], Never>()
            Signal.combineLatest(pipes.map(\.output)).observe(recorder.observer)
            pipes[2].input.send(value: 3)
            pipes[0].input.send(value: 1)
            pipes[1].input.send(value: 2)
            pipes[0].input.send(value: 4)
            for pipe in pipes { pipe.input.sendCompleted() }
            #expect(recorder.events == [.value([1, 2, 3]), .value([4, 2, 3]), .completed])
        }

        @Test("an empty sequence of signals sends nothing")
        func emptySequence() {
            let recorder = CombiningRecorder<[Int], Never>()
            Signal<Int, Never>.combineLatest([Signal<Int, Never>]()).observe(recorder.observer)
            #expect(recorder.events.isEmpty)
        }

        @Test("a value sent to an input from inside an observer is combined after the current one")
        func reentrantSend() {
            let (a, sendA) = Signal<Int, Never>.pipe()
            let (b, sendB) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            let combined: Signal<Int, Never> = a.combineLatest(with: b).map { $0 * 10 + $1 }
            combined.observeValues { value in
                if value == 11 { sendB.send(value: 2) }
            }
            combined.observe(recorder.observer)
            sendA.send(value: 1)
            sendB.send(value: 1)
            #expect(recorder.values == [11, 12])
        }
    }

    @Suite("SignalProducer")
    struct ProducerCombineLatest {
        @Test("starts the inputs in argument order")
        func startOrder() {
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer(values: 1, 2).combineLatest(with: SignalProducer(values: "a", "b"))
                .map { "\($0)\($1)" }
                .start(recorder.observer)
            #expect(recorder.events == [.value("2a"), .value("2b"), .completed])
        }

        @Test("accepts a signal as the other input")
        func signalInput() {
            let (other, send) = Signal<String, Never>.pipe()
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer(value: 1).combineLatest(with: other).map { "\($0)\($1)" }.start(recorder.observer)
            send.send(value: "x")
            send.sendCompleted()
            #expect(recorder.events == [.value("1x"), .completed])
        }

        @Test("the static form accepts any producer-convertible inputs")
        func staticConvertibles() {
            let (signal, send) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer.combineLatest(SignalProducer(value: 100), signal, SignalProducer(value: 1))
                .map { $0 + $1 + $2 }
                .start(recorder.observer)
            send.send(value: 10)
            #expect(recorder.values == [111])
        }

        @Test("combines five producers of different types")
        func fiveInputs() {
            let recorder = CombiningRecorder<String, Never>()
            SignalProducer.combineLatest(
                SignalProducer(value: 1), SignalProducer(value: "b"), SignalProducer(value: true),
                SignalProducer(value: 4.5), SignalProducer(value: Character("e"))
            )
            .map { "\($0)\($1)\($2)\($3)\($4)" }
            .start(recorder.observer)
            #expect(recorder.events == [.value("1btrue4.5e"), .completed])
        }

        @Test("combines ten producers")
        func tenInputs() {
            let p = (0..<10).map { SignalProducer<Int, Never>(value: $0) }
            let recorder = CombiningRecorder<Int, Never>()
            SignalProducer.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
                .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }
                .start(recorder.observer)
            #expect(recorder.events == [.value(45), .completed])
        }

        @Test("combines a sequence of producers into arrays")
        func sequenceOfProducers() {
            let recorder = CombiningRecorder<[Int], Never>()
            SignalProducer.combineLatest([SignalProducer(values: 1, 2), SignalProducer(value: 3)]).start(recorder.observer)
            #expect(recorder.events == [.value([2, 3]), .completed])
        }

        @Test("an empty sequence of producers completes at once")
        func emptySequence() {
            let recorder = CombiningRecorder<[Int], Never>()
            SignalProducer<Int, Never>.combineLatest([SignalProducer<Int, Never>]()).start(recorder.observer)
            #expect(recorder.events == [.completed])
        }

        @Test("an empty sequence with an empty sentinel sends the sentinel and completes")
        func emptySentinel() {
            let recorder = CombiningRecorder<[Int], Never>()
            SignalProducer<Int, Never>.combineLatest([SignalProducer<Int, Never>](), emptySentinel: [42]).start(recorder.observer)
            #expect(recorder.events == [.value([42]), .completed])
        }

        @Test("the empty sentinel is not sent for a non-empty sequence")
        func sentinelUnused() {
            let recorder = CombiningRecorder<[Int], Never>()
            SignalProducer.combineLatest([SignalProducer<Int, Never>(value: 1)], emptySentinel: [42]).start(recorder.observer)
            #expect(recorder.events == [.value([1]), .completed])
        }

        @Test("a failing input interrupts the runs of the other inputs")
        func failureInterruptsOthers() {
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            probe.producer.combineLatest(with: SignalProducer<Int, CombiningError>(error: .boom))
                .map { $0 + $1 }
                .start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
            #expect(probe.endCount == 1)
        }

        @Test("an input that fails at once prevents the later inputs from starting")
        func failureStopsLaterStarts() {
            let probe = ProducerProbe<Int, CombiningError>()
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, CombiningError>(error: .boom).combineLatest(with: probe.producer)
                .map { $0 + $1 }
                .start(recorder.observer)
            #expect(recorder.events == [.failed(.boom)])
            #expect(probe.startCount == 0)
        }

        @Test("interrupting the run interrupts every input run")
        func disposal() {
            let a = ProducerProbe<Int, Never>()
            let b = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            let run = a.producer.combineLatest(with: b.producer).map { $0 + $1 }.start(recorder.observer)
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(a.endCount == 1)
            #expect(b.endCount == 1)
        }

        @Test("every start starts the inputs anew")
        func cold() {
            let a = ProducerProbe<Int, Never>()
            let producer = a.producer.combineLatest(with: SignalProducer(value: 0))
            producer.start()
            producer.start()
            #expect(a.startCount == 2)
        }
    }
}
