import ReactiveCore
import Testing

@Suite("mapError, promoteError, promoteValue")
struct MapErrorOperatorTests {
    struct WrappedError: Swift.Error, Equatable {
        let inner: UnaryOpsError
    }

    @Suite("mapError(_:)")
    struct MapError {
        @Test("Signal: transforms the error")
        func signalTransformsError() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.mapError { WrappedError(inner: $0) })
            input.send(error: .other)
            #expect(recorder.events == [.failed(WrappedError(inner: .other))])
        }

        @Test("Signal: leaves values and completion unchanged")
        func signalKeepsValues() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.mapError { WrappedError(inner: $0) })
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("Signal: forwards interruption")
        func signalForwardsInterruption() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.mapError { WrappedError(inner: $0) })
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("Signal: the transform runs only for the failure")
        func signalTransformRunsOnce() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            _ = UnaryOpsRecorder.observing(signal.mapError { error -> WrappedError in
                log.append("transform")
                return WrappedError(inner: error)
            })
            input.send(value: 1)
            input.send(value: 2)
            input.send(error: .failure)
            #expect(log.all == ["transform"])
        }

        @Test("SignalProducer: transforms the error after the values")
        func producerTransformsError() {
            let producer = unaryOpsProducer([1, 2], failingWith: .failure).mapError { WrappedError(inner: $0) }
            let recorder = UnaryOpsRecorder.starting(producer)
            #expect(recorder.events == [.value(1), .value(2), .failed(WrappedError(inner: .failure))])
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let producer = SignalProducer<Int, UnaryOpsError>.never.mapError { WrappedError(inner: $0) }
            let (recorder, run) = UnaryOpsRecorder.startingRun(producer)
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("promoteError")
    struct PromoteError {
        @Test("Signal: forwards values and completion under the new error type")
        func signalPromotes() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let promoted: Signal<Int, UnaryOpsError> = signal.promoteError(UnaryOpsError.self)
            let recorder = UnaryOpsRecorder.observing(promoted)
            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("Signal: the error type can be inferred from the context")
        func signalInfersErrorType() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let promoted: Signal<Int, UnaryOpsError> = signal.promoteError()
            let recorder = UnaryOpsRecorder.observing(promoted)
            input.send(value: 7)
            #expect(recorder.events == [.value(7)])
        }

        @Test("Signal: promoteError() without a type stays a signal that cannot fail")
        func signalPromoteToNever() {
            let (signal, _) = Signal<Int, Never>.pipe()
            let promoted = signal.promoteError()
            #expect(promoted === signal)
        }

        @Test("Signal: forwards interruption")
        func signalForwardsInterruption() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.promoteError(UnaryOpsError.self))
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: forwards values and completion under the new error type")
        func producerPromotes() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>([1, 2]).promoteError(UnaryOpsError.self))
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("SignalProducer: a promoted producer combines with one that fails")
        func producerCombinesWithFailing() {
            let promoted: SignalProducer<Int, UnaryOpsError> = SignalProducer<Int, Never>(value: 1).promoteError()
            let failing = promoted.attemptMap { _ in Result<Int, UnaryOpsError>.failure(.other) }
            #expect(UnaryOpsRecorder.starting(failing).events == [.failed(.other)])
        }
    }

    @Suite("promoteValue")
    struct PromoteValue {
        @Test("Signal: forwards completion under the new value type")
        func signalPromotes() {
            let (signal, input) = Signal<Never, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.promoteValue(Int.self))
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("Signal: forwards a failure")
        func signalForwardsFailure() {
            let (signal, input) = Signal<Never, UnaryOpsError>.pipe()
            let promoted: Signal<String, UnaryOpsError> = signal.promoteValue()
            let recorder = UnaryOpsRecorder.observing(promoted)
            input.send(error: .other)
            #expect(recorder.events == [.failed(.other)])
        }

        @Test("SignalProducer: forwards the failure under the new value type")
        func producerPromotes() {
            let producer = SignalProducer<Never, UnaryOpsError>(error: .failure).promoteValue(Int.self)
            #expect(UnaryOpsRecorder.starting(producer).events == [.failed(.failure)])
        }
    }
}
