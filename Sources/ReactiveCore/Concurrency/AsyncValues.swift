/// The values of a signal, producer or property as an `AsyncSequence`:
/// `for await value in property.values { … }`.
///
/// Each iterator is one subscription: it observes the signal, or starts the producer, when it
/// is created (`for await` creates it when the loop starts), and values sent while the loop body
/// runs wait in a buffer (see `BufferingPolicy`; unbounded by default). The sequence ends when
/// the stream completes or is interrupted, and throws the stream's error if it fails — with
/// its type, so a stream that cannot fail needs no `try`.
///
/// Cancellation is cooperative and prompt: cancelling the iterating task ends the sequence —
/// a suspended `next()` returns nil at once — and disposes the subscription, which interrupts
/// a started producer. Leaving the loop early (`break`, `return`, a thrown error) releases the
/// iterator, which disposes the subscription too. No continuation is ever left suspended.
public struct AsyncValues<Value: Sendable, Failure: Swift.Error>: AsyncSequence, Sendable {
    /// The type of the elements.
    public typealias Element = Value

    /// What to keep when values arrive faster than the loop takes them.
    public enum BufferingPolicy: Sendable {
        /// Keeps every value. Memory grows if the loop falls behind for good.
        case unbounded
        /// Keeps at most this many of the oldest values and drops the newer ones.
        case bufferingOldest(Int)
        /// Keeps at most this many of the newest values and drops the older ones — with 1, the
        /// loop always sees the latest value, as a UI usually wants.
        case bufferingNewest(Int)
    }

    private let producer: SignalProducer<Value, Failure>
    private let bufferingPolicy: BufferingPolicy

    /// The values of each run of `producer`, buffered according to `bufferingPolicy`.
    public init(_ producer: SignalProducer<Value, Failure>, bufferingPolicy: BufferingPolicy = .unbounded) {
        self.producer = producer
        self.bufferingPolicy = bufferingPolicy
    }

    /// Subscribes and returns the iterator of this subscription.
    public func makeAsyncIterator() -> Iterator {
        Iterator(Subscription(producer, bufferingPolicy: bufferingPolicy))
    }

    /// Delivers the values of one subscription. Releasing it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        private let subscription: Subscription

        fileprivate init(_ subscription: Subscription) {
            self.subscription = subscription
        }

        /// The next value, or nil once the stream has completed or been interrupted, or the task
        /// was cancelled. Throws the stream's error, once.
        public mutating func next() async throws(Failure) -> Value? {
            try await subscription.channel.next(isolation: nil)
        }

        /// The next value, resuming on `actor`; see `next()`.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Value? {
            try await subscription.channel.next(isolation: actor)
        }
    }

    /// Owned by the iterator alone, so that its deinit runs when the iterator goes away; the
    /// running stream holds only the channel.
    fileprivate final class Subscription: Sendable {
        let channel: AsyncValueChannel<Value, Failure>

        init(_ producer: SignalProducer<Value, Failure>, bufferingPolicy: BufferingPolicy) {
            channel = AsyncValueChannel(bufferingPolicy: bufferingPolicy)
            channel.subscribe(to: producer)
        }

        deinit {
            channel.cancel()
        }
    }
}

/// The hand-over between a stream, which sends from any thread, and one iterating task.
final class AsyncValueChannel<Value: Sendable, Failure: Swift.Error>: Sendable {
    typealias Outcome = Result<Value?, Failure>
    typealias BufferingPolicy = AsyncValues<Value, Failure>.BufferingPolicy

    private struct State: Sendable {
        var buffer = FIFOQueue<Value>()
        var waiter: CheckedContinuation<Outcome, Never>?
        /// How the stream ended, handed out once the buffer is drained.
        var termination: Outcome?
        /// Set once the termination has been handed out or the task was cancelled.
        var isFinished = false
        var subscription: Disposable?

        /// What the task gets now — a buffered value, the termination, or the end — or nil after
        /// storing `continuation` to be resumed by the stream.
        mutating func take(orWait continuation: CheckedContinuation<Outcome, Never>) -> Outcome? {
            if let value = buffer.removeFirst() { return .success(value) }
            if isFinished { return .success(nil) }
            if let termination {
                self.termination = nil
                isFinished = true
                return termination
            }
            waiter = continuation
            return nil
        }

