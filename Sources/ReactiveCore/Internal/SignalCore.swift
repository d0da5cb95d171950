import Synchronization

/// The state and delivery logic behind a `Signal`.
///
/// Safety of `@unchecked Sendable`: `state` is read and written only by the thread that
/// currently owns `context` — `deliver`, `attach`, `detach` and `releaseIfUnobserved` run only
/// inside the context (directly by its owner, or from its backlog), and `DeliveryContext` hands
/// ownership from one thread to the next with acquire/release ordering. Everything else is
/// immutable or itself thread-safe.
///
/// The state sits behind a pointer owned by the core rather than in stored `var`s: the context
/// already guarantees exclusive access, and stored properties would pay Swift's dynamic
/// exclusivity checks on every event.
@usableFromInline
final class SignalCore<Value: Sendable, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Error>.Event
    @usableFromInline typealias Observer = Signal<Value, Error>.Observer

    @usableFromInline
    struct State {
        @usableFromInline var observers: ContiguousArray<Attachment> = []
        @usableFromInline var isTerminated = false
        @usableFromInline var hasSignalObject = true

        @inlinable
        init() {}
    }

    @usableFromInline let context: DeliveryContext
    @usableFromInline let state: UnsafeMutablePointer<State>
    @usableFromInline let lifetime: Lifetime

    @inlinable
    init(context: DeliveryContext) {
        self.context = context
        self.lifetime = Lifetime(CompositeDisposable())
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        for attachment in state.pointee.observers { attachment.release() }
        state.deinitialize(count: 1)
        state.deallocate()
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
        guard !state.pointee.isTerminated else { return }
        guard !event.isTerminating else {
            terminate(with: event)
            return
        }
        // In place: nothing else touches the array while the owner delivers (changes made
        // meanwhile are queued).
        state.pointee.observers.withUnsafeMutableBufferPointer { observers in
            for index in observers.indices {
                observers[index].deliver(event)
            }
        }
    }

    @usableFromInline
    func terminate(with event: Event) {
        state.pointee.isTerminated = true
        let observing = state.pointee.observers
        state.pointee.observers = []
        for attachment in observing {
            attachment.deliver(event)
            attachment.release()
        }
        lifetime.disposables.dispose()
    }

    /// Adds an observer from any thread. Returns nil if the signal had already terminated (the
    /// observer then received `interrupted`).
    @inlinable
    func observe(_ observer: Observer) -> Disposable? {
        let subscription = Subscription(core: self)
        let attachment = Attachment(retaining: observer, subscription)
        if context.tryEnter() {
            let attached = attach(attachment)
            context.leave()
            return attached ? subscription : nil
        }
        context.enqueue { [self] in _ = attach(attachment) }
        return subscription
    }

    @usableFromInline
    func attach(_ attachment: Attachment) -> Bool {
        guard !state.pointee.isTerminated else {
            attachment.deliver(.interrupted)
            attachment.release()
            return false
        }
        state.pointee.observers.append(attachment)
        return true
    }

    fileprivate func detach(_ subscription: Subscription) {
        let target = Unmanaged.passUnretained(subscription).toOpaque()
        if let index = state.pointee.observers.firstIndex(where: { $0.subscription.toOpaque() == target }) {
            state.pointee.observers.remove(at: index).release()
        }
        releaseIfUnobserved()
    }

    /// Called when the public `Signal` object goes away.
    @usableFromInline
    func signalObjectDidDeinit() {
        context.perform { [self] in
            state.pointee.hasSignalObject = false
            releaseIfUnobserved()
        }
    }

    /// Nobody can observe a signal without its object, so with no observers left its work is
    /// pointless: end its lifetime, which disposes the generator's resources.
    private func releaseIfUnobserved() {
        guard !state.pointee.hasSignalObject, state.pointee.observers.isEmpty, !state.pointee.isTerminated else { return }
        state.pointee.isTerminated = true
        lifetime.disposables.dispose()
    }

    /// An observer with the subscription that detaches it.
    ///
    /// The references are unmanaged so that reading an attachment on the hot path costs no
    /// reference counting: an attachment owns one retain of each, taken by `init(retaining:_:)`
    /// and given back by `release()` exactly once — when it is detached, when the signal
    /// terminates, when attaching fails, or when the core is deinitialised.
    @usableFromInline
    struct Attachment: Sendable {
        @usableFromInline let observer: Unmanaged<Observer>
        @usableFromInline let subscription: Unmanaged<Subscription>

        @inlinable
        init(retaining observer: Observer, _ subscription: Subscription) {
            self.observer = .passRetained(observer)
            self.subscription = .passRetained(subscription)
        }

        @inlinable
        func release() {
            observer.release()
            subscription.release()
        }

        /// Sends `event` unless the subscription was disposed.
        @inlinable @inline(__always)
        func deliver(_ event: Event) {
            guard !subscription._withUnsafeGuaranteedRef({ $0.isDisposed }) else { return }
            observer._withUnsafeGuaranteedRef { $0.action(event) }
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
