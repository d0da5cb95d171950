import ReactiveCore
import Synchronization
import Testing

@Suite("lazyMap(on:transform:)")
struct LazyMapTests {
    /// A transform that counts its calls.
    private final class CountingTransform: Sendable {
        private let calls = Synchronization.Atomic<Int>(0)
        var callCount: Int { calls.load(ordering: .relaxed) }
        func callAsFunction(_ value: Int) -> Int {
            calls.add(1, ordering: .relaxed)
            return value * 10
        }
    }

    @Suite("Signal")
    struct OnSignal {
        @Test("transforms only the latest of the values that arrive before the scheduler runs")
        func onlyLatest() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let transform = CountingTransform()
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.lazyMap(on: scheduler) { transform($0) }.observe(recorder.observer)

            input.send(value: 1)
            input.send(value: 2)
            input.send(value: 3)
            #expect(transform.callCount == 0)
            scheduler.advance()
            #expect(recorder.values == [30])
            #expect(transform.callCount == 1)
        }

        @Test("transforms every value when the scheduler runs in between")
        func everyValueWhenIdle() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.lazyMap(on: scheduler) { $0 * 10 }.observe(recorder.observer)

            input.send(value: 1)
            scheduler.advance()
            input.send(value: 2)
            scheduler.advance()
            #expect(recorder.values == [10, 20])
        }

        @Test("delivers completion after the value still waiting")
        func completionAfterValue() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.lazyMap(on: scheduler) { $0 * 10 }.observe(recorder.observer)

            input.send(value: 1)
            input.sendCompleted()
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.value(10), .completed])
        }

        @Test("delivers failure after the value still waiting")
        func failureAfterValue() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.lazyMap(on: scheduler) { $0 * 10 }.observe(recorder.observer)

            input.send(value: 1)
            input.send(error: .boom)
            scheduler.advance()
            #expect(recorder.events == [.value(10), .failed(.boom)])
        }

        @Test("interruption cancels the value still waiting, which is never transformed")
        func interruptionCancelsValue() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let transform = CountingTransform()
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.lazyMap(on: scheduler) { transform($0) }.observe(recorder.observer)

            input.send(value: 1)
            input.sendInterrupted()
            #expect(recorder.events.isEmpty)
            scheduler.advance()
            #expect(recorder.events == [.interrupted])
            #expect(transform.callCount == 0)
        }

        @Test("with the immediate scheduler, transforms every value at once")
        func immediate() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let (signal, input) = Signal<Int, TimeTestError>.pipe()
            signal.lazyMap(on: ImmediateScheduler()) { $0 + 1 }.observe(recorder.observer)

            input.send(value: 1)
            input.send(value: 2)
            #expect(recorder.values == [2, 3])
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("transforms only the latest value of a synchronous run")
        func onlyLatest() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let transform = CountingTransform()
            SignalProducer<Int, TimeTestError>([1, 2, 3]).lazyMap(on: scheduler) { transform($0) }.start(recorder.observer)

            scheduler.advance()
            #expect(recorder.events == [.value(30), .completed])
            #expect(transform.callCount == 1)
        }

        @Test("disposing a run interrupts it and the waiting value is never transformed")
        func disposeCancels() {
            let scheduler = TestScheduler()
            let recorder = TimedEventRecorder<Int, TimeTestError>(clock: scheduler)
            let transform = CountingTransform()
            let sendsOneValue = SignalProducer<Int, TimeTestError> { observer, _ in observer.send(value: 1) }
            let disposable = sendsOneValue.lazyMap(on: scheduler) { transform($0) }.start(recorder.observer)

            disposable.dispose()
            scheduler.run()
            #expect(recorder.events == [.interrupted])
            #expect(transform.callCount == 0)
        }
    }
}
