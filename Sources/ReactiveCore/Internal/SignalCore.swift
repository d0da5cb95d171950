import Synchronization

/// The state and delivery logic behind a `Signal`.
///
/// Safety of `@unchecked Sendable`: the three `var`s are read and written only by the thread
/// that currently owns `context` — `deliver`, `attach`, `detach` and `releaseIfUnobserved` run
/// only inside the context (directly by its owner, or from its backlog), and `DeliveryContext`
/// hands ownership from one thread to the next with acquire/release ordering. Everything else is
/// immutable or itself thread-safe.
@usableFromInline
final class SignalCore<Value: Sendable, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Error>.Event
    @usableFromInline typealias Observer = Signal<Value, Error>.Observer

    @usableFromInline let context: DeliveryContext
    @usableFromInline var subscriptions: ContiguousArray<Subscription> = []
    @usableFromInline var isTerminated = false
    @usableFromInline var hasSignalObject = true
    @usableFromInline let lifetime: Lifetime

    @usableFromInline
    init(context: DeliveryContext) {
        self.context = context
        self.lifetime = Lifetime(CompositeDisposable())
    }

    /// An observer that may be sent to from any thread: events go through the context.
    @usableFromInline
    func makeInput() -> Observer {
        Observer { [self] event in send(event) }
    }

    /// An observer for a signal derived from an upstream that shares `context`: it is only ever
    /// called while the upstream delivers, that is inside the context, so it delivers directly.
    @usableFromInline
    func makeInContextInput() -> Observer {
        Observer { [self] event in deliver(event) }
    }

    /// Sends `event` from any thread.
    @inlinable
    func send(_ event: Event) {
        if context.tryEnter() {
            deliver(event)
            context.leave()
        } else {
            context.enqueue { [self] in deliver(event) }
        }
    }

    /// Delivers `event` to the observers. Inside the context only.
    @inlinable
    func deliver(_ event: Event) {
        guard !isTerminated else { return }
        guard !event.isTerminating else {
            terminate(with: event)
            return
        }
        for subscription in subscriptions where !subscription.isDisposed {
            subscription.observer.action(event)
        }
    }

    @usableFromInline
    func terminate(with event: Event) {
        isTerminated = true
        let observing = subscriptions
        subscriptions = []
        for subscription in observing where !subscription.isDisposed {
            subscription.observer.action(event)
        }
        lifetime.disposables.dispose()
    }

    /// Adds an observer from any thread. Returns nil if the signal had already terminated (the
    /// observer then received `interrupted`).
    @usableFromInline
    func observe(_ observer: Observer) -> Disposable? {
        let subscription = Subscription(observer: observer, core: self)
        if context.tryEnter() {
            let attached = attach(subscription)
            context.leave()
            return attached ? subscription : nil
        }
        context.enqueue { [self] in _ = attach(subscription) }
        return subscription
    }

    /// Adds an observer while the caller owns the context, so that whatever the caller does in
    /// the same turn — such as sending a property's current value first — is atomic with respect
    /// to deliveries. Returns nil if the signal had already terminated (the observer then
    /// received `interrupted`).
    @usableFromInline
    func observeInContext(_ observer: Observer) -> Disposable? {
        let subscription = Subscription(observer: observer, core: self)
        return attach(subscription) ? subscription : nil
    }

    private func attach(_ subscription: Subscription) -> Bool {
        guard !isTerminated else {
            subscription.observer.action(.interrupted)
            return false
        }
        guard !subscription.isDisposed else { return true }
        subscriptions.append(subscription)
        return true
    }

    fileprivate func detach(_ subscription: Subscription) {
        subscriptions.removeAll { $0 === subscription }
        releaseIfUnobserved()
    }

    /// Called when the public `Signal` object goes away.
    @usableFromInline
    func signalObjectDidDeinit() {
        context.perform { [self] in
            hasSignalObject = false
            releaseIfUnobserved()
        }
    }

    /// Nobody can observe a signal without its object, so with no observers left its work is
    /// pointless: end its lifetime, which disposes the generator's resources.
    private func releaseIfUnobserved() {
        guard !hasSignalObject, subscriptions.isEmpty, !isTerminated else { return }
        isTerminated = true
        lifetime.disposables.dispose()
    }

    /// One observer's attachment to the signal; disposing it detaches the observer.
    @usableFromInline
    final class Subscription: Disposable {
        @usableFromInline let observer: Observer
        @usableFromInline let disposed = Atomic<Bool>(false)
        private weak let core: SignalCore?

        init(observer: Observer, core: SignalCore) {
            self.observer = observer
            self.core = core
        }

        @inlinable
        var isDisposed: Bool { disposed.load(ordering: .acquiring) }

        @usableFromInline
        func dispose() {
            guard !disposed.exchange(true, ordering: .acquiringAndReleasing), let core else { return }
            core.context.perform { [self] in core.detach(self) }
        }
    }
}
