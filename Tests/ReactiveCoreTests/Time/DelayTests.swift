import ReactiveCore
import Testing

@Suite("delay(_:on:)")
struct DelayTests {
    @Suite("Signal")
    struct OnSignal {
        @Test("delivers each value the interval after it was sent")
        func delaysValues() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.delay(1, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            scheduler.advance(by: 0.5)
            #expect(recorder.events.isEmpty)
            input.send(value: 2)
            scheduler.advance(by: 0.5)
            #expect(recorder.values == [1])
            scheduler.advance(by: 0.5)
            #expect(recorder.values == [1, 2])
            #expect(recorder.times == [1, 1.5])
        }

        @Test("delays completion by the interval too")
        func delaysCompletion() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.delay(2, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            scheduler.advance(by: 1)
            input.sendCompleted()
            scheduler.advance(by: 5)
            #expect(recorder.events == [.value(1), .completed])
            #expect(recorder.times == [2, 3])
        }

        @Test("forwards failure at once, dropping the values still delayed")
        func failureAtOnce() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.delay(1, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            input.send(error: .boom)
            scheduler.advance()
            #expect(recorder.events == [.failed(.boom)])
            #expect(recorder.times == [0])
            scheduler.advance(by: 5)
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("forwards interruption at once, dropping the values still delayed")
        func interruptionAtOnce() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.delay(1, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            input.sendInterrupted()
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("with a zero interval, delivers on the scheduler's next turn")
        func zeroInterval() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.delay(0, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.values == [1])
        }

        @Test("after the observer detaches, delayed values are not delivered")
        func detachDropsValues() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let observation = signal.delay(1, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            observation?.dispose()
            scheduler.run()
            #expect(recorder.events.isEmpty)
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("delays the values and completion of a run by the interval")
        func delaysRun() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>([1, 2]).delay(3, on: scheduler).start(recorder.observer)

            scheduler.advance(by: 2)
            #expect(recorder.events.isEmpty)
            scheduler.advance(by: 1)
            #expect(recorder.events == [.value(1), .value(2), .completed])
            #expect(recorder.times == [3, 3, 3])
        }

        @Test("forwards failure at once")
        func failure() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>(error: .boom).delay(3, on: scheduler).start(recorder.observer)

            scheduler.advance()
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("disposing a run drops the delayed values and interrupts it on the scheduler")
        func disposeDropsValues() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let disposable = SignalProducer<Int, TimeTestError>([1, 2]).delay(1, on: scheduler).start(recorder.observer)

            disposable.dispose()
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("each run counts the delay from its own start")
        func cold() {
            let scheduler = TestScheduler()
            let first = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let second = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let producer = SignalProducer<Int, TimeTestError>(value: 1).delay(1, on: scheduler)
            producer.start(first.observer)
            scheduler.advance(by: 0.5)
            producer.start(second.observer)
            scheduler.advance(by: 2)
            #expect(first.times == [1, 1])
            #expect(second.times == [1.5, 1.5])
        }
    }
}
