import ReactiveCore
import Testing

@Suite("debounce(_:on:discardWhenCompleted:)")
struct DebounceTests {
    @Suite("Signal")
    struct OnSignal {
        private let scheduler = TestScheduler()
        private let pipe = Signal<Int, TimeTestError>.pipe()

        /// Records `debounce(1, …)` of the pipe.
        private func record(discardWhenCompleted: Bool = true) -> TimedEventRecorder<Int, TimeTestError> {
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            pipe.output
                .debounce(1, on: scheduler, discardWhenCompleted: discardWhenCompleted)
                .observe(recorder.observer)
            return recorder
        }

        @Test("sends a value once the interval has passed without a newer one")
        func sendsAfterQuiet() {
            let recorder = record()
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.5)
            #expect(recorder.events.isEmpty)
            scheduler.advance(by: 0.5)
            #expect(recorder.values == [1])
            #expect(recorder.times == [1])
        }

        @Test("a newer value restarts the wait and replaces the older one")
        func newerValueRestarts() {
            let recorder = record()
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.5)
            pipe.input.send(value: 2)
            scheduler.advance(by: 0.75)
            #expect(recorder.events.isEmpty)
            scheduler.advance(by: 0.25)
            #expect(recorder.values == [2])
            #expect(recorder.times == [1.5])
        }

        @Test("values that keep coming faster than the interval send nothing until they pause")
        func continuousValues() {
            let recorder = record()
            for value in 1...10 {
                pipe.input.send(value: value)
                scheduler.advance(by: 0.5)
            }
            #expect(recorder.events.isEmpty)
            scheduler.advance(by: 0.5)
            #expect(recorder.values == [10])
        }

        @Test("by default, completion discards the value still waiting and is forwarded at once")
        func completionDiscards() {
            let recorder = record()
            pipe.input.send(value: 1)
            pipe.input.sendCompleted()
            scheduler.advance()
            #expect(recorder.events == [.completed])
            #expect(recorder.times == [0])
            scheduler.run()
            #expect(recorder.events == [.completed])
        }

        @Test("when not discarding on completion, sends the waiting value when its wait ends, then completes")
        func completionKeepsPending() {
            let recorder = record(discardWhenCompleted: false)
            pipe.input.send(value: 1)
            scheduler.advance(by: 0.25)
            pipe.input.sendCompleted()
            scheduler.advance(by: 0.5)
            #expect(recorder.events.isEmpty)
            scheduler.advance(by: 0.25)
            #expect(recorder.events == [.value(1), .completed])
            #expect(recorder.times == [1, 1])
        }

        @Test("when not discarding on completion with nothing waiting, completes at once")
        func completionWithoutPending() {
            let recorder = record(discardWhenCompleted: false)
            pipe.input.send(value: 1)
            scheduler.advance(by: 2)
            pipe.input.sendCompleted()
            scheduler.advance()
            #expect(recorder.events == [.value(1), .completed])
            #expect(recorder.times == [1, 2])
        }

        @Test("failure discards the value still waiting and is forwarded at once")
        func failureDiscards() {
            let recorder = record(discardWhenCompleted: false)
            pipe.input.send(value: 1)
            pipe.input.send(error: .boom)
            scheduler.run()
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("interruption discards the value still waiting and is forwarded at once")
        func interruptionDiscards() {
            let recorder = record(discardWhenCompleted: false)
            pipe.input.send(value: 1)
            pipe.input.sendInterrupted()
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("detaching the last observer cancels the value still waiting")
        func detachCancelsPending() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let observation = signal.debounce(1, on: scheduler).observe { _ in }

            input.send(value: 1)
            #expect(scheduler.outstandingActions == 1)
            observation?.dispose()
            #expect(scheduler.outstandingActions == 0)
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("debounces the values of a run")
        func debouncesRun() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            SignalProducer(signal).debounce(1, on: scheduler).start(recorder.observer)

            input.send(value: 1)
            input.send(value: 2)
            scheduler.advance(by: 1)
            #expect(recorder.values == [2])
        }

        @Test("a synchronous run sends its last value when not discarding on completion")
        func synchronousRunKeepsLast() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>([1, 2, 3])
                .debounce(1, on: scheduler, discardWhenCompleted: false)
                .start(recorder.observer)

            scheduler.run()
            #expect(recorder.events == [.value(3), .completed])
            #expect(recorder.times == [1, 1])
        }

        @Test("every run debounces on its own")
        func cold() {
            let scheduler = TestScheduler()
            let first = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let second = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let producer = SignalProducer<Int, TimeTestError>(value: 5).debounce(1, on: scheduler, discardWhenCompleted: false)
            producer.start(first.observer)
            producer.start(second.observer)
            scheduler.run()
            #expect(first.events == [.value(5), .completed])
            #expect(second.events == [.value(5), .completed])
        }

        @Test("disposing a run cancels the value still waiting and interrupts it on the scheduler")
        func disposeCancelsPending() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler.base)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let disposable = SignalProducer(signal).debounce(1, on: scheduler).start(recorder.observer)

            input.send(value: 1)
            #expect(scheduler.outstandingActions == 1)
            disposable.dispose()
            #expect(recorder.events.isEmpty)
            scheduler.base.advance()
            #expect(recorder.events == [.interrupted])
            #expect(recorder.times == [0])
            #expect(scheduler.outstandingActions == 0)
        }
    }
}
