import ReactiveCore
import Testing

@Suite("compactMap, skipNil")
struct CompactMapOperatorTests {
    @Suite("compactMap(_:)")
    struct CompactMap {
        @Test("Signal: forwards the non-nil results and drops the nils")
        func signalDropsNil() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.compactMap { Int($0) })
            for text in ["1", "x", "3"] { input.send(value: text) }
            #expect(recorder.values == [1, 3])
        }

        @Test("Signal: forwards a failure")
        func signalForwardsFailure() {
            let (signal, input) = Signal<String, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.compactMap { Int($0) })
            input.send(value: "x")
            input.send(error: .failure)
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("Signal: forwards interruption")
        func signalForwardsInterruption() {
            let (signal, input) = Signal<String, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.compactMap { Int($0) })
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: forwards the non-nil results and completes")
        func producerDropsNil() {
            let producer = SignalProducer<Int, Never>(1...6).compactMap { $0.isMultiple(of: 2) ? $0 * 10 : nil }
            #expect(UnaryOpsRecorder.starting(producer).events == [.value(20), .value(40), .value(60), .completed])
        }

        @Test("SignalProducer: disposing the run interrupts it and ends its work")
        func producerDisposeInterrupts() {
            let probe = UnaryOpsProbe<Int, Never>()
            let (recorder, run) = UnaryOpsRecorder.startingRun(probe.producer.compactMap { $0 })
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(probe.hasEnded)
        }
    }

    @Suite("skipNil()")
    struct SkipNil {
        @Test("Signal: unwraps the non-nil values")
        func signalUnwraps() {
            let (signal, input) = Signal<Int?, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipNil())
            input.send(value: 1)
            input.send(value: nil)
            input.send(value: 2)
            #expect(recorder.values == [1, 2])
        }

        @Test("Signal: completes even when every value was nil")
        func signalCompletesAfterNils() {
            let (signal, input) = Signal<Int?, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipNil())
            input.send(value: nil)
            input.sendCompleted()
            #expect(recorder.events == [.completed])
        }

        @Test("Signal: removes only one level of optionality")
        func signalNestedOptional() {
            let (signal, input) = Signal<Int??, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.skipNil())
            input.send(value: .some(nil))
            input.send(value: nil)
            input.send(value: 3)
            #expect(recorder.values == [nil, 3])
        }

        @Test("SignalProducer: unwraps the non-nil values and forwards the failure")
        func producerUnwraps() {
            let producer = unaryOpsProducer([nil, 5, nil] as [Int?], failingWith: .other).skipNil()
            #expect(UnaryOpsRecorder.starting(producer).events == [.value(5), .failed(.other)])
        }
    }
}
