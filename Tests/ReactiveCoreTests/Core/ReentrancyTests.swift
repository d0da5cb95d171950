import Dispatch
import ReactiveCore
import Synchronization
import Testing

@Suite("Re-entrancy")
struct ReentrancyTests {
    @Test("a value sent from inside an observer is delivered after the current delivery, in order")
    func reentrantValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let first = EventRecorder<Int, Never>()
        let second = EventRecorder<Int, Never>()
        signal.observeValues { value in
            first.observer.send(value: value)
            if value < 3 { input.send(value: value + 1) }
        }
        signal.observe(second.observer)
        input.send(value: 1)
        #expect(first.values == [1, 2, 3])
        #expect(second.values == [1, 2, 3])
    }

    @Test("every observer sees the current event before any re-entrant one")
    func currentEventFirst() {
        let (signal, input) = Signal<String, Never>.pipe()
        let log = EventRecorder<String, Never>()
        signal.observeValues { value in
            log.observer.send(value: "A:\(value)")
            if value == "x" { input.send(value: "y") }
        }
        signal.observeValues { log.observer.send(value: "B:\($0)") }
        input.send(value: "x")
        #expect(log.values == ["A:x", "B:x", "A:y", "B:y"])
    }

    @Test("a terminating event sent from inside an observer ends the signal after the current delivery")
    func reentrantTermination() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.observeValues { _ in
            input.sendCompleted()
            input.send(value: 99)
        }
        signal.observe(recorder.observer)
        input.send(value: 1)
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("re-entrant terminating events are delivered exactly once")
    func reentrantTerminationOnce() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder<Int, TestError>()
        signal.observe { event in
            input.sendCompleted()
            input.send(error: .boom)
            input.sendInterrupted()
            recorder.observer.send(event)
        }
        input.send(value: 1)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("sending into a derived chain from its own end is queued, not recursive")
    func reentrantThroughOperators() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.map { $0 + 1 }.filter { $0 % 2 == 0 }.observeValues { value in
            recorder.observer.send(value: value)
            if value < 10 { input.send(value: value) }
        }
        input.send(value: 1)
        #expect(recorder.values == [2])
        input.send(value: 3)
        #expect(recorder.values == [2, 4])
    }

    @Test("deep re-entrant chains do not grow the stack")
    func deepReentrancy() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let last = Counter()
        signal.observeValues { value in
            last.increment()
            if value < 100_000 { input.send(value: value + 1) }
        }
        input.send(value: 1)
        #expect(last.value == 100_000)
    }

    @Test("two signals that feed each other from different threads do not deadlock")
    func crossFeedingSignals() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let received = Counter()
        left.observeValues { value in
            received.increment()
            if value % 2 == 0 { rightInput.send(value: value + 1) }
        }
        right.observeValues { value in
            received.increment()
            if value % 2 == 0 { leftInput.send(value: value + 1) }
        }
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            for value in stride(from: 0, to: 2_000, by: 2) {
                if side == 0 { leftInput.send(value: value) } else { rightInput.send(value: value) }
            }
        }
        #expect(received.value == 4_000)
    }

    @Test("a producer's observer may start the same producer again")
    func restartFromObserver() {
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        let recorder = EventRecorder<Int, Never>()
        let restarted = Synchronization.Atomic<Bool>(false)
        producer.startWithValues { value in
            recorder.observer.send(value: value)
            if !restarted.exchange(true, ordering: .relaxed) {
                producer.startWithValues { recorder.observer.send(value: $0 * 10) }
            }
        }
        #expect(recorder.values == [1, 10, 20, 2])
    }
}
