import ReactiveCore
import Testing

@Suite("combinePrevious")
struct CombinePreviousOperatorTests {
    /// Pairs as arrays, since tuples are not `Equatable`.
    static func pairs<Value>(_ recorder: UnaryOpsRecorder<(Value, Value), some Swift.Error>) -> [[Value]] {
        recorder.values.map { [$0.0, $0.1] }
    }

    @Test("Signal: pairs the first value with the initial one")
    func signalWithInitial() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.combinePrevious(0))
        for value in 1...3 { input.send(value: value) }
        #expect(Self.pairs(recorder) == [[0, 1], [1, 2], [2, 3]])
    }

    @Test("Signal: without an initial value, sends nothing for the first value")
    func signalWithoutInitial() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.combinePrevious())
        for value in 1...3 { input.send(value: value) }
        #expect(Self.pairs(recorder) == [[1, 2], [2, 3]])
    }

    @Test("Signal: a single value without an initial one gives no pair")
    func signalSingleValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.combinePrevious())
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.values.isEmpty)
        #expect(recorder.events.last?.isCompleted == true)
    }

    @Test("Signal: a nil initial value of an optional type is paired like any other")
    func signalNilInitial() {
        let (signal, input) = Signal<Int?, Never>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.combinePrevious(nil))
        input.send(value: 1)
        #expect(Self.pairs(recorder) == [[nil, 1]])
    }

    @Test("Signal: without an initial value, a first nil value is only remembered")
    func signalOptionalWithoutInitial() {
        let (signal, input) = Signal<Int?, Never>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.combinePrevious())
        input.send(value: nil)
        input.send(value: 2)
        #expect(Self.pairs(recorder) == [[nil, 2]])
    }

    @Test("Signal: forwards a failure")
    func signalFailure() {
        let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.combinePrevious(0))
        input.send(error: .other)
        #expect(recorder.events.map(\.description) == ["FAILED other"])
    }

    @Test("SignalProducer: pairs the run's values, starting with the initial one")
    func producerWithInitial() {
        let recorder = UnaryOpsRecorder.starting(SignalProducer<String, Never>(["a", "b"]).combinePrevious("-"))
        #expect(Self.pairs(recorder) == [["-", "a"], ["a", "b"]])
        #expect(recorder.events.last?.isCompleted == true)
    }

    @Test("SignalProducer: every run starts without a previous value")
    func producerRunsIndependent() {
        let producer = SignalProducer<Int, Never>([1, 2]).combinePrevious()
        #expect(Self.pairs(UnaryOpsRecorder.starting(producer)) == [[1, 2]])
        #expect(Self.pairs(UnaryOpsRecorder.starting(producer)) == [[1, 2]])
    }

    @Test("SignalProducer: disposing the run interrupts it")
    func producerDisposeInterrupts() {
        let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.combinePrevious(0))
        run.dispose()
        #expect(recorder.events.map(\.description) == ["INTERRUPTED"])
    }
}
