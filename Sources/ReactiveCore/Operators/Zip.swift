/// The state of one `zip` output.
@usableFromInline
struct ZipState {
    /// The values of each input not yet zipped, oldest first.
    @usableFromInline var pending: [PendingQueue<any Sendable>]
    /// Whether each input has completed.
    @usableFromInline var completed: [Bool]

    @inlinable
    init(count: Int) {
        pending = Array(repeating: PendingQueue(), count: count)
        completed = Array(repeating: false, count: count)
    }

    /// Removes and returns the oldest pending value of every input, if each has one.
    @inlinable
    mutating func nextTuple() -> [any Sendable]? {
        guard pending.allSatisfy({ !$0.isEmpty }) else { return nil }
        return pending.indices.map { pending[$0].removeFirst()! }
    }

    /// No more tuples can be formed: every input has completed, or one has completed with
    /// nothing left pending.
    @inlinable
    var isExhausted: Bool {
        completed.allSatisfy { $0 } || pending.indices.contains { completed[$0] && pending[$0].isEmpty }
    }
}

extension Junction where Item == TaggedEvent<any Sendable, Error> {
    /// Zips the values of `sources`: the Nth output value is `combine` of the Nth value of each
    /// input. Completes when no further tuple can be formed; fails or is interrupted as soon as an
    /// input is.
    ///
    /// This is the one implementation behind every arity and the sequence variants; `combine`
    /// restores the static types from the type-erased values, in input order.
    @inlinable
    static func zip(
        _ sources: [EventSource<any Sendable, Error>],
        _ combine: @escaping @Sendable (_ values: [any Sendable]) -> Value
    ) -> Junction {
        Junction { downstream, lifetime, funnel in
            let state = SerialState(ZipState(count: sources.count))
            return Setup(receive: { tagged in
                switch tagged.event {
                case let .value(value):
                    state.value.pending[tagged.index].append(value)
                    if let tuple = state.value.nextTuple() {
                        downstream.send(value: combine(tuple))
                    }
                case .completed:
                    state.value.completed[tagged.index] = true
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

extension Signal {
    /// Zips the values of `self` and `other` into pairs: the Nth pair holds the Nth value of each.
    ///
    /// Completes as soon as no further pair can be formed (both completed, or one completed with
    /// no unpaired value left); fails or is interrupted as soon as either is.
    @inlinable
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal.zip(self, other)
    }

    /// Zips the values of all `signals` into arrays, in the manner of `zip(with:)`. An empty
    /// sequence gives a signal that never sends anything.
    @inlinable
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        .joining(.zip(signals.map(\.joinSource)) { $0.map { $0 as! Value } })
    }
}

extension SignalProducer {
    /// Zips the values of `self` and `other` into pairs: each run starts both. See
    /// `Signal.zip(with:)`.
    @inlinable
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        SignalProducer.zip(self, other)
    }

    /// Zips the values of `self` and `other`, which may be any producer-convertible stream.
    @inlinable
    public func zip<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        zip(with: other.producer)
    }

    /// Zips the values of all `producers` into arrays, in the manner of `zip(with:)`. Each run
    /// starts them in order. An empty sequence gives a producer that completes at once.
    @inlinable
    public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        joinAll(producers, emptySentinel: nil, Junction.zip)
    }

    /// Like `zip(_:)`, but an empty sequence gives a producer that sends `emptySentinel` and
    /// completes.
    @inlinable
    public static func zip<S: Sequence>(_ producers: S, emptySentinel: [S.Element.Value]) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        joinAll(producers, emptySentinel: emptySentinel, Junction.zip)
    }
}
