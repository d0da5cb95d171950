import Foundation
import ReactiveCore
import Testing

@Suite("throttle(_:on:)")
struct ThrottleTests {
    @Suite("Signal")
    struct OnSignal {
        private let scheduler = TestScheduler()
        private let pipe = Signal<Int, TimeTestError>.pipe()
        private let recorder: TimedEventRecorder<Int, TimeTestError>

        init() {
            recorder = TimedEventRecorder(clock: scheduler)
            pipe.output.throttle(1, on: scheduler).observe(recorder.observer)
        }

        @Test("sends the first value on the scheduler's next turn")
        func firstValueAtOnce() {
            pipe.input.send(value: 1)
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.values == [1])
            #expect(recorder.times == [0])
        }

        @Test("of the values sent within the interval, sends only the latest, when the interval ends")
        func latestWithinInterval() {
            pipe.input.send(value: 1)
            scheduler.advance()
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 0.25))
            pipe.input.send(value: 2)
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 0.5))
            pipe.input.send(value: 3)
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 0.75))
            #expect(recorder.values == [1])
            scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 1))
            #expect(recorder.values == [1, 3])
            #expect(recorder.times == [0, 1])
        }

        @Test("sends a value at once when nothing was sent during the last interval")
        func afterQuietInterval() {
            pipe.input.send(value: 1)
            scheduler.advance(by: 5)
            pipe.input.send(value: 2)
            scheduler.advance()
            #expect(recorder.values == [1, 2])
            #expect(recorder.times == [0, 5])
        }

        @Test("measures the interval from the last value sent")
        func fromLastSend() {
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.5)
            pipe.input.send(value: 2)
            scheduler.advance(by: 1)
            pipe.input.send(value: 3)
            scheduler.advance(by: 5)
            #expect(recorder.values == [1, 2, 3])
            #expect(recorder.times == [0, 1, 2])
        }

        @Test("forwards completion at once, discarding the value still waiting")
        func completionDiscardsPending() {
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.5)
            pipe.input.send(value: 2)
            pipe.input.sendCompleted()
            scheduler.advance()
            #expect(recorder.events == [.value(1), .completed])
            #expect(recorder.times == [0, 0.5])
            scheduler.run()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("forwards failure at once, discarding the value still waiting")
        func failureDiscardsPending() {
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.5)
            pipe.input.send(value: 2)
            pipe.input.send(error: .boom)
            scheduler.run()
            #expect(recorder.events == [.value(1), .failed(.boom)])
        }

        @Test("forwards interruption at once, discarding the value still waiting")
        func interruptionDiscardsPending() {
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.5)
            pipe.input.send(value: 2)
            pipe.input.sendInterrupted()
            scheduler.run()
            #expect(recorder.events == [.value(1), .interrupted])
        }

        @Test("sends at once when the clock was set back behind the last send")
        func clockSetBack() {
            scheduler.advance(by: 10)
            pipe.input.send(value: 1)
            scheduler.advance()
            scheduler.rewind(by: .seconds(5))
            pipe.input.send(value: 2)
            scheduler.advance()
            #expect(recorder.values == [1, 2])
        }

        @Test("detaching the last observer cancels the value still waiting")
        func detachCancelsPending() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let observation = signal.throttle(1, on: scheduler).observe { _ in }

            input.send(value: 1)
            scheduler.base.advance()
            input.send(value: 2)
            #expect(scheduler.outstandingActions == 1)
            observation?.dispose()
            #expect(scheduler.outstandingActions == 0)
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("throttles the values of a run")
        func throttlesRun() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            SignalProducer(signal).throttle(1, on: scheduler).start(recorder.observer)

            input.send(value: 1)
            scheduler.advance()
            input.send(value: 2)
            input.send(value: 3)
            scheduler.advance(by: 1)
            #expect(recorder.values == [1, 3])
            #expect(recorder.times == [0, 1])
        }

        @Test("a synchronous run's values are discarded by its completion")
        func synchronousRun() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>([1, 2, 3]).throttle(1, on: scheduler).start(recorder.observer)

            scheduler.run()
            #expect(recorder.events == [.completed])
        }

        @Test("disposing a run cancels the value still waiting and interrupts it on the scheduler")
        func disposeCancelsPending() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler.base)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let disposable = SignalProducer(signal).throttle(1, on: scheduler).start(recorder.observer)

            input.send(value: 1)
            scheduler.base.advance()
            input.send(value: 2)
            #expect(scheduler.outstandingActions == 1)
            disposable.dispose()
            #expect(recorder.events == [.value(1)])
            scheduler.base.advance()
            #expect(recorder.events == [.value(1), .interrupted])
            #expect(scheduler.outstandingActions == 0)
        }
    }
}
