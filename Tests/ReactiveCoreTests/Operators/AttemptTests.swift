import ReactiveCore
import Testing

@Suite("attempt, attemptMap")
struct AttemptOperatorTests {
    /// Fails for negative numbers.
    @Sendable static func checkNonNegative(_ value: Int) -> Result<(), UnaryOpsError> {
        value < 0 ? .failure(.failure) : .success(())
    }

    /// Throws for negative numbers.
    @Sendable static func requireNonNegative(_ value: Int) throws {
        if value < 0 { throw UnaryOpsError.other }
    }

    @Suite("attempt(_:) with a Result")
    struct AttemptResult {
        @Test("Signal: forwards values while the action succeeds")
        func signalForwardsSuccesses() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attempt(AttemptOperatorTests.checkNonNegative))
            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.events == [.value(1), .value(2)])
        }

        @Test("Signal: fails with the action's error and ignores later values")
        func signalFailsOnFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attempt(AttemptOperatorTests.checkNonNegative))
            input.send(value: 1)
            input.send(value: -1)
            input.send(value: 2)
            #expect(recorder.events == [.value(1), .failed(.failure)])
        }

        @Test("Signal: stops observing the upstream once it failed")
        func signalReleasesUpstream() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            _ = UnaryOpsRecorder.observing(
                signal.on(disposed: { log.append("upstream released") }).attempt(AttemptOperatorTests.checkNonNegative)
            )
            input.send(value: -5)
            #expect(log.all == ["upstream released"])
        }

        @Test("Signal: forwards an upstream failure unchanged")
        func signalForwardsUpstreamFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attempt(AttemptOperatorTests.checkNonNegative))
            input.send(error: .other)
            #expect(recorder.events == [.failed(.other)])
        }

        @Test("SignalProducer: a failure ends the run's work")
        func producerFailureEndsWork() {
            let probe = UnaryOpsProbe<Int, UnaryOpsError>()
            let recorder = UnaryOpsRecorder.starting(probe.producer.attempt(AttemptOperatorTests.checkNonNegative))
            probe.input.send(value: 3)
            probe.input.send(value: -3)
            #expect(recorder.events == [.value(3), .failed(.failure)])
            #expect(probe.hasEnded)
        }

        @Test("SignalProducer: the action is not called after the failure")
        func producerStopsCallingAction() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, UnaryOpsError>([1, -1, 2, 3]).attempt { value in
                log.append("\(value)")
                return AttemptOperatorTests.checkNonNegative(value)
            }
            _ = UnaryOpsRecorder.starting(producer)
            #expect(log.all == ["1", "-1"])
        }
    }

    @Suite("attemptMap(_:) with a Result")
    struct AttemptMapResult {
        @Test("Signal: forwards the transformed values")
        func signalTransforms() {
            let (signal, input) = Signal<String, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attemptMap { text in
                Int(text).map { .success($0) } ?? .failure(.failure)
            })
            input.send(value: "4")
            input.sendCompleted()
            #expect(recorder.events == [.value(4), .completed])
        }

        @Test("Signal: fails with the transform's error")
        func signalFails() {
            let (signal, input) = Signal<String, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attemptMap { text in
                Int(text).map { .success($0) } ?? .failure(.other)
            })
            input.send(value: "x")
            input.send(value: "1")
            #expect(recorder.events == [.failed(.other)])
        }

        @Test("Signal: forwards interruption")
        func signalForwardsInterruption() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attemptMap { Result<Int, UnaryOpsError>.success($0) })
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: transforms values until the first failure")
        func producerTransforms() {
            let producer = SignalProducer<Int, UnaryOpsError>([1, 2, -3, 4]).attemptMap { value in
                value < 0 ? .failure(.failure) : .success(value * 2)
            }
            #expect(UnaryOpsRecorder.starting(producer).events == [.value(2), .value(4), .failed(.failure)])
        }

        @Test("SignalProducer: forwards completion when nothing fails")
        func producerCompletes() {
            let producer = SignalProducer<Int, UnaryOpsError>([1]).attemptMap { Result<String, UnaryOpsError>.success("\($0)") }
            #expect(UnaryOpsRecorder.starting(producer).events == [.value("1"), .completed])
        }
    }

    @Suite("Throwing attempt and attemptMap")
    struct Throwing {
        @Test("Signal with Swift.Error: attempt forwards values until the action throws")
        func signalAttemptThrows() {
            let (signal, input) = Signal<Int, any Swift.Error>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attempt(AttemptOperatorTests.requireNonNegative))
            input.send(value: 1)
            input.send(value: -1)
            #expect(recorder.values == [1])
            #expect(recorder.events.last?.error as? UnaryOpsError == .other)
        }

        @Test("Signal with Swift.Error: attemptMap forwards the results until the transform throws")
        func signalAttemptMapThrows() {
            let (signal, input) = Signal<Int, any Swift.Error>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attemptMap { value -> String in
                try AttemptOperatorTests.requireNonNegative(value)
                return "#\(value)"
            })
            input.send(value: 2)
            input.send(value: -2)
            input.send(value: 3)
            #expect(recorder.values == ["#2"])
            #expect(recorder.events.count == 2)
            #expect(recorder.events.last?.error is UnaryOpsError)
        }

        @Test("Signal that cannot fail: attempt turns a thrown error into a failure")
        func neverSignalAttempt() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let attempted: Signal<Int, any Swift.Error> = signal.attempt(AttemptOperatorTests.requireNonNegative)
            let recorder = UnaryOpsRecorder.observing(attempted)
            input.send(value: 0)
            input.send(value: -9)
            #expect(recorder.values == [0])
            #expect(recorder.events.last?.error as? UnaryOpsError == .other)
        }

        @Test("Signal that cannot fail: attemptMap completes when nothing throws")
        func neverSignalAttemptMapCompletes() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.attemptMap { value throws -> Int in value + 1 })
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.values == [2])
            #expect(recorder.events.last?.isCompleted == true)
        }

        @Test("SignalProducer with Swift.Error: attempt fails with the thrown error")
        func producerAttemptThrows() {
            let producer = SignalProducer<Int, any Swift.Error>([5, -5, 6]).attempt(AttemptOperatorTests.requireNonNegative)
            let recorder = UnaryOpsRecorder.starting(producer)
            #expect(recorder.values == [5])
            #expect(recorder.events.last?.error as? UnaryOpsError == .other)
        }

        @Test("SignalProducer that cannot fail: attemptMap fails with the thrown error")
        func neverProducerAttemptMap() {
            let producer = SignalProducer<Int, Never>([1, -1]).attemptMap { value -> Int in
                try AttemptOperatorTests.requireNonNegative(value)
                return value * 100
            }
            let recorder = UnaryOpsRecorder.starting(producer)
            #expect(recorder.values == [100])
            #expect(recorder.events.last?.error as? UnaryOpsError == .other)
        }

        @Test("SignalProducer that cannot fail: attempt forwards every value when nothing throws")
        func neverProducerAttemptCompletes() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>([1, 2]).attempt(AttemptOperatorTests.requireNonNegative))
            #expect(recorder.values == [1, 2])
            #expect(recorder.events.last?.isCompleted == true)
        }

        @Test("SignalProducer with Swift.Error: a thrown error ends the run's work")
        func producerThrowEndsWork() {
            let probe = UnaryOpsProbe<Int, any Swift.Error>()
            let recorder = UnaryOpsRecorder.starting(probe.producer.attemptMap { value -> Int in
                try AttemptOperatorTests.requireNonNegative(value)
                return value
            })
            probe.input.send(value: -1)
            #expect(recorder.isTerminated)
            #expect(probe.hasEnded)
        }
    }
}
