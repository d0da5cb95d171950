import ReactiveCore
import Testing

@Suite("timeout(after:raising:on:)")
struct TimeoutTests {
    @Suite("Signal")
    struct OnSignal {
        @Test("forwards values as they arrive and completion before the timeout, then never fails")
        func forwardsBeforeTimeout() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.timeout(after: 2, raising: .timedOut, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            #expect(recorder.values == [1])
            scheduler.advance(by: 1)
            input.sendCompleted()
            scheduler.run()
            #expect(recorder.events == [.value(1), .completed])
            #expect(recorder.times == [0, 1])
        }

        @Test("fails with the error when the interval passes first")
        func failsAtTimeout() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.timeout(after: 2, raising: .timedOut, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            scheduler.advance(by: 1.5)
            #expect(recorder.events == [.value(1)])
            scheduler.advance(by: 0.5)
            #expect(recorder.events == [.value(1), .failed(.timedOut)])
            #expect(recorder.times == [0, 2])
            input.send(value: 2)
            #expect(recorder.events == [.value(1), .failed(.timedOut)])
        }

        @Test("forwards the signal's own failure")
        func forwardsFailure() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.timeout(after: 2, raising: .timedOut, on: scheduler).observe(recorder.observer)

            input.send(error: .boom)
            scheduler.run()
            #expect(recorder.events == [.failed(.boom)])
        }

        @Test("forwards interruption")
        func forwardsInterruption() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.timeout(after: 2, raising: .timedOut, on: scheduler).observe(recorder.observer)

            input.sendInterrupted()
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("termination cancels the timeout")
        func terminationCancelsTimer() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.timeout(after: 2, raising: .timedOut, on: scheduler).observe { _ in }

            #expect(scheduler.outstandingActions == 1)
            input.sendCompleted()
            #expect(scheduler.outstandingActions == 0)
        }

        @Test("with a zero interval, fails on the scheduler's next turn")
        func zeroInterval() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.timeout(after: 0, raising: .timedOut, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            scheduler.advance()
            #expect(recorder.events == [.value(1), .failed(.timedOut)])
        }

        @Test("a signal that cannot fail times out with an error of the given type")
        func neverFailingSignal() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.timeout(after: 1, raising: TimeTestError.timedOut, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            scheduler.advance(by: 1)
            #expect(recorder.events == [.value(1), .failed(.timedOut)])
        }

        @Test("a signal that cannot fail forwards its completion before the timeout")
        func neverFailingSignalCompletes() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.timeout(after: 1, raising: TimeTestError.timedOut, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            input.sendCompleted()
            scheduler.run()
            #expect(recorder.events == [.value(1), .completed])
        }

        @Test("detaching the last observer cancels the timeout")
        func detachCancelsTimer() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            let observation = signal.timeout(after: 1, raising: .timedOut, on: scheduler).observe { _ in }

            #expect(scheduler.outstandingActions == 1)
            observation?.dispose()
            #expect(scheduler.outstandingActions == 0)
            withExtendedLifetime(input) {}
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("a run that terminates synchronously escapes even a zero timeout")
        func synchronousRun() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, TimeTestError>([1, 2]).timeout(after: 0, raising: .timedOut, on: scheduler).start(recorder.observer)

            scheduler.run()
            #expect(recorder.events == [.value(1), .value(2), .completed])
        }

        @Test("each run times out the interval after its own start")
        func timeoutFromStart() {
            let scheduler = TestScheduler()
            let first = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let second = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let producer = SignalProducer<Int, TimeTestError>.never.timeout(after: 2, raising: .timedOut, on: scheduler)
            producer.start(first.observer)
            scheduler.advance(by: 1)
            producer.start(second.observer)
            scheduler.run()
            #expect(first.events == [.failed(.timedOut)])
            #expect(first.times == [2])
            #expect(second.events == [.failed(.timedOut)])
            #expect(second.times == [3])
        }

        @Test("a producer that cannot fail times out with an error of the given type")
        func neverFailingProducer() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            SignalProducer<Int, Never>.never.timeout(after: 1, raising: TimeTestError.timedOut, on: scheduler).start(recorder.observer)

            scheduler.advance(by: 1)
            #expect(recorder.events == [.failed(.timedOut)])
        }

        @Test("disposing a run interrupts it and cancels its timeout")
        func disposeCancelsTimer() {
            let scheduler = CountingScheduler(base: TestScheduler())
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler.base)
            let disposable = SignalProducer<Int, TimeTestError>.never
                .timeout(after: 1, raising: .timedOut, on: scheduler)
                .start(recorder.observer)

            #expect(scheduler.outstandingActions == 1)
            disposable.dispose()
            #expect(scheduler.outstandingActions == 0)
            scheduler.base.run()
            #expect(recorder.events == [.interrupted])
        }
    }
}
