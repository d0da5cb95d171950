/// The state of one output of a two-input `combineLatest` or `zip`, with the inputs' static
/// types: the common arity skips the type-erased path of `TaggedJoinState`, which boxes every
/// value as `any Sendable` and casts it back.
@usableFromInline
protocol PairJoinState: SendableMetatype {
    associatedtype First: Sendable
    associatedtype Second: Sendable

    /// The state before either input has sent anything.
    init()
    /// Records a value of the first input. Returns the pair to send, if one is due.
    mutating func receive(first value: First) -> (First, Second)?
    /// Records a value of the second input. Returns the pair to send, if one is due.
    mutating func receive(second value: Second) -> (First, Second)?
    /// Records the completion of the first input (`isFirst`) or of the second.
    mutating func complete(isFirst: Bool)
    /// Whether no further pair can come, so that the output completes.
    var isExhausted: Bool { get }
}

/// The state of one two-input `combineLatest` output.
@usableFromInline
struct CombineLatestPairState<First: Sendable, Second: Sendable>: PairJoinState {
    @usableFromInline var first: First?
    @usableFromInline var second: Second?
    /// How many inputs have not completed yet.
    @usableFromInline var running = 2

    @inlinable
    init() {}

    @inlinable
    mutating func receive(first value: First) -> (First, Second)? {
        first = value
        return second.map { (value, $0) }
    }

    @inlinable
    mutating func receive(second value: Second) -> (First, Second)? {
        second = value
        return first.map { ($0, value) }
    }

    @inlinable
    mutating func complete(isFirst _: Bool) {
        running -= 1
    }

    /// Both inputs have completed.
    @inlinable
    var isExhausted: Bool { running == 0 }
}

/// The state of one two-input `zip` output.
@usableFromInline
struct ZipPairState<First: Sendable, Second: Sendable>: PairJoinState {
    /// The values of each input not yet paired, oldest first.
    @usableFromInline var firsts = FIFOQueue<First>()
    @usableFromInline var seconds = FIFOQueue<Second>()
    @usableFromInline var isFirstCompleted = false
    @usableFromInline var isSecondCompleted = false

    @inlinable
    init() {}

    @inlinable
    mutating func receive(first value: First) -> (First, Second)? {
        firsts.append(value)
        return nextPair()
    }

    @inlinable
    mutating func receive(second value: Second) -> (First, Second)? {
        seconds.append(value)
        return nextPair()
    }

    /// The oldest unpaired value of each input, removed, if both have one.
    @inlinable
    mutating func nextPair() -> (First, Second)? {
        guard !firsts.isEmpty, !seconds.isEmpty, let first = firsts.removeFirst(), let second = seconds.removeFirst() else {
            return nil
        }
        return (first, second)
    }

    @inlinable
    mutating func complete(isFirst: Bool) {
        if isFirst { isFirstCompleted = true } else { isSecondCompleted = true }
    }

    /// No more pairs can be formed: an input has completed with nothing left unpaired.
    @inlinable
    var isExhausted: Bool {
        (isFirstCompleted && firsts.isEmpty) || (isSecondCompleted && seconds.isEmpty)
    }
}

extension Junction {
    /// Joins the values of `first` and `second` into pairs as `State` decides. Completes once
    /// `State` is exhausted; fails or is interrupted as soon as an input is. `first` is attached
    /// first.
    @inlinable
    static func pairs<State: PairJoinState>(
        _ first: EventSource<State.First, Error>,
        _ second: EventSource<State.Second, Error>,
        into _: State.Type
    ) -> Junction where Item == PairedEvent<State.First, Error, State.Second, Error>, Value == (State.First, State.Second) {
        .pairing(first, second, secondaryFirst: false) { downstream, _ in
            let state = SerialState(State())
            return { item in
                switch item {
                case let .primary(.value(value)):
                    if let pair = state.value.receive(first: value) { downstream.send(value: pair) }
                case let .secondary(.value(value)):
                    if let pair = state.value.receive(second: value) { downstream.send(value: pair) }
                case .primary(.completed):
                    state.value.complete(isFirst: true)
                case .secondary(.completed):
                    state.value.complete(isFirst: false)
                case let .primary(.failed(error)), let .secondary(.failed(error)):
                    downstream.send(error: error)
                    return
                case .primary(.interrupted), .secondary(.interrupted):
                    downstream.sendInterrupted()
                    return
                }
                if state.value.isExhausted { downstream.sendCompleted() }
            }
        }
    }

    /// `combineLatest` of two inputs, with their static types.
    @inlinable
    static func combineLatest<First, Second>(
        _ first: EventSource<First, Error>,
        _ second: EventSource<Second, Error>
    ) -> Junction where Item == PairedEvent<First, Error, Second, Error>, Value == (First, Second) {
        pairs(first, second, into: CombineLatestPairState.self)
    }

    /// `zip` of two inputs, with their static types.
    @inlinable
    static func zip<First, Second>(
        _ first: EventSource<First, Error>,
        _ second: EventSource<Second, Error>
    ) -> Junction where Item == PairedEvent<First, Error, Second, Error>, Value == (First, Second) {
        pairs(first, second, into: ZipPairState.self)
    }
}
