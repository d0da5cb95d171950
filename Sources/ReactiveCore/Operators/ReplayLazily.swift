import Synchronization

/// The shared part of one `replayLazily(upTo:)` producer: runs the underlying producer at most
/// once and replays its events to every run of the replaying producer.
///
/// Everything that changes the shared state — the underlying events, and runs attaching and
/// detaching — goes through one funnel signal as a command, so the commands are handled one at a
/// time, in order, with no lock held while observers run: a run that attaches while a value is
/// being delivered gets the replay and then every later event exactly once.
@usableFromInline
final class ReplayHub<Value: Sendable, Error: Swift.Error>: Sendable {
    @usableFromInline
    enum Command: Sendable {
        case event(Signal<Value, Error>.Event)
        case attach(id: UInt64, Signal<Value, Error>.Observer)
        case detach(id: UInt64)
    }

    @usableFromInline
    struct State {
        /// The latest values, up to the capacity, oldest first.
        @usableFromInline var replayed = FIFOQueue<Value>()
        @usableFromInline var termination: Signal<Value, Error>.Event?
        /// The attached runs, in attachment order.
        @usableFromInline var observers: [(id: UInt64, observer: Signal<Value, Error>.Observer)] = []

        @inlinable
        init() {}
    }

    @usableFromInline let commands: Signal<Command, Never>.Observer
    @usableFromInline let underlying: SignalProducer<Value, Error>
    @usableFromInline let lifetime: Lifetime
    @usableFromInline let hasStarted = Synchronization.Atomic(false)
    @usableFromInline let nextID = Synchronization.Atomic<UInt64>(0)

    /// A hub for `underlying` that keeps the latest `capacity` values and stops the underlying
    /// run when `lifetime` ends.
    @inlinable
    init(replaying underlying: SignalProducer<Value, Error>, upTo capacity: Int, during lifetime: Lifetime) {
        self.underlying = underlying
        self.lifetime = lifetime
        let (hub, commands) = Signal<Command, Never>.pipe()
        self.commands = commands
        let state = SerialState(State())
        hub.observe(Signal<Command, Never>.Observer(value: { command in
            switch command {
            case let .event(event):
                if case let .value(value) = event {
                    state.value.replayed.append(value)
                    if state.value.replayed.count > capacity { _ = state.value.replayed.removeFirst() }
                } else {
                    state.value.termination = event
                }
                let observers = state.value.observers
                if event.isTerminating { state.value.observers = [] }
                for attached in observers { attached.observer.send(event) }
            case let .attach(id, observer):
                for value in state.value.replayed.elements { observer.send(value: value) }
                if let termination = state.value.termination {
                    observer.send(termination)
                } else {
                    state.value.observers.append((id, observer))
                }
            case let .detach(id):
                state.value.observers.removeAll { $0.id == id }
            }
        }))
    }

    /// Replays the buffer to `observer`, then attaches it to the live events. Returns the id to
    /// detach it with.
    @inlinable
    func attach(_ observer: Signal<Value, Error>.Observer) -> UInt64 {
        let id = nextID.add(1, ordering: .relaxed).oldValue
        commands.send(value: .attach(id: id, observer))
        return id
    }

    @inlinable
    func detach(_ id: UInt64) {
        commands.send(value: .detach(id: id))
    }

    /// Starts the underlying producer if this is the first call.
    @inlinable
    func startIfNeeded() {
        guard !hasStarted.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let commands = self.commands
        lifetime += underlying.start(Signal.Observer { commands.send(value: .event($0)) })
    }
}

extension SignalProducer {
    /// A producer that shares one run of `self` among all its runs, replaying to each new run the
    /// latest `capacity` values and, if `self` has terminated, its terminating event.
    ///
    /// `self` is started by the first start of the returned producer, never again. Its run goes
    /// on while the returned producer (any copy of it) or any of its runs exists, even with no
    /// run attached; it is interrupted once all are gone. Thread-safe: runs may start and end on
    /// any thread while `self` sends.
    ///
    /// - Precondition: `capacity >= 0`.
    @inlinable
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
        precondition(capacity >= 0, "Invalid capacity: \(capacity)")
        // The token lives as long as the returned producer and its runs (they capture it); its
        // end ends the lifetime that stops the shared run.
        let (lifetime, token) = Lifetime.make()
        let hub = ReplayHub(replaying: self, upTo: capacity, during: lifetime)
        return SignalProducer { observer, runLifetime in
            let id = hub.attach(observer)
            runLifetime.observeEnded {
                hub.detach(id)
                withExtendedLifetime(token) {}
            }
            hub.startIfNeeded()
        }
    }
}
