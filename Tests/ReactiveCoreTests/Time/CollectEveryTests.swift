import ReactiveCore
import Testing

@Suite("collect(every:on:skipEmpty:discardWhenCompleted:)")
struct CollectEveryTests {
    @Suite("Signal")
    struct OnSignal {
        private let scheduler = TestScheduler()
        private let pipe = Signal<Int, TimeTestError>.pipe()

        /// Records `collect(every: 1 s, …)` of the pipe.
        private func record(skipEmpty: Bool = false, discardWhenCompleted: Bool = true) -> TimedEventRecorder<[Int], TimeTestError> {
            let recorder = TimedEventRecorder<[Int], TimeTestError>(clock: scheduler)
            pipe.output
                .collect(every: .seconds(1), on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted)
                .observe(recorder.observer)
            return recorder
        }

        @Test("sends the values received during each interval at its end")
        func collectsPerInterval() {
            let recorder = record()
            pipe.input.send(value: 1)
            pipe.input.send(value: 2)
            scheduler.advance(by: 0.5)
            #expect(recorder.events.isEmpty)
            scheduler.advance(by: 0.5)
            pipe.input.send(value: 3)
            scheduler.advance(by: 1)
            #expect(recorder.values == [[1, 2], [3]])
            #expect(recorder.times == [1, 2])
        }

        @Test("sends an empty array for an interval without values by default")
        func emptyIntervals() {
            let recorder = record()
            scheduler.advance(by: 2)
            #expect(recorder.values == [[], []])
        }

        @Test("skips intervals without values when asked to")
        func skipEmpty() {
            let recorder = record(skipEmpty: true)
            scheduler.advance(by: 1)
            pipe.input.send(value: 1)
            scheduler.advance(by: 2)
            #expect(recorder.values == [[1]])
            #expect(recorder.times == [2])
        }

        @Test("by default, completion discards the values collected and is forwarded at once")
        func completionDiscards() {
            let recorder = record()
            pipe.input.send(value: 1)
            pipe.input.sendCompleted()
            scheduler.advance()
            #expect(recorder.events == [.completed])
            scheduler.advance(by: 5)
            #expect(recorder.events == [.completed])
        }

        @Test("when not discarding on completion, sends the values at the next tick, then completes")
        func completionKeepsValues() {
            let recorder = record(discardWhenCompleted: false)
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.5)
            pipe.input.sendCompleted()
            scheduler.advance(by: 0.25)
            #expect(recorder.events.isEmpty)
            scheduler.advance(by: 0.25)
            #expect(recorder.events == [.value([1]), .completed])
            #expect(recorder.times == [1, 1])
        }

        @Test("when not discarding on completion and skipping empty batches, completes at the next tick without a value")
        func completionSkipsEmptyBatch() {
            let recorder = record(skipEmpty: true, discardWhenCompleted: false)
            pipe.input.sendCompleted()
            scheduler.advance(by: 1)
            #expect(recorder.events == [.completed])
            #expect(recorder.times == [1])
        }

        @Test("failure discards the values collected and is forwarded at once")
        func failureDiscards() {
            let recorder = record(discardWhenCompleted: false)
            pipe.input.send(value: 1)
            pipe.input.send(error: .boom)
            scheduler.advance()
            #expect(recorder.events == [.failed(.boom)])
            scheduler.advance(by: 5)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("interruption discards the values collected and is forwarded at once")
        func interruptionDiscards() {
            let recorder = record()
            pipe.input.send(value: 1)
            pipe.input.sendInterrupted()
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("detaching the last observer stops the timer")
        func detachStopsTimer() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let observation = signal.collect(every: .seconds(1), on: scheduler).observe { _ in }

            #expect(scheduler.outstandingActions == 1)
            observation?.dispose()
            #expect(scheduler.outstandingActions == 0)
            withExtendedLifetime(input) {}
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("each run has its own timer, started with the run")
        func timerPerRun() {
            let scheduler = TestScheduler()
            let first = TimedEventRecorder<[Int], TimeTestError>(clock: scheduler)
            let second = TimedEventRecorder<[Int], TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let producer = SignalProducer(signal).collect(every: .seconds(1), on: scheduler, skipEmpty: true)
            producer.start(first.observer)
            scheduler.advance(by: 0.5)
            producer.start(second.observer)
            input.send(value: 1)
            scheduler.advance(by: 1)
            #expect(first.values == [[1]])
            #expect(first.times == [1])
            #expect(second.values == [[1]])
            #expect(second.times == [1.5])
        }

        @Test("a synchronous run delivers its values at the first tick when not discarding on completion")
        func synchronousRun() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<[Int], TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>([1, 2, 3])
                .collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false)
                .start(recorder.observer)
            scheduler.run()
            #expect(recorder.events == [.value([1, 2, 3]), .completed])
        }

        @Test("disposing a run interrupts it and stops its timer")
        func disposeStopsTimer() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let recorder = TimedEventRecorder<[Int], TimeTestError>(clock: scheduler.base)
            let disposable = SignalProducer<Int, TimeTestError>.never
                .collect(every: .seconds(1), on: scheduler)
                .start(recorder.observer)
            scheduler.base.advance(by: 1)
            #expect(scheduler.outstandingActions == 1)

            disposable.dispose()
            scheduler.base.advance(by: 5)
            #expect(scheduler.outstandingActions == 0)
            #expect(recorder.events == [.value([]), .interrupted])
        }
    }
}
