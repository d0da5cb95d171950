import Dispatch
@testable import ReactiveCore
import Synchronization
import Testing

/// Detects two deliveries overlapping in time.
private final class OverlapDetector: Sendable {
    private let active = Synchronization.Atomic<Int>(0)
    private let overlaps = Synchronization.Atomic<Int>(0)
    private let received = Synchronization.Atomic<Int>(0)

    func enter() {
        if active.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        received.add(1, ordering: .relaxed)
    }

    func leave() {
        active.subtract(1, ordering: .sequentiallyConsistent)
    }

    var overlapCount: Int { overlaps.load(ordering: .sequentiallyConsistent) }
    var receivedCount: Int { received.load(ordering: .sequentiallyConsistent) }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    static let threads = 8
    static let valuesPerThread = 2_000

    @Test("observers never see two events at once while several threads send")
    func serialDelivery() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let detector = OverlapDetector()
        signal.observeValues { _ in
            detector.enter()
            detector.leave()
        }
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for value in 0..<Self.valuesPerThread { input.send(value: thread * Self.valuesPerThread + value) }
        }
        #expect(detector.overlapCount == 0)
        #expect(detector.receivedCount == Self.threads * Self.valuesPerThread)
    }

    @Test("every value sent from several threads arrives exactly once, in each thread's order")
    func exactlyOnceAndPerThreadOrder() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder<Int, Never>()
        signal.map { $0 }.filter { _ in true }.observe(recorder.observer)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for value in 0..<Self.valuesPerThread { input.send(value: thread * Self.valuesPerThread + value) }
        }
        let values = recorder.values
        #expect(values.count == Self.threads * Self.valuesPerThread)
        #expect(Set(values).count == values.count)
        for thread in 0..<Self.threads {
            let mine = values.filter { $0 / Self.valuesPerThread == thread }
            #expect(mine == mine.sorted())
        }
    }

    @Test("terminating events sent concurrently are delivered exactly once")
    func concurrentTermination() {
        for _ in 0..<200 {
            let (signal, input) = Signal<Int, TestError>.pipe()
            let recorder = EventRecorder<Int, TestError>()
            signal.observe(recorder.observer)
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                switch index {
                case 0: input.sendCompleted()
                case 1: input.send(error: .boom)
                case 2: input.sendInterrupted()
                default: input.send(value: 1)
                }
            }
            #expect(recorder.terminations.count == 1)
            #expect(recorder.events.last?.isTerminating == true)
        }
    }

    @Test("a disposed observer receives nothing more even while other threads send")
    func disposalRace() {
        for _ in 0..<100 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let afterDispose = Counter()
            let disposed = Synchronization.Atomic<Bool>(false)
            let subscription = signal.observeValues { _ in
                if disposed.load(ordering: .sequentiallyConsistent) { afterDispose.increment() }
            }
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                if index == 0 {
                    subscription?.dispose()
                    disposed.store(true, ordering: .sequentiallyConsistent)
                } else {
                    for value in 0..<200 { input.send(value: value) }
                }
            }
            #expect(afterDispose.value == 0)
        }
    }

    @Test("observers attached from several threads while values flow all get the later values")
    func concurrentObserve() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorders = (0..<16).map { _ in EventRecorder<Int, Never>() }
        DispatchQueue.concurrentPerform(iterations: recorders.count + 1) { index in
            if index == recorders.count {
                for value in 0..<500 { input.send(value: value) }
            } else {
                signal.observe(recorders[index].observer)
            }
        }
        input.send(value: -1)
        for recorder in recorders {
            #expect(recorder.values.last == -1)
            #expect(recorder.values == recorder.values.sorted { $0 >= 0 && ($1 < 0 || $0 < $1) })
        }
    }

    @Test("producers started from several threads run independently")
    func concurrentStarts() {
        let producer = SignalProducer<Int, Never>(1...100).map { $0 * 2 }
        let sums = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            let recorder = EventRecorder<Int, Never>()
            producer.start(recorder.observer)
            sums.withLock { $0.append(recorder.values.reduce(0, +)) }
        }
        #expect(sums.withLock { $0 } == Array(repeating: 10_100, count: 32))
    }
}
