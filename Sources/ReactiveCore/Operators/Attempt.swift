extension Signal.Event {
    /// `attemptMap` as a transformation: a failure from `transform` ends the stream.
    @inlinable
    static func attemptMap<U>(_ transform: @escaping @Sendable (Value) -> Result<U, Error>) -> Transformation<U, Error> {
        mapValueToEvent { value in
            switch transform(value) {
            case let .success(output): return .value(output)
            case let .failure(error): return .failed(error)
            }
        }
    }

    /// `attempt` as a transformation: values pass while `action` succeeds.
    @inlinable
    static func attempt(_ action: @escaping @Sendable (Value) -> Result<(), Error>) -> Transformation<Value, Error> {
        attemptMap { value in action(value).map { value } }
    }
}

extension Signal.Event where Error == any Swift.Error {
    /// `attemptMap` with a throwing closure: a thrown error ends the stream.
    @inlinable
    static func attemptMap<U>(throwing transform: @escaping @Sendable (Value) throws -> U) -> Transformation<U, Error> {
        attemptMap { value in Result { try transform(value) } }
    }

    /// `attempt` with a throwing closure: values pass while `action` does not throw.
    @inlinable
    static func attempt(throwing action: @escaping @Sendable (Value) throws -> Void) -> Transformation<Value, Error> {
        attemptMap(throwing: { value in
            try action(value)
            return value
        })
    }
}

extension Signal {
    /// Runs `action` on every value and forwards the value if it succeeds; if it fails, the
    /// returned signal fails with its error and stops observing `self`.
    @inlinable
    public func attempt(_ action: @escaping @Sendable (Value) -> Result<(), Error>) -> Signal<Value, Error> {
        flatMapEvent(Event.attempt(action))
    }

    /// Transforms every value with `transform` and forwards the successes; the first failure
    /// makes the returned signal fail and stop observing `self`.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping @Sendable (Value) -> Result<U, Error>) -> Signal<U, Error> {
        flatMapEvent(Event.attemptMap(transform))
    }
}

extension Signal where Error == any Swift.Error {
    /// Runs the throwing `action` on every value and forwards the value if it does not throw;
    /// a thrown error makes the returned signal fail and stop observing `self`.
    @inlinable
    public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> Signal<Value, any Swift.Error> {
        flatMapEvent(Event.attempt(throwing: action))
    }

    /// Transforms every value with the throwing `transform` and forwards the results; a thrown
    /// error makes the returned signal fail and stop observing `self`.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> Signal<U, any Swift.Error> {
        flatMapEvent(Event.attemptMap(throwing: transform))
    }
}

extension Signal where Error == Never {
    /// Runs the throwing `action` on every value and forwards the value if it does not throw;
    /// a thrown error makes the returned signal fail and stop observing `self`.
    @inlinable
    public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> Signal<Value, any Swift.Error> {
        promoteError((any Swift.Error).self).attempt(action)
    }

    /// Transforms every value with the throwing `transform` and forwards the results; a thrown
    /// error makes the returned signal fail and stop observing `self`.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> Signal<U, any Swift.Error> {
        promoteError((any Swift.Error).self).attemptMap(transform)
    }
}

extension SignalProducer {
    /// Runs `action` on every value and forwards the value if it succeeds; if it fails, the
    /// returned producer fails with its error and the run's work is stopped.
    @inlinable
    public func attempt(_ action: @escaping @Sendable (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.attempt(action))
    }

    /// Transforms every value with `transform` and forwards the successes; the first failure
    /// makes the returned producer fail and stops the run's work.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping @Sendable (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.attemptMap(transform))
    }
}

extension SignalProducer where Error == any Swift.Error {
    /// Runs the throwing `action` on every value and forwards the value if it does not throw;
    /// a thrown error makes the returned producer fail and stops the run's work.
    @inlinable
    public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> SignalProducer<Value, any Swift.Error> {
        flatMapEvent(Signal.Event.attempt(throwing: action))
    }

    /// Transforms every value with the throwing `transform` and forwards the results; a thrown
    /// error makes the returned producer fail and stops the run's work.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> SignalProducer<U, any Swift.Error> {
        flatMapEvent(Signal.Event.attemptMap(throwing: transform))
    }
}

extension SignalProducer where Error == Never {
    /// Runs the throwing `action` on every value and forwards the value if it does not throw;
    /// a thrown error makes the returned producer fail and stops the run's work.
    @inlinable
    public func attempt(_ action: @escaping @Sendable (Value) throws -> Void) -> SignalProducer<Value, any Swift.Error> {
        promoteError((any Swift.Error).self).attempt(action)
    }

    /// Transforms every value with the throwing `transform` and forwards the results; a thrown
    /// error makes the returned producer fail and stops the run's work.
    @inlinable
    public func attemptMap<U>(_ transform: @escaping @Sendable (Value) throws -> U) -> SignalProducer<U, any Swift.Error> {
        promoteError((any Swift.Error).self).attemptMap(transform)
    }
}
