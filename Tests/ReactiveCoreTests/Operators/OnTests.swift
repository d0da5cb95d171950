import ReactiveCore
import Testing

@Suite("on(...) side effects")
struct OnOperatorTests {
    /// Every callback of `Signal.on`, logging its name (and argument).
    static func loggingAll(_ signal: Signal<Int, UnaryOpsError>, into log: UnaryOpsLog) -> Signal<Int, UnaryOpsError> {
        signal.on(
            event: { log.append("event \($0)") },
            failed: { log.append("failed \($0)") },
            completed: { log.append("completed") },
            interrupted: { log.append("interrupted") },
            terminated: { log.append("terminated") },
            disposed: { log.append("disposed") },
            value: { log.append("value \($0)") }
        )
    }

    @Suite("Signal")
    struct OnSignal {
        @Test("Runs the value callback before forwarding the value")
        func valueBeforeForwarding() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.on(value: { log.append("side effect \($0)") }).observeValues { log.append("observed \($0)") }
            input.send(value: 1)
            #expect(log.all == ["side effect 1", "observed 1"])
        }

        @Test("Runs the event, value callbacks in order for a value")
        func valueCallbacks() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            _ = OnOperatorTests.loggingAll(signal, into: log).observe { _ in }
            input.send(value: 5)
            #expect(log.all == ["event VALUE 5", "value 5"])
        }

        @Test("Runs event, completed, terminated, then disposed on completion")
        func completionCallbacks() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            _ = OnOperatorTests.loggingAll(signal, into: log).observe { _ in }
            input.sendCompleted()
            #expect(log.all == ["event COMPLETED", "completed", "terminated", "disposed"])
        }

        @Test("Runs event, failed, terminated, then disposed on failure")
        func failureCallbacks() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            _ = OnOperatorTests.loggingAll(signal, into: log).observe { _ in }
            input.send(error: .other)
            #expect(log.all == ["event FAILED other", "failed other", "terminated", "disposed"])
        }

        @Test("Runs event, interrupted, terminated, then disposed on interruption")
        func interruptionCallbacks() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            _ = OnOperatorTests.loggingAll(signal, into: log).observe { _ in }
            input.sendInterrupted()
            #expect(log.all == ["event INTERRUPTED", "interrupted", "terminated", "disposed"])
        }

        @Test("Forwards every event unchanged")
        func forwardsEvents() {
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            let recorder = UnaryOpsRecorder.observing(signal.on(value: { _ in }))
            input.send(value: 1)
            input.send(error: .failure)
            #expect(recorder.events == [.value(1), .failed(.failure)])
        }

        @Test("Observers receive the terminating event before disposed runs")
        func disposedAfterObservers() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.on(disposed: { log.append("disposed") }).observeCompleted { log.append("observer completed") }
            input.sendCompleted()
            #expect(log.all == ["observer completed", "disposed"])
        }

        @Test("Runs disposed when the returned signal is released without observers")
        func disposedWhenReleased() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, Never>.pipe()
            _ = signal.on(disposed: { log.append("disposed") })
            #expect(log.all == ["disposed"])
            withExtendedLifetime(input) {}
        }

        @Test("Runs no callback after the signal terminated")
        func nothingAfterTermination() {
            let log = UnaryOpsLog()
            let (signal, input) = Signal<Int, UnaryOpsError>.pipe()
            _ = OnOperatorTests.loggingAll(signal, into: log).observe { _ in }
            input.sendCompleted()
            input.send(value: 1)
            input.sendInterrupted()
            #expect(log.count(of: "terminated") == 1)
            #expect(!log.all.contains("value 1"))
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("Runs starting before the upstream starts and started after its start handler returns")
        func startingAndStarted() {
            let probe = UnaryOpsProbe<Int, Never>()
            let producer = probe.producer.on(starting: { probe.log.append("starting") }, started: { probe.log.append("did start") })
            _ = UnaryOpsRecorder.starting(producer)
            #expect(probe.log.all == ["starting", "started", "did start"])
        }

        @Test("Runs started after the events a synchronous producer sends")
        func startedAfterSynchronousEvents() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, Never>([1]).on(
                started: { log.append("started") },
                completed: { log.append("completed") },
                value: { log.append("value \($0)") }
            )
            _ = UnaryOpsRecorder.starting(producer)
            #expect(log.all == ["value 1", "completed", "started"])
        }

        @Test("Runs the callbacks again for every run")
        func callbacksPerRun() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, Never>(value: 1).on(starting: { log.append("starting") }, value: { log.append("value \($0)") })
            _ = UnaryOpsRecorder.starting(producer)
            _ = UnaryOpsRecorder.starting(producer)
            #expect(log.all == ["starting", "value 1", "starting", "value 1"])
        }

        @Test("Forwards the run's events unchanged")
        func forwardsEvents() {
            let recorder = UnaryOpsRecorder.starting(unaryOpsProducer([1, 2], failingWith: .other).on(event: { _ in }))
            #expect(recorder.events == [.value(1), .value(2), .failed(.other)])
        }

        @Test("Runs failed and terminated on failure")
        func failureCallbacks() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, UnaryOpsError>(error: .failure).on(
                failed: { log.append("failed \($0)") },
                terminated: { log.append("terminated") }
            )
            _ = UnaryOpsRecorder.starting(producer)
            #expect(log.all == ["failed failure", "terminated"])
        }

        @Test("Disposing the run reaches the event, interrupted, terminated and disposed callbacks")
        func disposeCallbacks() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, Never>.never.on(
                event: { log.append("event \($0)") },
                interrupted: { log.append("interrupted") },
                terminated: { log.append("terminated") },
                disposed: { log.append("disposed") }
            )
            let (recorder, run) = UnaryOpsRecorder.startingRun(producer)
            run.dispose()
            #expect(recorder.events == [.interrupted])
            #expect(log.all == ["event INTERRUPTED", "interrupted", "terminated", "disposed"])
        }

        @Test("Disposing the run ends the upstream's work")
        func disposeEndsWork() {
            let probe = UnaryOpsProbe<Int, Never>()
            let (_, run) = UnaryOpsRecorder.startingRun(probe.producer.on(value: { _ in }))
            run.dispose()
            #expect(probe.hasEnded)
        }

        @Test("Runs completed, terminated and disposed once on completion")
        func completionCallbacks() {
            let log = UnaryOpsLog()
            let producer = SignalProducer<Int, Never>.empty.on(
                completed: { log.append("completed") },
                interrupted: { log.append("interrupted") },
                terminated: { log.append("terminated") },
                disposed: { log.append("disposed") }
            )
            let (_, run) = UnaryOpsRecorder.startingRun(producer)
            run.dispose()
            #expect(log.all == ["completed", "terminated", "disposed"])
        }

        @Test("Values sent later from the upstream reach the value callback")
        func laterValues() {
            let probe = UnaryOpsProbe<Int, Never>()
            let log = UnaryOpsLog()
            let recorder = UnaryOpsRecorder.starting(probe.producer.on(value: { log.append("value \($0)") }))
            probe.input.send(value: 8)
            #expect(log.all == ["value 8"])
            #expect(recorder.values == [8])
        }
    }
}
