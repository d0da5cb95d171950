import Foundation
import ReactiveCore
import Testing

/// The contract every operator that hands events to a scheduler keeps about interruption, as
/// ReactiveSwift does: `interrupted` arrives on the scheduler, after what was scheduled before it,
/// and nothing follows it.
@Suite("interruption of the operators that hand events to a scheduler")
struct SchedulerInterruptionTests {
    /// One of the operators, applied to a signal or a producer.
    enum Operator: String, CaseIterable, CustomTestStringConvertible {
        case observeOn = "observe(on:)"
        case delay = "delay"
        case throttle = "throttle"
        case debounce = "debounce"
        case lazyMap = "lazyMap"

        var testDescription: String { rawValue }

        func apply(to signal: Signal<Int, Never>, on scheduler: TestScheduler) -> Signal<Int, Never> {
            switch self {
            case .observeOn: signal.observe(on: scheduler)
            case .delay: signal.delay(1, on: scheduler)
            case .throttle: signal.throttle(1, on: scheduler)
            case .debounce: signal.debounce(1, on: scheduler)
            case .lazyMap: signal.lazyMap(on: scheduler) { $0 }
            }
        }

        /// Starts `producer` with this operator on a new test scheduler: the scheduler, a recorder
        /// of the run's events and the run's disposable.
        func start(
            _ producer: SignalProducer<Int, Never>
        ) -> (scheduler: TestScheduler, recorder: EventRecorder<Int, Never>, run: Disposable) {
            let scheduler = TestScheduler()
            let recorder = EventRecorder<Int, Never>()
            return (scheduler, recorder, apply(to: producer, on: scheduler).start(recorder.observer))
        }

        func apply(to producer: SignalProducer<Int, Never>, on scheduler: TestScheduler) -> SignalProducer<Int, Never> {
            switch self {
            case .observeOn: producer.observe(on: scheduler)
            case .delay: producer.delay(1, on: scheduler)
            case .throttle: producer.throttle(1, on: scheduler)
            case .debounce: producer.debounce(1, on: scheduler)
            case .lazyMap: producer.lazyMap(on: scheduler) { $0 }
            }
        }
    }

    @Suite("Signal")
    struct OnSignal {
        @Test("an upstream interruption arrives on the scheduler, and nothing after it", arguments: Operator.allCases)
        func upstreamInterruption(of operation: Operator) {
            let scheduler = TestScheduler()
            let recorder = EventRecorder<Int, Never>()
            let (signal, input) = Signal<Int, Never>.pipe()
            operation.apply(to: signal, on: scheduler).observe(recorder.observer)

            input.send(value: 1)
            input.sendInterrupted()
            #expect(recorder.events.isEmpty)
            scheduler.run()
            #expect(recorder.events.last == .interrupted)
            #expect(recorder.terminations == [.interrupted])
        }

        @Test("releasing the upstream's input interrupts the observers on the scheduler", arguments: Operator.allCases)
        func releasedInput(of operation: Operator) {
            let scheduler = TestScheduler()
            let recorder = EventRecorder<Int, Never>()
            var input: Signal<Int, Never>.Observer? = nil
            let signal = Signal<Int, Never> { observer, _ in input = observer }
            operation.apply(to: signal, on: scheduler).observe(recorder.observer)

            input?.send(value: 1)
            input = nil
            #expect(recorder.events.isEmpty)
            scheduler.run()
            #expect(recorder.events.last == .interrupted)
            #expect(recorder.terminations == [.interrupted])
        }
    }

    @Suite("SignalProducer")
    struct OnProducer {
        @Test("disposing a run whose upstream has terminated interrupts it on the scheduler, dropping what waited", arguments: Operator.allCases)
        func terminatedUpstream(of operation: Operator) {
            let (scheduler, recorder, disposable) = operation.start(SignalProducer(0..<128))

            disposable.dispose()
            #expect(recorder.events.isEmpty)
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("disposing a run whose upstream is alive interrupts it on the scheduler and ends the upstream", arguments: Operator.allCases)
        func aliveUpstream(of operation: Operator) {
            let upstreamEnded = Counter()
            let (signal, input) = Signal<Int, Never>.pipe()
            let (scheduler, recorder, disposable) = operation.start(SignalProducer(signal).on(disposed: { upstreamEnded.increment() }))

            input.send(value: 1)
            disposable.dispose()
            #expect(upstreamEnded.value == 1)
            #expect(recorder.events.isEmpty)
            input.send(value: 2)
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("the interrupt handle of startWithSignal interrupts on the scheduler too", arguments: Operator.allCases)
        func startWithSignalHandle(of operation: Operator) {
            for upstream in [SignalProducer<Int, Never>.never, .empty, SignalProducer(0..<4)] {
                let scheduler = TestScheduler()
                let recorder = EventRecorder<Int, Never>()
                let handle = operation.apply(to: upstream, on: scheduler).startWithSignal { signal, handle in
                    signal.observe(recorder.observer)
                    return handle
                }
                handle.dispose()
                #expect(recorder.events.isEmpty)
                scheduler.run()
                #expect(recorder.events == [.interrupted])
            }
        }

        @Test("disposing the interrupt handle inside startWithSignal's setup interrupts at once, without a run", arguments: Operator.allCases)
        func startWithSignalHandleInSetup(of operation: Operator) {
            let scheduler = TestScheduler()
            let recorder = EventRecorder<Int, Never>()
            let starts = Counter()
            let upstream = SignalProducer<Int, Never> { _, _ in starts.increment() }
            operation.apply(to: upstream, on: scheduler).startWithSignal { signal, handle in
                signal.observe(recorder.observer)
                handle.dispose()
            }
            #expect(recorder.events == [.interrupted])
            #expect(starts.value == 0)
        }

        @Test("a run is interrupted once, however often it is disposed", arguments: Operator.allCases)
        func disposedTwice(of operation: Operator) {
            let (scheduler, recorder, disposable) = operation.start(.never)

            disposable.dispose()
            disposable.dispose()
            scheduler.run()
            #expect(recorder.events == [.interrupted])
        }

        @Test("a run that completed is not interrupted by a later dispose", arguments: Operator.allCases)
        func completedRun(of operation: Operator) {
            let (scheduler, recorder, disposable) = operation.start(SignalProducer(value: 3))

            scheduler.run()
            disposable.dispose()
            scheduler.run()
            #expect(recorder.terminations == [.completed])
        }
    }
}
