import Dispatch
import ReactiveCore
import Synchronization
import Testing

@Suite("start(on:)")
struct StartOnTests {
    @Test("does not run the start handler until the scheduler runs")
    func deferredStart() {
        let scheduler = TestScheduler()
        let starts = Synchronization.Atomic<Int>(0)
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts.add(1, ordering: .relaxed)
            observer.send(value: 1)
        }
        producer.start(on: scheduler).start()

        #expect(starts.load(ordering: .relaxed) == 0)
        scheduler.advance()
        #expect(starts.load(ordering: .relaxed) == 1)
    }

    @Test("forwards the values and completion of the run once started")
    func forwardsEvents() {
        let scheduler = TestScheduler()
        let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
        SignalProducer<Int, TimeTestError>([1, 2]).start(on: scheduler).start(recorder.observer)

        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("forwards failure")
    func forwardsFailure() {
        let scheduler = TestScheduler()
        let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
        SignalProducer<Int, TimeTestError>(error: .boom).start(on: scheduler).start(recorder.observer)

        scheduler.advance()
        #expect(recorder.events == [.failed(.boom)])
    }

    @Test("disposing before the scheduled start cancels it, so the producer never starts")
    func disposeBeforeStart() {
        let scheduler = TestScheduler()
        let starts = Synchronization.Atomic<Int>(0)
        let recorder = TimedEventRecorder<Int, Never>(clock: scheduler)
        let producer = SignalProducer<Int, Never> { _, _ in starts.add(1, ordering: .relaxed) }
        let disposable = producer.start(on: scheduler).start(recorder.observer)

        disposable.dispose()
        scheduler.run()
        #expect(starts.load(ordering: .relaxed) == 0)
        #expect(recorder.events == [.interrupted])
    }

    @Test("disposing after the start interrupts the run and ends its lifetime")
    func disposeAfterStart() {
        let scheduler = TestScheduler()
        let ended = SchedulerLog<String>()
        let recorder = TimedEventRecorder<Int, Never>(clock: scheduler)
        let producer = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { ended.append("ended") }
        }
        let disposable = producer.start(on: scheduler).start(recorder.observer)
        scheduler.advance()
        #expect(ended.all.isEmpty)

        disposable.dispose()
        #expect(ended.all == ["ended"])
        #expect(recorder.events == [.interrupted])
    }

    @Test("each start schedules its own run")
    func cold() {
        let scheduler = TestScheduler()
        let starts = Synchronization.Atomic<Int>(0)
        let producer = SignalProducer<Int, Never> { _, _ in starts.add(1, ordering: .relaxed) }.start(on: scheduler)
        producer.start()
        producer.start()
        scheduler.advance()
        #expect(starts.load(ordering: .relaxed) == 2)
    }

    @Test("runs the start handler on a queue scheduler's queue")
    func queueScheduler() async {
        let scheduler = QueueScheduler()
        let key = DispatchSpecificKey<Int>()
        scheduler.queue.setSpecific(key: key, value: 4)
        let seen = SchedulerLog<Int?>()
        let done = SchedulerExpectation()
        let producer = SignalProducer<Int, Never> { observer, _ in
            seen.append(DispatchQueue.getSpecific(key: key))
            observer.sendCompleted()
        }
        producer.start(on: scheduler).startWithCompleted { done.fulfill() }

        #expect(await done.wait())
        #expect(seen.all == [4])
    }
}
