import Foundation
import ReactiveCore
import Testing

@Suite("SignalProducer.timer(interval:on:)")
struct TimerTests {
    @Test("sends the scheduler's date every interval, the first one interval after the start")
    func ticks() {
        let scheduler = TestScheduler()
        let recorder = TimedEventRecorder<Date, Never>(clock: scheduler)
        SignalProducer.timer(interval: .seconds(2), on: scheduler).start(recorder.observer)

        scheduler.advance(by: 1)
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: 5)
        #expect(recorder.values == [2, 4, 6].map { Date(timeIntervalSinceReferenceDate: $0) })
        #expect(recorder.times == [2, 4, 6])
    }

    @Test("never completes")
    func neverCompletes() {
        let scheduler = TestScheduler()
        let recorder = TimedEventRecorder<Date, Never>(clock: scheduler)
        SignalProducer.timer(interval: .seconds(1), on: scheduler).start(recorder.observer)
        scheduler.advance(by: 100)
        #expect(recorder.values.count == 100)
        #expect(!recorder.isTerminated)
    }

    @Test("the leeway overload ticks at the same virtual dates")
    func leeway() {
        let scheduler = TestScheduler()
        let recorder = TimedEventRecorder<Date, Never>(clock: scheduler)
        SignalProducer.timer(interval: .milliseconds(500), on: scheduler, leeway: .milliseconds(100)).start(recorder.observer)
        scheduler.advance(by: 1.5)
        #expect(recorder.times == [0.5, 1, 1.5])
    }

    @Test("each start runs its own timer, counted from that start")
    func cold() {
        let scheduler = TestScheduler()
        let first = TimedEventRecorder<Date, Never>(clock: scheduler)
        let second = TimedEventRecorder<Date, Never>(clock: scheduler)
        let timer = SignalProducer.timer(interval: .seconds(1), on: scheduler)
        timer.start(first.observer)
        scheduler.advance(by: 0.5)
        timer.start(second.observer)
        scheduler.advance(by: 1.5)
        #expect(first.times == [1, 2])
        #expect(second.times == [1.5])
    }

    @Test("disposing stops the timer and interrupts the run")
    func disposeStops() {
        let scheduler = CountingScheduler(base: TestScheduler())
        let recorder = TimedEventRecorder<Date, Never>(clock: scheduler.base)
        let disposable = SignalProducer.timer(interval: .seconds(1), on: scheduler).start(recorder.observer)
        scheduler.base.advance(by: 2)
        #expect(scheduler.outstandingActions == 1)

        disposable.dispose()
        #expect(scheduler.outstandingActions == 0)
        scheduler.base.advance(by: 10)
        #expect(recorder.events.count == 3)
        #expect(recorder.events.last == .interrupted)
    }

    @Test("ticks on a queue scheduler's queue with increasing wall-clock dates")
    func queueScheduler() async {
        let scheduler = QueueScheduler()
        let key = DispatchSpecificKey<Int>()
        scheduler.queue.setSpecific(key: key, value: 8)
        let ticks = SchedulerLog<(Date, Int?)>()
        let done = SchedulerExpectation(expectedCount: 3)
        let start = Date()
        let disposable = SignalProducer.timer(interval: .milliseconds(5), on: scheduler).startWithValues { date in
            ticks.append((date, DispatchQueue.getSpecific(key: key)))
            done.fulfill()
        }
        #expect(await done.wait())
        disposable.dispose()
        let recorded = ticks.all
        #expect(recorded.map(\.0) == recorded.map(\.0).sorted())
        #expect(recorded.allSatisfy { $0.0 > start && $0.1 == 8 })
    }
}
