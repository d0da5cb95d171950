import ReactiveCore
import Testing

@Suite("flatMapError")
struct FlatMapErrorTests {
    @Suite("Signal")
    struct SignalFlatMapError {
        @Test("replaces a failure with the events of the producer made from the error")
        func replacesFailure() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            source.flatMapError { error in SignalProducer<Int, Never>(value: error == .boom ? 99 : 0) }.observe(recorder.observer)
            input.send(value: 1)
            input.send(error: .boom)
            #expect(recorder.events == [.value(1), .value(99), .completed])
        }

        @Test("passes completion through without calling the transform")
        func completion() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let calls = Counter()
            let recorder = CombiningRecorder<Int, Never>()
            source.flatMapError { _ in
                calls.increment()
                return SignalProducer<Int, Never>.empty
            }.observe(recorder.observer)
            input.sendCompleted()
            #expect(recorder.events == [.completed])
            #expect(calls.value == 0)
        }

        @Test("passes interruption through")
        func interruption() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            source.flatMapError { _ in SignalProducer<Int, Never>.empty }.observe(recorder.observer)
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("forwards a failure of the replacement, of the new error type")
        func replacementFailure() {
            struct Wrapped: Error, Equatable { let inner: CombiningError }
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let recorder = CombiningRecorder<Int, Wrapped>()
            source.flatMapError { SignalProducer<Int, Wrapped>(error: Wrapped(inner: $0)) }.observe(recorder.observer)
            input.send(error: .other)
            #expect(recorder.events == [.failed(Wrapped(inner: .other))])
        }

        @Test("the replacement may be a signal")
        func signalReplacement() {
            let (source, input) = Signal<Int, CombiningError>.pipe()
            let (replacement, replace) = Signal<Int, Never>.pipe()
            let recorder = CombiningRecorder<Int, Never>()
            source.flatMapError { _ in replacement }.observe(recorder.observer)
            input.send(error: .boom)
            replace.send(value: 5)
            #expect(recorder.values == [5])
        }
    }

    @Suite("SignalProducer")
    struct ProducerFlatMapError {
        @Test("starts the replacement in place of a failed run")
        func replacesFailure() {
            let recorder = CombiningRecorder<Int, CombiningError>()
            SignalProducer<Int, CombiningError>(values: 1, 2).concat(error: .boom)
                .flatMapError { _ in SignalProducer<Int, CombiningError>(value: 3) }
                .start(recorder.observer)
            #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
        }

        @Test("interrupting the run interrupts the replacement")
        func disposal() {
            let replacement = ProducerProbe<Int, Never>()
            let recorder = CombiningRecorder<Int, Never>()
            let run = SignalProducer<Int, CombiningError>(error: .boom)
                .flatMapError { _ in replacement.producer }
                .start(recorder.observer)
            #expect(replacement.startCount == 1)
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(replacement.endCount == 1)
        }

        @Test("every start runs the source again")
        func cold() {
            let source = ProducerProbe<Int, CombiningError>()
            let producer = source.producer.flatMapError { _ in SignalProducer<Int, Never>.empty }
            producer.start()
            producer.start()
            #expect(source.startCount == 2)
        }
    }
}
