import Dispatch
import ReactiveCore
import Testing

@Suite("take(first:), take(last:), take(while:)")
struct TakeOperatorTests {
    @Suite("take(first:)")
    struct TakeFirst {
        @Test("Signal: completes after the given number of values")
        func signalCompletesAfterCount() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(first: 2))
            for value in 1...4 { input.send(value: value) }
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("Signal: a count of 0 gives a signal that has already completed")
        func signalZeroCount() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(first: 0))
            input.send(value: 1)
            #expect(recorder.events == [.interrupted])
        }

        @Test("Signal: stops observing the upstream once it has enough values")
        func signalReleasesUpstream() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            _ = UnaryOpsRecorder.observing(signal.on(disposed: { log.append("released") }).take(first: 1))
            #expect(log.all.isEmpty)
            input.send(value: 1)
            #expect(log.all == ["released"])
        }

        @Test("Signal: forwards a failure that comes first")
        func signalForwardsFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(first: 3))
            input.send(value: 1)
            input.send(error: .failure)
            #expect(recorder.events == [.value(1), .failed(.failure)])
        }

        @Test("Signal: forwards a completion that comes first")
        func signalForwardsCompletion() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(first: 3))
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("Signal: forwards interruption")
        func signalForwardsInterruption() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(first: 3))
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("Signal: a value sent back from inside an observer is counted in order")
        func signalReentrantSend() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let taken = signal.take(first: 3)
            let recorder = UnaryOpsRecorder.observing(taken)
            taken.observeValues { value in
                if value < 10 { input.send(value: value + 10) }
            }
            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.events == [.value(1), .value(11), .value(2), .completed])
        }

        @Test("Signal: values sent from many threads are taken exactly up to the count")
        func signalConcurrentSends() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(first: 50))
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<100 { input.send(value: thread * 1000 + value) }
            }
            #expect(recorder.values.count == 50)
            #expect(recorder.events.last == .completed)
        }

        @Test("SignalProducer: forwards the first values of the run, then completes")
        func producerTakesFirst() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>(1...5).take(first: 2))
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("SignalProducer: a count of 0 interrupts at once without starting the upstream")
        func producerZeroCount() {
            let probe = UnaryOpsProbe<Int, Never>()
            let recorder = UnaryOpsRecorder.starting(probe.producer.take(first: 0))
            #expect(recorder.events == [.interrupted])
            #expect(probe.startCount == 0)
        }

        @Test("SignalProducer: ends the run's work once it has enough values")
        func producerEndsWork() {
            let probe = UnaryOpsProbe<Int, Never>()
            _ = UnaryOpsRecorder.starting(probe.producer.take(first: 1))
            #expect(!probe.hasEnded)
            probe.input.send(value: 1)
            #expect(probe.hasEnded)
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.take(first: 2))
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: every run counts anew")
        func producerRunsCountAnew() {
            let producer = SignalProducer<Int, Never>(1...3).take(first: 2)
            #expect(UnaryOpsRecorder.starting(producer).values == [1, 2])
            #expect(UnaryOpsRecorder.starting(producer).values == [1, 2])
        }

        @Test("SignalProducer: operators after take see nothing past the count")
        func producerDownstreamOperatorsStop() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, Never>(1...5).take(first: 2).map { value -> Int in
                log.append("\(value)")
                return value
            }
            _ = UnaryOpsRecorder.starting(producer)
            #expect(log.all == ["1", "2"])
        }
    }

    @Suite("take(last:)")
    struct TakeLast {
        @Test("Signal: sends the last values when the upstream completes")
        func signalSendsLast() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(last: 2))
            for value in 1...5 { input.send(value: value) }
            #expect(recorder.events.isEmpty)
            input.sendCompleted()
            #expect(recorder.events == [.value(4), .value(5), .completed])
        }

        @Test("Signal: sends all values when there were fewer than the count")
        func signalFewerValues() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(last: 3))
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("Signal: a count of 0 only completes")
        func signalZeroCount() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(last: 0))
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("Signal: a failure is forwarded and the kept values are dropped")
        func signalFailureDropsValues() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(last: 2))
            input.send(value: 1)
            input.send(error: .failure)
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("Signal: an interruption is forwarded and the kept values are dropped")
        func signalInterruptionDropsValues() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(last: 2))
            input.send(value: 1)
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: keeps the last values across many more than the count")
        func producerKeepsLast() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>(1...10).take(last: 3))
            #expect(recorder.events == [.value(8), .value(9), .value(10), .completed])
        }

        @Test("SignalProducer: a count of 1 keeps only the last value")
        func producerLastOne() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>(1...4).take(last: 1))
            #expect(recorder.events == [.value(4), .completed])
        }

        @Test("SignalProducer: disposing the run interrupts it without the kept values")
        func producerDisposeInterrupts() {
            let probe = UnaryOpsProbe<Int, Never>()
            let (recorder, run) = UnaryOpsRecorder.startingRun(probe.producer.take(last: 2))
            probe.input.send(value: 1)
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(probe.hasEnded)
        }
    }

    @Suite("take(while:)")
    struct TakeWhile {
        @Test("Signal: forwards values while the predicate holds, then completes without the failing value")
        func signalTakesWhile() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(while: { $0 < 3 }))
            for value in [1, 2, 3, 1] { input.send(value: value) }
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("Signal: stops observing the upstream when the predicate fails")
        func signalReleasesUpstream() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            _ = UnaryOpsRecorder.observing(signal.on(disposed: { log.append("released") }).take(while: { $0 > 0 }))
            input.send(value: 0)
            #expect(log.all == ["released"])
        }

        @Test("Signal: forwards a failure")
        func signalForwardsFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(while: { _ in true }))
            input.send(value: 1)
            input.send(error: .other)
            #expect(recorder.events == [.value(1), .failed(.other)])
        }

        @Test("Signal: completes with the upstream when the predicate always holds")
        func signalCompletesWithUpstream() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(while: { _ in true }))
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("SignalProducer: the predicate is not called after it failed")
        func producerStopsCallingPredicate() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, Never>([1, 5, 2, 3]).take(while: { value in
                log.append("\(value)")
                return value < 5
            })
            let recorder = UnaryOpsRecorder.starting(producer)
            #expect(recorder.events == [.value(1), .completed])
            #expect(log.all == ["1", "5"])
        }

        @Test("SignalProducer: ends the run's work when the predicate fails")
        func producerEndsWork() {
            let probe = UnaryOpsProbe<Int, Never>()
            _ = UnaryOpsRecorder.starting(probe.producer.take(while: { $0 != 0 }))
            probe.input.send(value: 1)
            #expect(!probe.hasEnded)
            probe.input.send(value: 0)
            #expect(probe.hasEnded)
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.take(while: { _ in true }))
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("take(until:) with a predicate")
    struct TakeUntilPredicate {
        @Test("Signal: the value that fails the predicate is forwarded before the completion")
        func signalKeepsLastValue() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(until: { $0 < 2 }))
            for value in 1...3 { input.send(value: value) }
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("Signal: a failure before the predicate fails is forwarded")
        func signalForwardsFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.take(until: { _ in true }))
            input.send(error: .failure)
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("SignalProducer: the run's work stops after the last value")
        func producerStopsWork() {
            let log = UnaryOpsLog()
            let recorder = UnaryOpsRecorder<Int, Never>()
            SignalProducer(1...5).on(value: { log.append("sent \($0)") }).take(until: { $0 != 1 }).start(recorder.observer)
            #expect(recorder.events == [.value(1), .completed])
            #expect(log.all == ["sent 1"])
        }
    }
}
