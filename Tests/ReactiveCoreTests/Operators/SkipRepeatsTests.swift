import ReactiveCore
import Testing

@Suite("skipRepeats")
struct SkipRepeatsOperatorTests {
    @Suite("skipRepeats()")
    struct EquatableValues {
        @Test("Signal: drops a value equal to the one just before it")
        func signalDropsRepeats() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipRepeats())
            for value in [1, 1, 2, 2, 2, 1] { input.send(value: value) }
            #expect(recorder.values == [1, 2, 1])
        }

        @Test("Signal: always forwards the first value")
        func signalForwardsFirst() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipRepeats())
            input.send(value: "")
            #expect(recorder.values == [""])
        }

        @Test("Signal: treats nil values like any other, the first one included")
        func signalOptionalValues() {
            let (signal, input) = Signal<Int?, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipRepeats())
            for value in [nil, nil, 1, nil] as [Int?] { input.send(value: value) }
            #expect(recorder.values == [nil, 1, nil])
        }

        @Test("Signal: forwards a failure")
        func signalForwardsFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipRepeats())
            input.send(value: 1)
            input.send(value: 1)
            input.send(error: .failure)
            #expect(recorder.events == [.value(1), .failed(.failure)])
        }

        @Test("SignalProducer: drops repeats and completes")
        func producerDropsRepeats() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>([3, 3, 4, 4]).skipRepeats())
            #expect(recorder.events == [.value(3), .value(4), .completed])
        }

        @Test("SignalProducer: every run forwards its first value")
        func producerRunsStartFresh() {
            let producer = SignalProducer<Int, Never>([7, 7]).skipRepeats()
            #expect(UnaryOpsRecorder.starting(producer).values == [7])
            #expect(UnaryOpsRecorder.starting(producer).values == [7])
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.skipRepeats())
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("skipRepeats(_:)")
    struct Custom {
        @Test("Signal: drops values the closure calls equivalent")
        func signalCustomEquivalence() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipRepeats { $0.lowercased() == $1.lowercased() })
            for value in ["a", "A", "b", "B", "a"] { input.send(value: value) }
            #expect(recorder.values == ["a", "b", "a"])
        }

        @Test("Signal: compares with the last value forwarded, not the last received")
        func signalComparesWithLastForwarded() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipRepeats { abs($0 - $1) < 2 })
            for value in [1, 2, 3, 4] { input.send(value: value) }
            #expect(recorder.values == [1, 3])
        }

        @Test("Signal: the closure gets the previous value first")
        func signalArgumentOrder() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            _ = UnaryOpsRecorder.observing(signal.skipRepeats { previous, next in
                log.append("\(previous)->\(next)")
                return false
            })
            input.send(value: 1)
            input.send(value: 2)
            #expect(log.all == ["1->2"])
        }

        @Test("SignalProducer: drops values the closure calls equivalent")
        func producerCustomEquivalence() {
            let producer = SignalProducer<Int, Never>([10, 11, 20, 25]).skipRepeats { $0 / 10 == $1 / 10 }
            #expect(UnaryOpsRecorder.starting(producer).values == [10, 20])
        }
    }
}
