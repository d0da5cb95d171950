import Dispatch
import ReactiveCore
import Testing

@Suite("replayLazily(upTo:)")
struct ReplayLazilyTests {
    @Test("does not start the underlying producer before the first start")
    func lazy() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 1)
        #expect(probe.startCount == 0)
        replayed.start()
        #expect(probe.startCount == 1)
    }

    @Test("starts the underlying producer only once, however many runs start")
    func startsOnce() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 1)
        replayed.start()
        replayed.start()
        replayed.start()
        #expect(probe.startCount == 1)
    }

    @Test("replays the latest values, up to the capacity, to a later run")
    func replaysLatestValues() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 2)
        replayed.start()
        for value in 1...4 { probe.run().send(value: value) }
        let late = CombiningRecorder<Int, Never>()
        replayed.start(late.observer)
        probe.run().send(value: 5)
        #expect(late.values == [3, 4, 5])
    }

    @Test("with a capacity of zero replays only the termination")
    func zeroCapacity() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 0)
        replayed.start()
        probe.run().send(value: 1)
        let beforeEnd = CombiningRecorder<Int, Never>()
        replayed.start(beforeEnd.observer)
        probe.run().sendCompleted()
        let afterEnd = CombiningRecorder<Int, Never>()
        replayed.start(afterEnd.observer)
        #expect(beforeEnd.events == [.completed])
        #expect(afterEnd.events == [.completed])
    }

    @Test("replays the values and the completion to runs started after the end")
    func replaysCompletion() {
        let replayed = SignalProducer<Int, Never>(values: 1, 2, 3).replayLazily(upTo: 10)
        replayed.start()
        let late = CombiningRecorder<Int, Never>()
        replayed.start(late.observer)
        #expect(late.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("replays a failure")
    func replaysFailure() {
        let replayed = SignalProducer<Int, CombiningError>(value: 1).concat(error: .boom).replayLazily(upTo: 1)
        let first = CombiningRecorder<Int, CombiningError>()
        let second = CombiningRecorder<Int, CombiningError>()
        replayed.start(first.observer)
        replayed.start(second.observer)
        #expect(first.events == [.value(1), .failed(.boom)])
        #expect(second.events == [.value(1), .failed(.boom)])
    }

    @Test("sends live values to every run")
    func liveValues() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 1)
        let first = CombiningRecorder<Int, Never>()
        let second = CombiningRecorder<Int, Never>()
        replayed.start(first.observer)
        replayed.start(second.observer)
        probe.run().send(value: 7)
        #expect(first.values == [7])
        #expect(second.values == [7])
    }

    @Test("interrupting one run neither interrupts the others nor the underlying producer")
    func interruptingOneRun() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 1)
        let first = CombiningRecorder<Int, Never>()
        let second = CombiningRecorder<Int, Never>()
        let run = replayed.start(first.observer)
        replayed.start(second.observer)
        run.dispose()
        probe.run().send(value: 1)
        #expect(first.events == [.interrupted])
        #expect(second.values == [1])
        #expect(probe.endCount == 0)
    }

    @Test("the underlying producer keeps running with no run attached while the producer exists")
    func keepsRunning() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 3)
        replayed.start().dispose()
        probe.run().send(value: 1)
        probe.run().send(value: 2)
        let late = CombiningRecorder<Int, Never>()
        replayed.start(late.observer)
        #expect(late.values == [1, 2])
        #expect(probe.startCount == 1)
    }

    @Test("the underlying run is interrupted once the producer and all its runs are gone")
    func stopsWhenUnused() {
        let probe = ProducerProbe<Int, Never>()
        let run: Disposable
        do {
            let replayed = probe.producer.replayLazily(upTo: 1)
            run = replayed.start()
        }
        #expect(probe.endCount == 0)
        run.dispose()
        #expect(probe.endCount == 1)
    }

    @Test("runs started from several threads while values are sent each see an unbroken sequence")
    func concurrentStarts() {
        let probe = ProducerProbe<Int, Never>()
        let replayed = probe.producer.replayLazily(upTo: 1)
        replayed.start()
        let recorders = (0..<8).map { _ in CombiningRecorder<Int, Never>() }
        let lastValue = 2_000
        DispatchQueue.concurrentPerform(iterations: 9) { index in
            if index == 8 {
                for value in 1...lastValue { probe.run().send(value: value) }
                probe.run().sendCompleted()
            } else {
                replayed.start(recorders[index].observer)
            }
        }
        for recorder in recorders {
            #expect(recorder.waitForTermination())
            let values = recorder.values
            #expect(recorder.isCompleted)
            #expect(values.last == lastValue)
            #expect(zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 })
            #expect(recorder.overlappingDeliveries == 0)
        }
    }
}
