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
    @usableFromInline var observers: ContiguousArray<Attachment> = []
    @usableFromInline var isTerminated = false
    @usableFromInline var hasSignalObject = true
    @usableFromInline let lifetime: Lifetime

    @inlinable
    init(context: DeliveryContext) {
        self.context = context
        self.lifetime = Lifetime(CompositeDisposable())
    }

    /// An observer that may be sent to from any thread: events go through the context.
    @inlinable
    func makeInput() -> Observer {
        Observer { [self] event in send(event) }
    }

    /// An observer for a signal derived from an upstream that shares `context`: it is only ever
    /// called while the upstream delivers, that is inside the context, so it delivers directly.
    @inlinable
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
        for attachment in observers where !attachment.subscription.isDisposed {
            attachment.observer.action(event)
        }
    }

    @usableFromInline
    func terminate(with event: Event) {
        isTerminated = true
        let observing = observers
        observers = []
        for attachment in observing where !attachment.subscription.isDisposed {
            attachment.observer.action(event)
        }
        lifetime.disposables.dispose()
    }

    /// Adds an observer from any thread. Returns nil if the signal had already terminated (the
    /// observer then received `interrupted`).
    @inlinable
    func observe(_ observer: Observer) -> Disposable? {
        let attachment = Attachment(observer: observer, subscription: Subscription(core: self))
        if context.tryEnter() {
            let attached = attach(attachment)
            context.leave()
            return attached ? attachment.subscription : nil
        }
        context.enqueue { [self] in _ = attach(attachment) }
        return attachment.subscription
    }

    @usableFromInline
    func attach(_ attachment: Attachment) -> Bool {
        guard !isTerminated else {
            attachment.observer.action(.interrupted)
            return false
        }
        guard !attachment.subscription.isDisposed else { return true }
        observers.append(attachment)
        return true
    }

    fileprivate func detach(_ subscription: Subscription) {
        observers.removeAll { $0.subscription === subscription }
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
        guard !hasSignalObject, observers.isEmpty, !isTerminated else { return }
        isTerminated = true
        lifetime.disposables.dispose()
    }

    /// An observer with the subscription that detaches it.
    @usableFromInline
    struct Attachment: Sendable {
        @usableFromInline let observer: Observer
        @usableFromInline let subscription: Subscription

        @inlinable
        init(observer: Observer, subscription: Subscription) {
            self.observer = observer
            self.subscription = subscription
        }
    }

    /// The handle of one observation. It does not hold the observer, so that disposing releases
    /// the observer as soon as the signal has detached it.
    @usableFromInline
    final class Subscription: Disposable {
        @usableFromInline let disposed = Atomic<Bool>(false)
        @usableFromInline weak let core: SignalCore?

        @inlinable
        init(core: SignalCore) {
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
