import ReactiveCore

/// The elements and the change signal shared by ``MutableObservableArray`` and its read-only
/// views.
///
/// Two orders must agree: the order in which the elements change (under `state`'s lock) and
/// the order in which the changes reach observers (outside the lock, so that observers may
/// mutate the array again). Every change, producer attachment and completion therefore takes a
/// *turn*, decided under the lock. The thread that finds nobody delivering becomes the
/// deliverer: it performs its own turn at once, then the turns queued meanwhile in a FIFO — by
/// other threads or re-entrantly by observers — until the queue is empty. Only the deliverer
/// sends on the signal, so ReactiveCore delivers each change synchronously and in turn order,
/// and a change made inside an observer reaches observers after the current one. (The
/// deliverer's own turn skips the queue because the queue is always empty when nobody is
/// delivering; that saves a lock round trip per change.)
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
        /// Turns waiting for the deliverer; empty whenever `isDelivering` is false. A performed
        /// turn's slot is cleared at once so that the elements it carried are released before
        /// later mutations (which would otherwise copy them).
        @usableFromInline var pending: [Turn?] = []
        @usableFromInline var pendingHead = 0
        @usableFromInline var isDelivering = false
        @usableFromInline var isCompleted = false

        @usableFromInline
        init(elements: [Element]) {
            self.elements = elements
        }

        /// Queues `turn` behind the delivery under way and returns nil; or, when nobody is
        /// delivering, makes the caller the deliverer and hands `turn` back for it to perform
        /// first.
        @inlinable
        mutating func enqueue(_ turn: Turn) -> Turn? {
            if isDelivering {
                pending.append(turn)
                return nil
            }
            isDelivering = true
            return turn
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
        let ownTurn = state.withLock { state -> Turn? in
            let outcome = body(&state.elements)
            result = outcome.result
            guard let changeSet = outcome.changeSet, !changeSet.isEmpty else { return nil }
            return state.enqueue(.deliver(Change(elements: state.elements, changeSet: changeSet)))
        }
        if let ownTurn { deliver(startingWith: ownTurn) }
        return result!
    }

    /// Completes the signal after the changes already made; later producer runs send the
    /// final elements and complete.
    @usableFromInline
    func complete() {
        let ownTurn = state.withLock { state in
            state.isCompleted = true
            return state.enqueue(.complete)
        }
        if let ownTurn { deliver(startingWith: ownTurn) }
    }

    /// The current elements as an insert-all change, then every later change; completes with
    /// the array. The first value is sent synchronously by `start` unless a delivery is under
    /// way (on another thread, or `start` is called from an observer): it then follows the
    /// changes made before `start`, in order.
    @usableFromInline
    var producer: SignalProducer<Change, Never> {
        SignalProducer { [self] observer, lifetime in
            let ownTurn = state.withLock { state in
                state.enqueue(.attach(observer, lifetime, snapshot: state.elements, completed: state.isCompleted))
            }
            if let ownTurn { deliver(startingWith: ownTurn) }
        }
    }

    /// Performs `first`, the deliverer's own turn, then every turn queued meanwhile, until
    /// the queue is empty and the caller stops being the deliverer.
    @inlinable
    func deliver(startingWith first: Turn) {
        perform(first)
        while let turn = state.withLock({ $0.dequeue() }) {
            perform(turn)
        }
    }

    @inlinable
    func perform(_ turn: Turn) {
        switch turn {
        case let .deliver(change):
            input.send(value: change)
        case let .attach(observer, lifetime, snapshot, completed):
            guard !lifetime.hasEnded else { return }
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
