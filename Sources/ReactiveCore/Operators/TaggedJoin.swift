/// The state of one output of an operator that joins the values of several inputs of one error
/// type — `combineLatest` and `zip` — as their events arrive, tagged with the input's position.
@usableFromInline
protocol TaggedJoinState: SendableMetatype {
    /// The state before any of `count` inputs has sent anything.
    init(count: Int)
    /// Records value `value` of input `index`. Returns the values to combine into the next
    /// output value, in input order, if one is due.
    mutating func receive(_ value: any Sendable, at index: Int) -> [any Sendable]?
    /// Records the completion of input `index`.
    mutating func complete(at index: Int)
    /// Whether no further output value can come, so that the output completes.
    var isExhausted: Bool { get }
}

extension Junction where Item == TaggedEvent<any Sendable, Error> {
    /// Joins the values of `sources` as `State` decides, sending `combine` of the values it
    /// hands out. Completes once `State` is exhausted; fails or is interrupted as soon as an
    /// input is. The inputs are attached in order.
    ///
    /// This is the one implementation behind every arity and the sequence variants of
    /// `combineLatest` and `zip`; `combine` restores the static types from the type-erased
    /// values.
    @inlinable
    static func tagged<State: TaggedJoinState>(
        _ sources: [EventSource<any Sendable, Error>],
        into _: State.Type,
        _ combine: @escaping @Sendable (_ values: [any Sendable]) -> Value
    ) -> Junction {
        Junction { downstream, lifetime, funnel in
            let state = SerialState(State(count: sources.count))
            return Setup(receive: { tagged in
                switch tagged.event {
                case let .value(value):
                    if let values = state.value.receive(value, at: tagged.index) {
                        downstream.send(value: combine(values))
                    }
                case .completed:
                    state.value.complete(at: tagged.index)
                case let .failed(error):
                    downstream.send(error: error)
                    return
                case .interrupted:
                    downstream.sendInterrupted()
                    return
                }
                if state.value.isExhausted { downstream.sendCompleted() }
            }, connect: {
                for (index, source) in sources.enumerated() {
                    source.feed(funnel, as: { TaggedEvent(index: index, event: $0) }, during: lifetime)
                }
            })
        }
    }
}
