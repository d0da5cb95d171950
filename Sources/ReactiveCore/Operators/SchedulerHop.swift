import Synchronization

/// What the operators that hand events to a scheduler share — `observe(on:)`, `delay`,
/// `throttle`, `debounce`, `lazyMap`: delivering on the scheduler, dropping what was scheduled
/// once the stream's lifetime has ended, and, in a producer run, interrupting on the scheduler.
///
/// In a producer run the operator owns the run's interruption: disposing the run ends its
/// lifetime, and the operator then sends `interrupted` on the scheduler, after the actions
/// scheduled before — which are dropped — whether its upstream is still sending or has already
/// terminated. Downstream nothing follows the first terminating event.
///
/// Threading: `deliver` runs in the scheduler's actions, one at a time on a serial scheduler;
/// the lifetime may end on any thread.
@usableFromInline
final class SchedulerHop<Value: Sendable, Error: Swift.Error>: Sendable {
    @usableFromInline let downstream: Signal<Value, Error>.Observer
    @usableFromInline let lifetime: Lifetime
    @usableFromInline let scheduler: any Scheduler
    private let hasTerminated = Synchronization.Atomic<Bool>(false)

    /// A hop to `scheduler` for the stream that `downstream` and `lifetime` belong to.
    /// `ownsInterruption` is true in a producer run: see the type's description.
    @usableFromInline
    init(
        _ downstream: Signal<Value, Error>.Observer,
        _ lifetime: Lifetime,
        on scheduler: any Scheduler,
        ownsInterruption: Bool
    ) {
        self.downstream = downstream
        self.lifetime = lifetime
        self.scheduler = scheduler
        guard ownsInterruption else { return }
        lifetime.interruptionIsScheduled.store(true, ordering: .releasing)
        lifetime.observeEnded { [self] in
            guard !hasTerminated.load(ordering: .acquiring) else { return }
            scheduler.schedule { [self] in send(.interrupted) }
        }
    }

    /// Delivers `event` downstream unless the lifetime has ended. Call it on the scheduler.
    @usableFromInline
    func deliver(_ event: Signal<Value, Error>.Event) {
        guard !lifetime.hasEnded else { return }
        send(event)
    }

    /// Schedules the delivery of `event` as soon as possible.
    @usableFromInline
    @discardableResult
    func schedule(_ event: Signal<Value, Error>.Event) -> Disposable? {
        scheduler.schedule { [self] in deliver(event) }
    }

    private func send(_ event: Signal<Value, Error>.Event) {
        if event.isTerminating, hasTerminated.exchange(true, ordering: .acquiringAndReleasing) { return }
        downstream.send(event)
    }
}

extension Signal {
    /// A signal derived through `transform`, which sends from the threads its scheduler runs
    /// on: unlike `flatMapEvent`, the derived signal has a delivery context of its own.
    @inlinable
    func hop<U, E>(_ transform: @escaping Event.Transformation<U, E>) -> Signal<U, E> {
        Signal<U, E> { downstream, lifetime in
            lifetime += observe(transform(downstream, lifetime))
        }
    }
}
