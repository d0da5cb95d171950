import ReactiveCore
import Testing

@Suite("reduce")
struct ReduceOperatorTests {
    @Suite("reduce(_:_:)")
    struct Reduce {
        @Test("Signal: sends the combined result when the upstream completes")
        func signalReduces() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.reduce(0, +))
            for value in 1...4 { input.send(value: value) }
            #expect(recorder.events.isEmpty)
            input.sendCompleted()
            #expect(recorder.events == [.value(10), .completed])
        }

        @Test("Signal: sends the initial result when there were no values")
        func signalInitialResult() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.reduce(42, +))
            input.sendCompleted()
            #expect(recorder.events == [.value(42), .completed])
        }

        @Test("Signal: a failure is forwarded without a result")
        func signalFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.reduce(0, +))
            input.send(value: 1)
            input.send(error: .failure)
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("Signal: an interruption is forwarded without a result")
        func signalInterruption() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.reduce(0, +))
            input.send(value: 1)
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("Signal: combines in order, with the accumulated result first")
        func signalOrder() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.reduce(">") { $0 + $1 })
            input.send(value: "a")
            input.send(value: "b")
            input.sendCompleted()
            #expect(recorder.values == [">ab"])
        }

        @Test("SignalProducer: every run starts from the initial result")
        func producerRunsIndependent() {
            let producer = SignalProducer<Int, Never>(1...3).reduce(0, +)
            #expect(UnaryOpsRecorder.starting(producer).events == [.value(6), .completed])
            #expect(UnaryOpsRecorder.starting(producer).events == [.value(6), .completed])
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.reduce(0, +))
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("reduce(into:_:)")
    struct ReduceInto {
        @Test("Signal: mutates the result with every value")
        func signalReducesInto() {
            let (signal, input) = Signal<String, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.reduce(into: [String: Int]()) { counts, word in
                counts[word, default: 0] += 1
            })
            for word in ["a", "b", "a"] { input.send(value: word) }
            input.sendCompleted()
            #expect(recorder.values == [["a": 2, "b": 1]])
        }

        @Test("SignalProducer: mutates the result with every value of the run")
        func producerReducesInto() {
            let producer = SignalProducer<Int, Never>(1...3).reduce(into: [Int]()) { result, value in result.insert(value, at: 0) }
            #expect(UnaryOpsRecorder.starting(producer).events == [.value([3, 2, 1]), .completed])
        }

        @Test("SignalProducer: forwards a failure without a result")
        func producerFailure() {
            let producer = unaryOpsProducer([1, 2], failingWith: .other).reduce(into: 0) { $0 += $1 }
            #expect(UnaryOpsRecorder.starting(producer).events == [.failed(.other)])
        }
    }
}
