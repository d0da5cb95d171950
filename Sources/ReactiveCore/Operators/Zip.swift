/// The state of one `zip` output.
@usableFromInline
struct ZipState: TaggedJoinState {
    /// The values of each input not yet zipped, oldest first.
    @usableFromInline var pending: [FIFOQueue<any Sendable>]
    /// Whether each input has completed.
    @usableFromInline var completed: [Bool]

    @inlinable
    init(count: Int) {
        pending = Array(repeating: FIFOQueue(), count: count)
        completed = Array(repeating: false, count: count)
    }

    /// Queues `value` of input `index`. Returns the oldest pending value of every input, removed,
    /// if each has one.
    @inlinable
    mutating func receive(_ value: any Sendable, at index: Int) -> [any Sendable]? {
        pending[index].append(value)
        guard pending.allSatisfy({ !$0.isEmpty }) else { return nil }
        return pending.indices.map { pending[$0].removeFirst()! }
    }

    @inlinable
    mutating func complete(at index: Int) {
        completed[index] = true
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
    @inlinable
    static func zip(
        _ sources: [EventSource<any Sendable, Error>],
        _ combine: @escaping @Sendable (_ values: [any Sendable]) -> Value
    ) -> Junction {
        tagged(sources, into: ZipState.self, combine)
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

    /// Like `zip(with:)` with any producer-convertible stream, such as a signal or a property.
    @inlinable
    public func zip<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        zip(with: other.producer)
    }

    /// Zips the values of all `producers` into arrays, in the manner of `zip(with:)`. Each run
    /// starts them in order. An empty sequence gives a producer that sends `emptySentinel`, if
    /// given, and completes.
    @inlinable
    public static func zip<S: Sequence>(_ producers: S, emptySentinel: [S.Element.Value]? = nil) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        joinAll(producers, emptySentinel: emptySentinel, Junction.zip)
    }
}
