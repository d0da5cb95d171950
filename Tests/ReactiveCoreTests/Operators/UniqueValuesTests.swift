import ReactiveCore
import Testing

@Suite("uniqueValues")
struct UniqueValuesOperatorTests {
    @Test("Signal: drops every value seen before, not only repeats")
    func signalDropsSeenValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.uniqueValues())
        for value in [1, 2, 1, 3, 2] { input.send(value: value) }
        #expect(recorder.values == [1, 2, 3])
    }

    @Test("Signal: compares the identities given by the closure")
    func signalCustomIdentity() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.uniqueValues { $0.count })
        for value in ["a", "bb", "c", "dd", "eee"] { input.send(value: value) }
        #expect(recorder.values == ["a", "bb", "eee"])
    }

    @Test("Signal: calls the identity closure once per value")
    func signalIdentityCalledOnce() {
        let log = UnaryOpsLog()
        let (signal, input) = Signal<Int, Never>.pipe()
        _ = UnaryOpsRecorder.observing(signal.uniqueValues { value -> Int in
            log.append("\(value)")
            return value
        })
        input.send(value: 1)
        input.send(value: 1)
        #expect(log.all == ["1", "1"])
    }

    @Test("Signal: forwards completion")
    func signalForwardsCompletion() {
        let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.uniqueValues())
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("Signal: forwards a failure")
    func signalForwardsFailure() {
        let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
        let recorder = UnaryOpsRecorder.observing(signal.uniqueValues())
        input.send(error: .other)
        #expect(recorder.events == [.failed(.other)])
    }

    @Test("SignalProducer: drops values seen before in the run")
    func producerDropsSeenValues() {
        let recorder = UnaryOpsRecorder.starting(SignalProducer<String, Never>(["x", "y", "x"]).uniqueValues())
        #expect(recorder.events == [.value("x"), .value("y"), .completed])
    }

    @Test("SignalProducer: every run starts with nothing seen")
    func producerRunsIndependent() {
        let producer = SignalProducer<Int, Never>([4, 4]).uniqueValues { $0 % 2 }
        #expect(UnaryOpsRecorder.starting(producer).values == [4])
        #expect(UnaryOpsRecorder.starting(producer).values == [4])
    }

    @Test("SignalProducer: disposing the run interrupts it")
    func producerDisposeInterrupts() {
        let (recorder, run) = UnaryOpsRecorder.startingRun(SignalProducer<Int, Never>.never.uniqueValues())
        run.dispose()
        #expect(recorder.events == [.interrupted])
    }
}
