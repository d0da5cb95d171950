import ReactiveCore
import Testing

@Suite("skip(first:), skip(while:)")
struct SkipOperatorTests {
    @Suite("skip(first:)")
    struct SkipFirst {
        @Test("Signal: drops the first values, then forwards everything")
        func signalSkipsFirst() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skip(first: 2))
            for value in 1...4 { input.send(value: value) }
            input.sendCompleted()
            #expect(recorder.events == [.value(3), .value(4), .completed])
        }

        @Test("Signal: a count of 0 forwards every value")
        func signalZeroCount() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skip(first: 0))
            input.send(value: 1)
            #expect(recorder.values == [1])
        }

        @Test("Signal: skipping more values than sent still forwards the completion")
        func signalSkipsEverything() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skip(first: 5))
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("Signal: a failure while skipping is forwarded")
        func signalForwardsFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skip(first: 3))
            input.send(value: 1)
            input.send(error: .failure)
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("SignalProducer: drops the first values of the run")
        func producerSkipsFirst() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>(1...4).skip(first: 3))
            #expect(recorder.events == [.value(4), .completed])
        }

        @Test("SignalProducer: every run skips anew")
        func producerRunsSkipAnew() {
            let producer = SignalProducer<Int, Never>(1...3).skip(first: 1)
            #expect(UnaryOpsRecorder.starting(producer).values == [2, 3])
            #expect(UnaryOpsRecorder.starting(producer).values == [2, 3])
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let probe = UnaryOpsProbe<Int, Never>()
            let (recorder, run) = UnaryOpsRecorder.startingRun(probe.producer.skip(first: 1))
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(probe.hasEnded)
        }
    }

    @Suite("skip(while:)")
    struct SkipWhile {
        @Test("Signal: drops values while the predicate holds, then forwards from the first that fails it")
        func signalSkipsWhile() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skip(while: { $0 < 3 }))
            for value in [1, 2, 3, 4] { input.send(value: value) }
            #expect(recorder.values == [3, 4])
        }

        @Test("Signal: never resumes skipping")
        func signalDoesNotResumeSkipping() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skip(while: { $0 < 3 }))
            for value in [1, 5, 1, 2] { input.send(value: value) }
            #expect(recorder.values == [5, 1, 2])
        }

        @Test("Signal: the predicate is not called once skipping stopped")
        func signalStopsCallingPredicate() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            _ = UnaryOpsRecorder.observing(signal.skip(while: { value in
                log.append("\(value)")
                return value == 0
            }))
            for value in [0, 1, 0, 2] { input.send(value: value) }
            #expect(log.all == ["0", "1"])
        }

        @Test("Signal: forwards an interruption while skipping")
        func signalForwardsInterruption() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skip(while: { _ in true }))
            input.send(value: 1)
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: drops the leading values of the run")
        func producerSkipsWhile() {
            let producer = unaryOpsProducer([0, 0, 1, 0], failingWith: .other).skip(while: { $0 == 0 })
            #expect(UnaryOpsRecorder.starting(producer).events == [.value(1), .value(0), .failed(.other)])
        }
    }
}
