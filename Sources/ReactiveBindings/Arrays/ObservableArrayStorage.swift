import ReactiveCore

/// The elements and the change signal shared by ``MutableObservableArray`` and its read-only
/// views.
///
/// Two orders must agree: the order in which the elements change (under `state`'s lock) and
/// the order in which the changes reach observers (outside the lock, so that observers may
/// mutate the array again). Every change, producer attachment and completion therefore takes a
/// *turn* in a FIFO filled under the lock. The thread that finds nobody delivering becomes the
/// deliverer and performs the turns in order — its own and any queued meanwhile, by other
/// threads or re-entrantly by observers — until the queue is empty. Only the deliverer sends on
/// the signal, so ReactiveCore delivers each change synchronously and in turn order, and a
/// change made inside an observer reaches observers after the current one.
///
/// The mutation and delivery paths are inlinable so that clients specialise them for their
/// element type (unspecialised, generic metadata look-ups dominate their cost).
@usableFromInline
final class ObservableArrayStorage<Element: Sendable>: Sendable {
    @usableFromInline typealias Change = ArrayChange<Element>
    @usableFromInline typealias Observer = Signal<Change, Never>.Observer

    /// Work waiting for its turn in delivery order.
    @usableFromInline
    enum Turn: Sendable {
        case deliver(Change)
        /// Starts a producer run: send `snapshot` (the elements when it started), then forward
        /// the changes made after it — or complete, if the array could no longer change.
        case attach(Observer, Lifetime, snapshot: [Element], completed: Bool)
        case complete
    }

    @usableFromInline
    struct State: Sendable {
        @usableFromInline var elements: [Element]
        /// Queued turns; a performed turn's slot is cleared at once so that the elements it
        /// carried are released before later mutations (which would otherwise copy them).
        @usableFromInline var pending: [Turn?] = []
        @usableFromInline var pendingHead = 0
        @usableFromInline var isDelivering = false
        @usableFromInline var isCompleted = false

        @usableFromInline
        init(elements: [Element]) {
            self.elements = elements
        }

        /// Queues `turn`; returns true if the caller must now deliver.
        @inlinable
        mutating func enqueue(_ turn: Turn) -> Bool {
            pending.append(turn)
            if isDelivering { return false }
            isDelivering = true
            return true
        }

        /// The next turn, or nil — and the caller stops delivering — when none is left.
        @inlinable
        mutating func dequeue() -> Turn? {
            guard pendingHead < pending.count else {
                pending.removeAll(keepingCapacity: true)
                pendingHead = 0
                isDelivering = false
                return nil
            }
            defer { pendingHead += 1 }
            return pending[pendingHead].take()
        }
    }

    @usableFromInline let state: Locked<State>
    @usableFromInline let signal: Signal<Change, Never>
    @usableFromInline let input: Observer

    @usableFromInline
    init(_ elements: [Element]) {
        state = Locked(State(elements: elements))
        (signal, input) = Signal.pipe()
    }

    @inlinable
    var elements: [Element] {
        state.withLock { $0.elements }
    }

    /// Runs `body` on the elements under the lock and delivers the change set it returns, if
    /// any and not empty. Returns `body`'s result. `body` must not access the array.
    @inlinable
    func mutate<Result>(_ body: (inout [Element]) -> (result: Result, changeSet: ChangeSet?)) -> Result {
        var result: Result?
        let mustDeliver = state.withLock { state in
            let outcome = body(&state.elements)
            result = outcome.result
            guard let changeSet = outcome.changeSet, !changeSet.isEmpty else { return false }
            return state.enqueue(.deliver(Change(elements: state.elements, changeSet: changeSet)))
        }
        if mustDeliver { deliverPendingTurns() }
        return result!
    }

    /// Completes the signal after the changes already made; later producer runs send the
    /// final elements and complete.
    @usableFromInline
    func complete() {
        let mustDeliver = state.withLock { state in
            state.isCompleted = true
            return state.enqueue(.complete)
        }
        if mustDeliver { deliverPendingTurns() }
    }

    /// The current elements as an insert-all change, then every later change; completes with
    /// the array. The first value is sent synchronously by `start` unless a delivery is under
    /// way (on another thread, or `start` is called from an observer): it then follows the
    /// changes made before `start`, in order.
    @usableFromInline
    var producer: SignalProducer<Change, Never> {
        SignalProducer { [self] observer, lifetime in
            let mustDeliver = state.withLock { state in
                state.enqueue(.attach(observer, lifetime, snapshot: state.elements, completed: state.isCompleted))
            }
            if mustDeliver { deliverPendingTurns() }
        }
    }

    @inlinable
    func deliverPendingTurns() {
        while let turn = state.withLock({ $0.dequeue() }) {
            switch turn {
            case let .deliver(change):
                input.send(value: change)
            case let .attach(observer, lifetime, snapshot, completed):
                guard !lifetime.hasEnded else { continue }
                observer.send(value: Change(elements: snapshot, changeSet: .reset(oldCount: 0, newCount: snapshot.count)))
                if completed {
                    observer.sendCompleted()
                } else {
                    lifetime += signal.observe(observer)
                }
            case .complete:
                input.sendCompleted()
            }
        }
    }
}
