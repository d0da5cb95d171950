import ReactiveCore
import Testing

@Suite("collect")
struct CollectOperatorTests {
    @Suite("collect()")
    struct All {
        @Test("Signal: sends all values as one array when the upstream completes")
        func signalCollectsAll() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect())
            for value in 1...3 { input.send(value: value) }
            #expect(recorder.events.isEmpty)
            input.sendCompleted()
            #expect(recorder.events == [.value([1, 2, 3]), .completed])
        }

        @Test("Signal: sends an empty array when there were no values")
        func signalEmptyArray() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect())
            input.sendCompleted()
            #expect(recorder.events == [.value([]), .completed])
        }

        @Test("Signal: a failure is forwarded without an array")
        func signalFailure() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect())
            input.send(value: 1)
            input.send(error: .failure)
            #expect(recorder.events == [.failed(.failure)])
        }

        @Test("Signal: an interruption is forwarded without an array")
        func signalInterruption() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect())
            input.send(value: 1)
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: sends the run's values as one array")
        func producerCollectsAll() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<String, Never>(["a", "b"]).collect())
            #expect(recorder.events == [.value(["a", "b"]), .completed])
        }

        @Test("SignalProducer: every run collects from scratch")
        func producerRunsIndependent() {
            let producer = SignalProducer<Int, Never>([1, 2]).collect()
            #expect(UnaryOpsRecorder.starting(producer).values == [[1, 2]])
            #expect(UnaryOpsRecorder.starting(producer).values == [[1, 2]])
        }

        @Test("SignalProducer: disposing the run interrupts it")
        func producerDisposeInterrupts() {
            let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.collect())
            run.dispose()
            #expect(recorder.events == [.interrupted])
        }
    }

    @Suite("collect(count:)")
    struct Count {
        @Test("Signal: sends an array every time the count is reached")
        func signalGroups() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect(count: 2))
            for value in 1...4 { input.send(value: value) }
            #expect(recorder.values == [[1, 2], [3, 4]])
        }

        @Test("Signal: sends the remaining values as a shorter array on completion")
        func signalRemainder() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect(count: 2))
            for value in 1...3 { input.send(value: value) }
            input.sendCompleted()
            #expect(recorder.events == [.value([1, 2]), .value([3]), .completed])
        }

        @Test("Signal: sends no trailing empty array when the values divide evenly")
        func signalNoTrailingEmptyArray() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect(count: 2))
            for value in 1...2 { input.send(value: value) }
            input.sendCompleted()
            #expect(recorder.events == [.value([1, 2]), .completed])
        }

        @Test("Signal: sends an empty array when there were no values")
        func signalNoValues() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect(count: 3))
            input.sendCompleted()
            #expect(recorder.events == [.value([]), .completed])
        }

        @Test("SignalProducer: groups the run's values")
        func producerGroups() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>(1...5).collect(count: 3))
            #expect(recorder.events == [.value([1, 2, 3]), .value([4, 5]), .completed])
        }

        @Test("SignalProducer: a count of 1 wraps every value")
        func producerCountOne() {
            let recorder = UnaryOpsRecorder.starting(SignalProducer<Int, Never>(1...2).collect(count: 1))
            #expect(recorder.values == [[1], [2]])
        }
    }

    @Suite("collect(_:) on the collected values")
    struct CollectedPredicate {
        @Test("Signal: sends the values whenever the predicate holds for them, the new one included")
        func signalPredicate() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect { values in values.reduce(0, +) == 8 })
            for value in [1, 3, 4, 7, 1, 5, 6] { input.send(value: value) }
            input.sendCompleted()
            #expect(recorder.events == [.value([1, 3, 4]), .value([7, 1]), .value([5, 6]), .completed])
        }

        @Test("Signal: sends an empty array when there were no values")
        func signalNoValues() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect { _ in true })
            input.sendCompleted()
            #expect(recorder.events == [.value([]), .completed])
        }

        @Test("SignalProducer: sends the values whenever the predicate holds")
        func producerPredicate() {
            let producer = SignalProducer<String, Never>(["a", "b", ".", "c"]).collect { $0.last == "." }
            #expect(UnaryOpsRecorder.starting(producer).values == [["a", "b", "."], ["c"]])
        }
    }

    @Suite("collect(_:) on the collected values and the next one")
    struct NextValuePredicate {
        @Test("Signal: sends the values collected so far when the predicate holds, starting the next array with the new value")
        func signalPredicate() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect { _, value in value == 7 })
            for value in [1, 1, 7, 7, 5, 6] { input.send(value: value) }
            input.sendCompleted()
            #expect(recorder.events == [.value([1, 1]), .value([7]), .value([7, 5, 6]), .completed])
        }

        @Test("Signal: the predicate sees the values collected before the new one")
        func signalPredicateArguments() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            _ = UnaryOpsRecorder.observing(signal.collect { collected, next in
                log.append("\(collected)+\(next)")
                return false
            })
            input.send(value: 1)
            input.send(value: 2)
            #expect(log.all == ["[]+1", "[1]+2"])
        }

        @Test("Signal: forwards interruption")
        func signalInterruption() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.collect { _, _ in false })
            input.send(value: 1)
            input.sendInterrupted()
            #expect(recorder.events == [.interrupted])
        }

        @Test("SignalProducer: splits the run's values before each value the predicate picks")
        func producerPredicate() {
            let producer = SignalProducer<Int, Never>([1, 2, 10, 3, 20]).collect { _, next in next >= 10 }
            #expect(UnaryOpsRecorder.starting(producer).values == [[1, 2], [10, 3], [20]])
        }
    }
}