        /// Gives `outcome` to the waiting task — returned for the caller to resume — or keeps it
        /// for the next `take`.
        mutating func hand(
            _ outcome: Outcome,
            isTerminating: Bool,
            bufferingPolicy: BufferingPolicy
        ) -> CheckedContinuation<Outcome, Never>? {
            guard !isFinished else { return nil }
            if isTerminating { subscription = nil }
            if let waiter {
                // A task only waits when nothing is buffered.
                self.waiter = nil
                if isTerminating { isFinished = true }
                return waiter
            }
            if isTerminating {
                termination = outcome
            } else if case let .success(value?) = outcome {
                buffer(value, bufferingPolicy)
            }
            return nil
        }

        private mutating func buffer(_ value: Value, _ policy: BufferingPolicy) {
            switch policy {
            case .unbounded:
                buffer.append(value)
            case let .bufferingOldest(limit):
                if buffer.count < limit { buffer.append(value) }
            case let .bufferingNewest(limit):
                guard limit > 0 else { return }
                if buffer.count == limit { _ = buffer.removeFirst() }
                buffer.append(value)
            }
        }
    }

    private let state = Locked(State())
    private let bufferingPolicy: BufferingPolicy

    init(bufferingPolicy: BufferingPolicy) {
        self.bufferingPolicy = bufferingPolicy
    }

    func subscribe(to producer: SignalProducer<Value, Failure>) {
        let subscription = producer.start { [self] event in receive(event) }
        let isFinished = state.withLock { state in
            if !state.isFinished { state.subscription = subscription }
            return state.isFinished
        }
        if isFinished { subscription.dispose() }
    }

    func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Value? {
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: actor) { (continuation: CheckedContinuation<Outcome, Never>) in
                if let ready = state.withLock({ $0.take(orWait: continuation) }) {
                    continuation.resume(returning: ready)
                }
            }
        } onCancel: {
            cancel()
        }
        return try outcome.get()
    }

    /// Ends the sequence for the iterating task and disposes the subscription.
    func cancel() {
        let (waiter, subscription) = state.withLock { state in
            state.isFinished = true
            state.buffer.removeAll()
            state.termination = nil
            defer { state.waiter = nil; state.subscription = nil }
            return (state.waiter, state.subscription)
        }
        subscription?.dispose()
        waiter?.resume(returning: .success(nil))
    }

    private func receive(_ event: Signal<Value, Failure>.Event) {
        let outcome: Outcome
        switch event {
        case let .value(value): outcome = .success(value)
        case let .failed(error): outcome = .failure(error)
        case .completed, .interrupted: outcome = .success(nil)
        }
        let waiter = state.withLock { state in
            state.hand(outcome, isTerminating: event.isTerminating, bufferingPolicy: bufferingPolicy)
        }
        waiter?.resume(returning: outcome)
    }
}

extension SignalProducer {
    /// The values of a new run of this producer for each iteration; see `AsyncValues`.
    public var values: AsyncValues<Value, Error> {
        AsyncValues(self)
    }

    /// The values of a new run of this producer for each iteration, buffered according to
    /// `bufferingPolicy`; see `AsyncValues`.
    public func values(bufferingPolicy: AsyncValues<Value, Error>.BufferingPolicy) -> AsyncValues<Value, Error> {
        AsyncValues(self, bufferingPolicy: bufferingPolicy)
    }
}

extension Signal {
    /// The values this signal sends after each iteration starts; see `AsyncValues`.
    public var values: AsyncValues<Value, Error> {
        AsyncValues(producer)
    }

    /// The values this signal sends after each iteration starts, buffered according to
    /// `bufferingPolicy`; see `AsyncValues`.
    public func values(bufferingPolicy: AsyncValues<Value, Error>.BufferingPolicy) -> AsyncValues<Value, Error> {
        AsyncValues(producer, bufferingPolicy: bufferingPolicy)
    }
}

extension PropertyProtocol {
    /// The current value when each iteration starts, then every change; see `AsyncValues`.
    public var values: AsyncValues<Value, Never> {
        AsyncValues(producer)
    }

    /// The current value when each iteration starts, then every change, buffered according to
    /// `bufferingPolicy`; see `AsyncValues`.
    public func values(bufferingPolicy: AsyncValues<Value, Never>.BufferingPolicy) -> AsyncValues<Value, Never> {
        AsyncValues(producer, bufferingPolicy: bufferingPolicy)
    }
}
