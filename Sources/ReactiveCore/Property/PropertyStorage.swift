import Synchronization

/// The value and the change signal behind `MutableProperty` and composed properties.
///
/// Two orders must agree: the order in which the value changes (set under `state`'s lock) and
/// the order in which the changes are delivered (inside the signal's delivery context, where no
/// lock is held, so observers may set the property again). Every change, completion and
/// producer attachment therefore takes a *turn*: under the lock, the caller either finds nothing
/// pending and takes ownership of the context — it then acts at once, and later turns queue up
/// behind it — or appends its action to `pending`, a FIFO that the context drains one action per
/// scheduled work item. Either way actions run in lock order.
///
/// A producer start reads the current value and takes its attach turn in the same critical
/// section, so its observer sees that value and then exactly the changes made after it.
///
/// The paths that set and read the value, start the producer and deliver to its runs are
/// inlinable, so that client modules specialise them for their value types: unspecialised,
/// every delivery to a run looks up generic metadata at run time.
@usableFromInline
final class PropertyStorage<Value: Sendable>: Sendable {
    @usableFromInline typealias Observer = Signal<Value, Never>.Observer

    /// An action waiting for its turn in the delivery context.
    @usableFromInline
    enum PendingAction: Sendable {
        case deliver(Value)
        case complete
        case attach(ProducerSubscriber<Value>)
    }

    @usableFromInline
    struct State: Sendable {
        @usableFromInline var value: Value
        @usableFromInline var pending = FIFOQueue<PendingAction>()

        @usableFromInline
        init(value: Value) {
            self.value = value
        }

        /// Returns true if nothing is pending and the caller now owns `context`: it must run
        /// `action` itself and then leave the context. Otherwise queues `action`, and the caller
        /// must schedule `runNextPending()`.
        @inlinable
        mutating func takeTurn(_ action: PendingAction, in core: SignalCoreBase) -> Bool {
            if pending.isEmpty && core.tryEnterContext() { return true }
            pending.append(action)
            return false
        }

        /// The oldest pending action. Every queued action has exactly one scheduled work item,
        /// queued after the action, so this is only called when something is pending.
        @usableFromInline
        mutating func removeFirstPending() -> PendingAction {
            pending.removeFirst()!
        }
    }

    @usableFromInline let state: Locked<State>
    @usableFromInline let core: SignalCore<Value, Never>

    @usableFromInline
    init(_ initialValue: Value) {
        state = Locked(State(value: initialValue))
        core = SignalCore()
    }

    /// The latest value set.
    @inlinable
    var value: Value {
        state.withLock { $0.value }
    }

    /// Runs `action` with the current value while holding the lock. `action` must not access
    /// the property.
    @inlinable
    func withValue<Result, E: Swift.Error>(_ action: (Value) throws(E) -> Result) throws(E) -> Result {
        var outcome: Swift.Result<Result, E>?
        state.withLock { state in
            outcome = Swift.Result { () throws(E) in try action(state.value) }
        }
        return try outcome!.get()
    }

    /// Mutates the value under the lock and delivers the result — also when `action` throws,
    /// since it may have mutated the value before throwing. `action` must not access the
    /// property.
    @inlinable
    func modify<Result, E: Swift.Error>(_ action: (inout Value) throws(E) -> Result) throws(E) -> Result {
        var outcome: Swift.Result<Result, E>?
        var change: Value?
        let ownsContext = state.withLock { state in
            outcome = Swift.Result { () throws(E) in try action(&state.value) }
            change = state.value
            return state.takeTurn(.deliver(state.value), in: core)
        }
        if ownsContext {
            core.deliver(.value(change!))
            core.leaveContext()
        } else {
            scheduleNextPending()
        }
        return try outcome!.get()
    }

    /// Replaces the value and delivers it.
    @inlinable
    func set(_ newValue: Value) {
        modify { $0 = newValue }
    }

    /// Completes the change signal after the changes already made have been delivered.
    func complete() {
        let ownsContext = state.withLock { $0.takeTurn(.complete, in: core) }
        if ownsContext {
            core.deliver(.completed)
            core.leaveContext()
        } else {
            scheduleNextPending()
        }
    }

