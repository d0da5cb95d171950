extension Signal.Event {
    /// `take(first:)` as a transformation, for `count >= 1`: completes on the `count`th value
    /// and ignores everything after it.
    @inlinable
    static func take(first count: Int) -> Transformation<Value, Error> {
        { downstream, _ in
            let remaining = SerialState(count)
            return Signal.Observer { event in
                guard remaining.value > 0 else { return }
                guard case .value = event else {
                    remaining.value = 0
                    downstream.send(event)
                    return
                }
                remaining.value -= 1
                downstream.send(event)
                if remaining.value == 0 { downstream.sendCompleted() }
            }
        }
    }

    /// `take(last:)` as a transformation: keeps the latest `count` values and sends them when
    /// upstream completes; a failure or interruption discards them.
    @inlinable
    static func take(last count: Int) -> Transformation<Value, Error> {
        { downstream, _ in
            let latest = SerialState(LatestValues<Value>(capacity: count))
            return Signal.Observer { event in
                switch event {
                case let .value(value):
                    latest.value.append(value)
                case .completed:
                    for value in latest.value.inOrder { downstream.send(value: value) }
                    downstream.sendCompleted()
                case let .failed(error):
                    downstream.send(error: error)
                case .interrupted:
                    downstream.sendInterrupted()
                }
            }
        }
    }

    /// `take(until:)` with a predicate, as a transformation: every value is forwarded, and the
    /// first one that fails `shouldContinue` is followed by `completed`.
    @inlinable
    static func take(until shouldContinue: @escaping @Sendable (Value) -> Bool) -> Transformation<Value, Error> {
        { downstream, _ in
            let hasCompleted = SerialState(false)
            return Signal.Observer { event in
                guard !hasCompleted.value else { return }
                downstream.send(event)
                if case let .value(value) = event, !shouldContinue(value) {
                    hasCompleted.value = true
                    downstream.sendCompleted()
                }
            }
        }
    }

    /// `take(while:)` as a transformation: the first value that fails `shouldContinue` becomes
    /// `completed`.
    @inlinable
    static func take(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> Transformation<Value, Error> {
        mapValueToEvent { value in shouldContinue(value) ? .value(value) : .completed }
    }
}

/// The latest `capacity` values seen, kept in a ring buffer so that each new value costs O(1)
/// however many are kept.
@usableFromInline
struct LatestValues<Element> {
    @usableFromInline let capacity: Int
    @usableFromInline var storage: [Element] = []
    /// Where the oldest element is once the buffer is full; the next one overwrites it.
    @usableFromInline var oldest = 0

    @inlinable
    init(capacity: Int) {
        self.capacity = capacity
    }

    @inlinable
    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else if capacity > 0 {
            storage[oldest] = element
            oldest = (oldest + 1) % capacity
        }
    }

    /// The elements kept, oldest first.
    @inlinable
    var inOrder: [Element] {
        Array(storage[oldest...] + storage[..<oldest])
    }
}

extension Signal {
    /// Forwards the first `count` values, then completes and stops observing `self`.
    ///
    /// With a `count` of 0 the returned signal has completed already (observers attached later
    /// receive `interrupted`, as with any terminated signal). Precondition: `count >= 0`.
    @inlinable
    public func take(first count: Int) -> Signal<Value, Error> {
        precondition(count >= 0, "take(first:) needs a count of at least 0")
        guard count >= 1 else { return .empty }
        return flatMapEvent(Event.take(first: count))
    }

    /// Waits until `self` completes, then sends its last `count` values (fewer if it sent
    /// fewer) and completes. A failure or interruption is forwarded at once and the kept
    /// values are dropped. Precondition: `count >= 0`.
    @inlinable
    public func take(last count: Int) -> Signal<Value, Error> {
        precondition(count >= 0, "take(last:) needs a count of at least 0")
        return flatMapEvent(Event.take(last: count))
    }

    /// Forwards values while `shouldContinue` returns true; completes (without forwarding it)
    /// at the first value for which it returns false, and stops observing `self`.
    @inlinable
    public func take(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.take(while: shouldContinue))
    }

    /// Forwards values until one for which `shouldContinue` returns false: that value is
    /// forwarded too, then the signal completes and stops observing `self`. Unlike
    /// `take(while:)`, the value that ends the stream is not lost.
    @inlinable
    public func take(until shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.take(until: shouldContinue))
    }
}

extension SignalProducer {
    /// Forwards the first `count` values of each run, then completes and stops the run's work.
    ///
    /// With a `count` of 0 every run is interrupted at once, without starting `self`, as in
    /// ReactiveSwift. Precondition: `count >= 0`.
    @inlinable
    public func take(first count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "take(first:) needs a count of at least 0")
        guard count >= 1 else { return .interrupted }
        return flatMapEvent(Signal.Event.take(first: count))
    }

    /// Waits until the run completes, then sends its last `count` values (fewer if it sent
    /// fewer) and completes. A failure or interruption is forwarded at once and the kept
    /// values are dropped. Precondition: `count >= 0`.
    @inlinable
    public func take(last count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "take(last:) needs a count of at least 0")
        return flatMapEvent(Signal.Event.take(last: count))
    }

    /// Forwards values while `shouldContinue` returns true; completes (without forwarding it)
    /// at the first value for which it returns false, and stops the run's work.
    @inlinable
    public func take(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.take(while: shouldContinue))
    }

    /// Forwards the values of each run until one for which `shouldContinue` returns false: that
    /// value is forwarded too, then the run completes and its work stops. See
    /// `Signal.take(until:)`.
    @inlinable
    public func take(until shouldContinue: @escaping @Sendable (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.take(until: shouldContinue))
    }
}
