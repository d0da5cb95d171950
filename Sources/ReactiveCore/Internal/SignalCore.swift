/// The typed part of a signal's core: sending and delivering events. See `SignalCoreBase` for
/// the threading rules; everything here runs inside the delivery context except `send` and
/// `observe`, which enter it.
@usableFromInline
final class SignalCore<Value: Sendable, Error: Swift.Error>: SignalCoreBase, @unchecked Sendable {
    @usableFromInline typealias Event = Signal<Value, Error>.Event
    @usableFromInline typealias Observer = Signal<Value, Error>.Observer

    /// The values observer of the producer run this core carries, if it was started with one;
    /// such a core has no attachments. Owner-only, like `state`: set before anyone else can
    /// reach the core, then read and cleared inside the context.
    @usableFromInline @exclusivity(unchecked) final var valuesObserver: ValuesObserver?

    /// A core that is its own delivery context.
    @inlinable
    override init() {
        super.init()
    }

    /// The core of a producer run whose values go to `valuesObserver`.
    @inlinable
    init(valuesObserver: ValuesObserver) {
        self.valuesObserver = valuesObserver
        super.init()
    }

    /// A core that delivers in the context of `root`.
    @inlinable
    override init(sharingContextOf root: SignalCoreBase) {
        super.init(sharingContextOf: root)
    }

    /// An observer that may be sent to from any thread: events go through the context.
    /// Releasing it interrupts the signal if it has not terminated yet.
    @inlinable
    func makeInput() -> Observer {
        Observer(action: { [self] event in send(event) }, interruptedOnRelease: self)
    }

    /// An observer that may be sent to from any thread, like `makeInput()`, but whose release
    /// does not interrupt the signal: for a signal that only serialises the events of another
    /// stream's generator, whose own input stands for that generator.
    @inlinable
    func makeSerializingInput() -> Observer {
        Observer { [self] event in send(event) }
    }

    /// An observer for a signal derived from an upstream that shares `context`: it is only ever
    /// called while the upstream delivers, that is inside the context, so it delivers directly.
    /// The upstream holds it until it terminates, and passes its terminating event on first, so
    /// releasing it needs no interruption.
    @inlinable
    func makeInContextInput() -> Observer {
        Observer { [self] event in deliver(event) }
    }

    /// Sends `event` from any thread.
    @inlinable
    func send(_ event: Event) {
        if tryEnterContext() {
            deliver(event)
            leaveContext()
        } else {
            enqueueDelivery(event)
        }
    }

    /// Queues `event` behind the delivery in progress, as ReactiveSwift's senders wait for its
    /// send lock — with one exception that ReactiveSwift has too: `interrupted` overtakes the
    /// values other threads sent before it that are still waiting, which are dropped (there,
    /// the interrupt marks the signal terminating at once, and the waiting senders find it so).
    /// Values the interrupting thread sent itself still go first: in ReactiveSwift its own
    /// send would have returned only after delivering them.
    ///
    /// Values queued after the interrupt are dropped anyway, since it terminates the signal.
    @inlinable
    func enqueueDelivery(_ event: Event) {
        let sender = ThreadIdentity.current
        switch event {
        case .value:
            enqueueInContext { [self] in
                guard !isOvertakenByInterruption(valueFrom: sender) else { return }
                deliver(event)
            }
        case .interrupted:
            enqueueInContext { [self] in deliver(event) }
            // After queuing, so that the interrupt is counted in the context before any value
            // is dropped for it: the context cannot fall idle between the two, which would let a
            // later value of another thread be delivered directly in between.
            markInterruptionQueued(by: sender)
        case .completed, .failed:
            enqueueInContext { [self] in deliver(event) }
        }
    }

    /// Delivers `event` to the observers. Inside the context only.
    @inlinable @inline(__always)
    func deliver(_ event: Event) {
        guard !state.isTerminated else { return }
        guard !event.isTerminating else {
            terminate(with: event)
            return
        }
        // Nothing else touches the list while the owner delivers: changes made meanwhile are
        // queued in the context. A run's core with a values observer has no attachments, so
        // only a core without attachments looks for one.
        state.observers.forEach({ Self.deliver(event, to: $0) }, ifEmpty: { deliverToValuesObserver(event) })
    }

    /// Delivers a non-terminating `event` to the values observer, if any. The observer is moved
    /// out of its field for the call and back, rather than copied, which would cost a retain and
    /// a release per event: nothing else touches the field meanwhile, since whatever the observer
    /// sends to its own run is queued in the context until this delivery returns.
    @inlinable @inline(__always)
    func deliverToValuesObserver(_ event: Event) {
        guard let observer = valuesObserver.take() else { return }
        observer.send(event)
        valuesObserver = observer
    }

    override func deliverInterruption() {
        terminate(with: .interrupted)
    }

    @inlinable
    func terminate(with event: Event) {
        var taken = takeAttachmentsForTermination()
        valuesObserver = nil
        taken.forEach { attachment in
            Self.deliver(event, to: attachment)
            attachment.release()
        }
        taken.deallocate()
        end()
    }

    @inlinable @inline(__always)
    static func deliver(_ event: Event, to attachment: Attachment) {
        guard attachment.isActive else { return }
        attachment.observer._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Observer.self).send(event) }
    }

    /// Adds an observer from any thread. Returns nil if the signal had already terminated (the
    /// observer then received `interrupted`).
    @inlinable
    func observe(_ observer: Observer) -> Disposable? {
        let subscription = Subscription(core: self)
        let attachment = Attachment(retaining: observer, subscription)
        if tryEnterContext() {
            let attached = attachOrInterrupt(attachment)
            leaveContext()
            return attached ? subscription : nil
        }
        enqueueInContext { [self] in _ = attachOrInterrupt(attachment) }
        return subscription
    }

    /// Adds an observer while the caller owns the context, so that whatever the caller does in
    /// the same turn — such as sending a property's current value first — is atomic with respect
    /// to deliveries. Returns nil if the signal had already terminated (the observer then
    /// received `interrupted`).
    @usableFromInline
    func observeInContext(_ observer: Observer) -> Disposable? {
        let subscription = Subscription(core: self)
        return attachOrInterrupt(Attachment(retaining: observer, subscription)) ? subscription : nil
    }

    /// Adds an observer that stays attached until the signal terminates. Inside the context,
    /// or before anyone else can reach the signal.
    @inlinable
    func observePermanently(_ observer: Observer) {
        _ = attachOrInterrupt(Attachment(retaining: observer, .permanent))
    }

    @inlinable
    func attachOrInterrupt(_ attachment: Attachment) -> Bool {
        guard attach(attachment) else {
            Self.deliver(.interrupted, to: attachment)
            attachment.release()
            return false
        }
        return true
    }
}