    /// A producer of the current value followed by every later change; it completes when the
    /// change signal completes (also when started after that: it then sends the last value and
    /// completes).
    ///
    /// The producer holds `signal`, the public object of the change signal: a composed property
    /// follows its sources only while its change signal can still be observed, and a producer
    /// taken from a temporary property (`source.map(f).producer`) must keep it so.
    @inlinable
    func producer(retaining signal: Signal<Value, Never>) -> SignalProducer<Value, Never> {
        SignalProducer(startHandler: { [self] observer, lifetime in
            withExtendedLifetime(signal) { start(observer, lifetime) }
        }, isSerial: true)
    }

    /// The start handler of `producer`. The current value is sent synchronously, on the starting
    /// thread; the changes follow once the attach turn has run.
    @inlinable
    func start(_ observer: Observer, _ lifetime: Lifetime) {
        let subscriber = ProducerSubscriber(observer: observer, lifetime: lifetime)
        var current: Value?
        let ownsContext = state.withLock { state in
            current = state.value
            return state.takeTurn(.attach(subscriber), in: core)
        }
        subscriber.open(sendingFirst: current!)
        if ownsContext {
            subscriber.attach(to: core)
            core.leaveContext()
        } else {
            scheduleNextPending()
        }
    }

    @usableFromInline
    func scheduleNextPending() {
        if core.tryEnterContext() {
            runNextPending()
            core.leaveContext()
        } else {
            core.enqueueInContext { [self] in runNextPending() }
        }
    }

    /// Runs the oldest pending action. Inside the context only.
    @usableFromInline
    func runNextPending() {
        switch state.withLock({ $0.removeFirstPending() }) {
        case let .deliver(value): core.deliver(.value(value))
        case .complete: core.deliver(.completed)
        case let .attach(subscriber): subscriber.attach(to: core)
        }
    }
}

/// A producer run that observes a property's changes after having been sent its current value.
///
/// The current value is sent by the starting thread, possibly while the context — owned by
/// another thread — already delivers changes to this subscriber. Until the current value has
/// been sent, changes are buffered; the starting thread then forwards them and opens the gate,
/// so the run's observer receives its events serially and in order.
///
/// Inlinable, so that delivering a change to a run is specialised in client modules.
@usableFromInline
final class ProducerSubscriber<Value: Sendable>: Sendable {
    @usableFromInline typealias Event = Signal<Value, Never>.Event

    @usableFromInline let observer: Signal<Value, Never>.Observer
    @usableFromInline let lifetime: Lifetime
    @usableFromInline let isOpen = Synchronization.Atomic<Bool>(false)
    @usableFromInline let buffered = Locked<[Event]>([])

    @inlinable
    init(observer: Signal<Value, Never>.Observer, lifetime: Lifetime) {
        self.observer = observer
        self.lifetime = lifetime
    }

    /// Sends the current value, then whatever arrived meanwhile, and lets later events through.
    @inlinable
    func open(sendingFirst value: Value) {
        observer.send(value: value)
        while true {
            let batch = buffered.withLock { buffered -> [Event] in
                if buffered.isEmpty { isOpen.store(true, ordering: .releasing) }
                defer { buffered = [] }
                return buffered
            }
            if batch.isEmpty { return }
            for event in batch { observer.send(event) }
        }
    }

    /// Observes the change signal. Inside the context only. A signal that has already completed
    /// interrupts a late observer; a property's producer completes instead, as it has sent the
    /// last value.
    @inlinable
    func attach(to core: SignalCore<Value, Never>) {
        lifetime += core.observeInContext(Signal.Observer { [self] event in
            if case .interrupted = event {
                receive(.completed)
            } else {
                receive(event)
            }
        })
    }

    @inlinable
    func receive(_ event: Event) {
        if isOpen.load(ordering: .acquiring) {
            observer.send(event)
            return
        }
        let isOpenNow = buffered.withLock { buffered in
            if isOpen.load(ordering: .acquiring) { return true }
            buffered.append(event)
            return false
        }
        if isOpenNow { observer.send(event) }
    }
}
