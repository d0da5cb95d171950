extension Signal.Event {
    /// Every `collect` variant as one transformation. Each value is checked against
    /// `emitsBeforeAppending` (collected so far, new value) and, once appended, against
    /// `emitsAfterAppending` (collected including it); a true result sends the collected
    /// values and starts a new array. Completion sends what is left — or an empty array if
    /// nothing was ever sent.
    @inlinable
    static func collect(
        emitsBeforeAppending: @escaping @Sendable (_ collected: [Value], _ latest: Value) -> Bool,
        emitsAfterAppending: @escaping @Sendable (_ collected: [Value]) -> Bool
    ) -> Transformation<[Value], Error> {
        { downstream, _ in
            let buffer = SerialState(CollectedValues<Value>())
            return Signal.Observer { event in
                switch event {
                case let .value(value):
                    if emitsBeforeAppending(buffer.value.values, value) {
                        downstream.send(value: buffer.value.takeAll())
                    }
                    buffer.value.values.append(value)
                    if emitsAfterAppending(buffer.value.values) {
                        downstream.send(value: buffer.value.takeAll())
                    }
                case .completed:
                    if let remainder = buffer.value.remainder { downstream.send(value: remainder) }
                    downstream.sendCompleted()
                case let .failed(error):
                    downstream.send(error: error)
                case .interrupted:
                    downstream.sendInterrupted()
                }
            }
        }
    }
}

/// The values `collect` has gathered since it last sent an array.
@usableFromInline
struct CollectedValues<Value> {
    @usableFromInline var values: [Value] = []
    @usableFromInline var hasSentArray = false

    @inlinable
    init() {}

    /// Empties the buffer, returning what it held, to be sent.
    @inlinable
    mutating func takeAll() -> [Value] {
        hasSentArray = true
        var taken: [Value] = []
        swap(&taken, &values)
        return taken
    }

    /// What to send on completion: the values not sent yet, or an empty array if no array was
    /// ever sent (so that a collecting stream always sends at least one array); nil when
    /// everything has been sent.
    @inlinable
    var remainder: [Value]? {
        values.isEmpty && hasSentArray ? nil : values
    }
}

extension Signal {
    /// Collects all values and sends them as one array when `self` completes (an empty array if
    /// there were none). A failure or interruption is forwarded and the values are dropped.
    @inlinable
    public func collect() -> Signal<[Value], Error> {
        flatMapEvent(Event.collect(emitsBeforeAppending: { _, _ in false }, emitsAfterAppending: { _ in false }))
    }

    /// Sends the values in arrays of `count`; on completion sends the rest as a shorter array,
    /// if any (or an empty array if `self` sent no value at all). Precondition: `count > 0`.
    @inlinable
    public func collect(count: Int) -> Signal<[Value], Error> {
        precondition(count > 0, "collect(count:) needs a count of at least 1")
        return collect { values in values.count == count }
    }

    /// Collects values and sends them as an array whenever `shouldEmit`, given the values
    /// collected including the new one, returns true. On completion sends what is left, if
    /// anything (or an empty array if nothing was ever sent).
    @inlinable
    public func collect(_ shouldEmit: @escaping @Sendable (_ collectedValues: [Value]) -> Bool) -> Signal<[Value], Error> {
        flatMapEvent(Event.collect(emitsBeforeAppending: { _, _ in false }, emitsAfterAppending: shouldEmit))
    }

    /// Collects values; before adding a new value, sends the values collected so far whenever
    /// `shouldEmit(collected, latest)` returns true, so the new value starts the next array. On
    /// completion sends what is left, if anything (or an empty array if nothing was ever sent).
    @inlinable
    public func collect(
        _ shouldEmit: @escaping @Sendable (_ collected: [Value], _ latest: Value) -> Bool
    ) -> Signal<[Value], Error> {
        flatMapEvent(Event.collect(emitsBeforeAppending: shouldEmit, emitsAfterAppending: { _ in false }))
    }
}

extension SignalProducer {
    /// Collects all values of a run and sends them as one array when it completes (an empty
    /// array if there were none). A failure or interruption is forwarded and the values are
    /// dropped.
    @inlinable
    public func collect() -> SignalProducer<[Value], Error> {
        flatMapEvent(Signal.Event.collect(emitsBeforeAppending: { _, _ in false }, emitsAfterAppending: { _ in false }))
    }

    /// Sends the values in arrays of `count`; on completion sends the rest as a shorter array,
    /// if any (or an empty array if the run sent no value at all). Precondition: `count > 0`.
    @inlinable
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        precondition(count > 0, "collect(count:) needs a count of at least 1")
        return collect { values in values.count == count }
    }

    /// Collects values and sends them as an array whenever `shouldEmit`, given the values
    /// collected including the new one, returns true. On completion sends what is left, if
    /// anything (or an empty array if nothing was ever sent).
    @inlinable
    public func collect(
        _ shouldEmit: @escaping @Sendable (_ collectedValues: [Value]) -> Bool
    ) -> SignalProducer<[Value], Error> {
        flatMapEvent(Signal.Event.collect(emitsBeforeAppending: { _, _ in false }, emitsAfterAppending: shouldEmit))
    }

    /// Collects values; before adding a new value, sends the values collected so far whenever
    /// `shouldEmit(collected, latest)` returns true, so the new value starts the next array. On
    /// completion sends what is left, if anything (or an empty array if nothing was ever sent).
    @inlinable
    public func collect(
        _ shouldEmit: @escaping @Sendable (_ collected: [Value], _ latest: Value) -> Bool
    ) -> SignalProducer<[Value], Error> {
        flatMapEvent(Signal.Event.collect(emitsBeforeAppending: shouldEmit, emitsAfterAppending: { _ in false }))
    }
}
