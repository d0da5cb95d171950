import ReactiveCore
import Testing

@Suite("materialize, dematerialize")
struct MaterializeOperatorTests {
    typealias IntEvent = Signal<Int, UnaryOpsError>.Event

    @Suite("materialize()")
    struct Materialize {
        @Test("Signal: sends values and completion as values, then completes")
        func signalValuesAndCompletion() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.materialize())
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value(.value(1)), .value(.completed), .completed])
        }

        @Test("Signal: sends a failure as a value, then completes")
        func signalFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.materialize())
            input.send(error: .failure)
            #expect(recorder.events == [.value(.failed(.failure)), .completed])
        }

        @Test("Signal: sends an interruption as a value, then is interrupted")
        func signalInterruption() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.materialize())
            input.sendInterrupted()
            #expect(recorder.events == [.value(.interrupted), .interrupted])
        }

        @Test("SignalProducer: sends the run's events as values")
        func producerMaterializes() {
            let recorder = UnaryOpsRecorder.starting(unaryOpsProducer([4], failingWith: .other).materialize())
            #expect(recorder.events == [.value(.value(4)), .value(.failed(.other)), .completed])
        }

        @Test("SignalProducer: disposing the run interrupts it without an interrupted value")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, UnaryOpsError>.never.materialize())
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("materializeResults()")
    struct MaterializeResults {
        @Test("Signal: sends values as successes and the failure as a failure, then completes")
        func signalResults() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.materializeResults())
            input.send(value: 1)
            input.send(error: .other)
            #expect(recorder.events == [.value(.success(1)), .value(.failure(.other)), .completed])
        }

        @Test("Signal: forwards completion without a result")
        func signalCompletion() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.materializeResults())
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("Signal: forwards interruption without a result")
        func signalInterruption() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.materializeResults())
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: sends the run's values as successes")
        func producerResults() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, UnaryOpsError>([1, 2]).materializeResults())
            #expect(recorder.events == [.value(.success(1)), .value(.success(2)), .completed])
        }
    }

    @Suite("dematerialize()")
    struct Dematerialize {
        @Test("Signal: sends the events carried by the values")
        func signalDematerializes() {
            let (signal, input) = Signal<IntEvent, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.dematerialize())
            input.send(value: .value(1))
            input.send(value: .completed)
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("Signal: a failed value ends the signal and later values are ignored")
        func signalFailedValue() {
            let (signal, input) = Signal<IntEvent, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.dematerialize())
            input.send(value: .failed(.failure))
            input.send(value: .value(2))
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("Signal: stops observing the upstream after a terminating value")
        func signalReleasesUpstream() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<IntEvent, Never>.pipe()
            _ = UnaryOpsRecorder.observing(signal.on(disposed: { log.append("released") }).dematerialize())
            input.send(value: .interrupted)
            #expect(log.all == ["released"])
        }

        @Test("Signal: the upstream's completion completes it")
        func signalUpstreamCompletion() {
            let (signal, input) = Signal<IntEvent, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.dematerialize())
            input.send(value: .value(3))
            input.sendCompleted()
            #expect(recorder.events == [.value(3), .completed])
        }

        @Test("SignalProducer: sends the events carried by the run's values")
        func producerDematerializes() {
            let events: [IntEvent] = [.value(1), .value(2), .failed(.other), .value(3)]
            let recorder = UnaryOpsRecorder.starting(SignalProducer<IntEvent, Never>(events).dematerialize())
            #expect(recorder.events == [.value(1), .value(2), .failed(.other)])
        }

        @Test("SignalProducer: materialize then dematerialize gives back the original events")
        func producerRoundTrip() {
            let original = unaryOpsProducer([1, 2], failingWith: .failure)
            let recorder = UnaryOpsRecorder.starting(original.materialize().dematerialize())
            #expect(recorder.events == [.value(1), .value(2), .failed(.failure)])
        }

        @Test("SignalProducer: a terminating value ends the run's work")
        func producerEndsWork() {
            let probe = UnaryOpsProbe<IntEvent, Never>()
            let recorder = UnaryOpsRecorder.starting(probe.producer.dematerialize())
            probe.input.send(value: .completed)
            #expect(recorder.events == [.completed])
            #expect(probe.hasEnded)
        }
    }

    @Suite("dematerializeResults()")
    struct DematerializeResults {
        @Test("Signal: sends the successes as values")
        func signalSuccesses() {
            let (signal, input) = Signal<Result<Int, UnaryOpsError>, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.dematerializeResults())
            input.send(value: .success(1))
            input.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("Signal: a failure ends the signal with its error")
        func signalFailure() {
            let (signal, input) = Signal<Result<Int, UnaryOpsError>, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.dematerializeResults())
            input.send(value: .failure(.other))
            input.send(value: .success(2))
            #expect(recorder.events == [.failed(.other)])
        }

        @Test("Signal: forwards interruption")
        func signalInterruption() {
            let (signal, input) = Signal<Result<Int, UnaryOpsError>, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.dematerializeResults())
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: materializeResults then dematerializeResults gives back the original events")
        func producerRoundTrip() {
            let original = unaryOpsProducer(["a"], failingWith: .other)
            let recorder = UnaryOpsRecorder.starting(original.materializeResults().dematerializeResults())
            #expect(recorder.events == [.value("a"), .failed(.other)])
        }
    }
}
