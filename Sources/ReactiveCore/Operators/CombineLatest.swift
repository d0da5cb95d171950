/// The state of one `combineLatest` output.
@usableFromInline
struct CombineLatestState: TaggedJoinState {
    /// The latest value of each input; a placeholder until the input has sent one.
    @usableFromInline var latest: [any Sendable]
    @usableFromInline var hasValue: [Bool]
    /// How many inputs have not sent a value yet.
    @usableFromInline var awaitingFirstValue: Int
    /// How many inputs have not completed yet.
    @usableFromInline var running: Int

    @inlinable
    init(count: Int) {
        latest = Array(repeating: (), count: count)
        hasValue = Array(repeating: false, count: count)
        awaitingFirstValue = count
        running = count
    }

    /// Records `value` as the latest value of input `index`. Returns the latest values once
    /// every input has sent one.
    @inlinable
    mutating func receive(_ value: any Sendable, at index: Int) -> [any Sendable]? {
        latest[index] = value
        if !hasValue[index] {
            hasValue[index] = true
            awaitingFirstValue -= 1
        }
        return awaitingFirstValue == 0 ? latest : nil
    }

    @inlinable
    mutating func complete(at _: Int) {
        running -= 1
    }

    /// Every input has completed.
    @inlinable
    var isExhausted: Bool { running == 0 }
}

extension Junction where Item == TaggedEvent<any Sendable, Error> {
    /// Combines the latest values of `sources` with `combine` each time one of them sends a value,
    /// once all have sent at least one. Completes when all have completed; fails or is
    /// interrupted as soon as one of them is.
    @inlinable
    static func combineLatest(
        _ sources: [EventSource<any Sendable, Error>],
        _ combine: @escaping @Sendable (_ latest: [any Sendable]) -> Value
    ) -> Junction {
        tagged(sources, into: CombineLatestState.self, combine)
    }
}

extension Signal {
    /// The type-erased input that the N-ary operators use.
    @inlinable
    var joinSource: EventSource<any Sendable, Error> { EventSource(self).erased }

    /// Combines the latest value of `self` with the latest value of `other`.
    ///
    /// Sends nothing until both have sent a value; then sends a pair each time either sends.
    /// Completes when both have completed; fails or is interrupted as soon as either is.
    @inlinable
    public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal.combineLatest(self, other)
    }

    /// Combines the latest values of all `signals` as an array, in the manner of
    /// `combineLatest(with:)`. An empty sequence gives a signal that never sends anything.
    @inlinable
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
        .joining(.combineLatest(signals.map(\.joinSource)) { $0.map { $0 as! Value } })
    }
}

extension SignalProducer {
    /// The type-erased input that the N-ary operators use.
    @inlinable
    var joinSource: EventSource<any Sendable, Error> { EventSource(self).erased }

    /// Combines the latest value of `self` with the latest value of `other` — a producer or any
    /// producer-convertible stream, such as a signal or a property: each run starts both. See
    /// `Signal.combineLatest(with:)`.
    @inlinable
    public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        SignalProducer.combineLatest(self, other)
    }

    /// Like `combineLatest(with:)` with any producer-convertible stream.
    @inlinable
    public func combineLatest<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        combineLatest(with: other.producer)
    }

    /// Combines the latest values of all `producers` as an array, in the manner of
    /// `combineLatest(with:)`. Each run starts them in order. An empty sequence gives a producer
    /// that sends `emptySentinel`, if given, and completes.
    @inlinable
    public static func combineLatest<S: Sequence>(_ producers: S, emptySentinel: [S.Element.Value]? = nil) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        joinAll(producers, emptySentinel: emptySentinel, Junction.combineLatest)
    }

    /// Joins a sequence of producers into arrays with `strategy` (`combineLatest` or `zip`);
    /// an empty sequence sends `emptySentinel`, if any, and completes.
    @inlinable
    static func joinAll<S: Sequence>(
        _ producers: S,
        emptySentinel: [Value]?,
        _ strategy: (
            _ sources: [EventSource<any Sendable, Error>],
            _ combine: @escaping @Sendable ([any Sendable]) -> [Value]
        ) -> Junction<TaggedEvent<any Sendable, Error>, [Value], Error>
    ) -> SignalProducer<[Value], Error> where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
        let sources = producers.map(\.producer.joinSource)
        guard !sources.isEmpty else {
            return SignalProducer<[Value], Error>(emptySentinel.map { [$0] } ?? [])
        }
        return SignalProducer<[Value], Error>(joining: strategy(sources) { $0.map { $0 as! Value } })
    }
}
