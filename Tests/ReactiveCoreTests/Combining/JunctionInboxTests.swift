import Dispatch
import ReactiveCore
import Testing

/// What an operator with several inputs does with the events that arrive while it is handling
/// another: those from its own thread wait in its inbox, those from other threads in its funnel.
@Suite("events sent while a combined signal handles another")
struct JunctionInboxTests {
    @Test("values an inner producer sends at once follow the outer value that started it, in order, before the next outer value")
    func synchronousInnerValuesInOrder() {
        let recorder = CombiningRecorder<Int, Never>()
        SignalProducer<Int, Never>([0, 10, 20])
            .flatMap(.latest) { start in SignalProducer(start..<start + 3) }
            .start(recorder.observer)
        #expect(recorder.values == [0, 1, 2, 10, 11, 12, 20, 21, 22])
        #expect(recorder.isCompleted)
    }

    @Test("values an inner producer sends from another thread while its outer value is handled all arrive, in order")
    func innerValuesFromAnotherThread() {
        let recorder = CombiningRecorder<Int, Never>()
        let (outer, input) = Signal<Int, Never>.pipe()
        outer.flatMap(.concat) { count in
            SignalProducer<Int, Never> { observer, _ in
                // The run's start waits for the other thread, so that every value is sent while
                // the outer value is still being handled.
                let sent = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    for value in 0..<count { observer.send(value: value) }
                    observer.sendCompleted()
                    sent.signal()
                }
                sent.wait()
            }
        }.observe(recorder.observer)
        input.send(value: 200)
        input.send(value: 3)
        input.sendCompleted()
        #expect(recorder.waitForTermination())
        #expect(recorder.values == Array(0..<200) + [0, 1, 2])
        #expect(recorder.isCompleted)
        #expect(recorder.overlappingDeliveries == 0)
    }

    @Test("an inner stream sent by an observer after another one failed in the same delivery is never started")
    func nothingStartedAfterFailure() {
        let recorder = CombiningRecorder<Int, CombiningError>()
        let late = ProducerProbe<Int, CombiningError>()
        let (outer, outerInput) = Signal<SignalProducer<Int, CombiningError>, CombiningError>.pipe()
        let (first, firstInput) = Signal<Int, CombiningError>.pipe()
        let (second, secondInput) = Signal<Int, CombiningError>.pipe()
        let flattened = outer.flatten(.merge)
        flattened.observe(recorder.observer)
        flattened.observe { event in
            // Both sends come back while the value is being handled: the failure first.
            guard event.value != nil else { return }
            secondInput.send(error: .boom)
            outerInput.send(value: late.producer)
        }
        outerInput.send(value: SignalProducer(first))
        outerInput.send(value: SignalProducer(second))
        firstInput.send(value: 1)
        #expect(recorder.events == [.value(1), .failed(.boom)])
        #expect(late.startCount == 0)
    }

    @Test("a pair sent back into an input by an observer is combined after the pair being delivered")
    func reentrantPairsInOrder() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<String, Never>.pipe()
        let recorder = CombiningRecorder<String, Never>()
        let combined: Signal<String, Never> = first.combineLatest(with: second).map { number, letter in "\(number)\(letter)" }
        combined.observe(recorder.observer)
        combined.observeValues { pair in
            if pair == "1a" { firstInput.send(value: 2) }
        }
        firstInput.send(value: 1)
        secondInput.send(value: "a")
        secondInput.send(value: "b")
        #expect(recorder.values == ["1a", "2a", "2b"])
    }
}
