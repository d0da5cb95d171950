extension Signal {
    /// Observes every event with `action`. See `observe(_:)` for the returned disposable.
    @inlinable
    @discardableResult
    public func observe(_ action: @escaping Observer.Action) -> Disposable? {
        observe(Observer(action))
    }

    /// Observes the values and the failure as `Result`s.
    @inlinable
    @discardableResult
    public func observeResult(_ action: @escaping @Sendable (Result<Value, Error>) -> Void) -> Disposable? {
        observe(Observer(
            value: { action(.success($0)) },
            failed: { action(.failure($0)) }
        ))
    }

    /// Observes completion only.
    @inlinable
    @discardableResult
    public func observeCompleted(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        observe(Observer(completed: action))
    }

    /// Observes failure only.
    @inlinable
    @discardableResult
    public func observeFailed(_ action: @escaping @Sendable (Error) -> Void) -> Disposable? {
        observe(Observer(failed: action))
    }

    /// Observes interruption only.
    @inlinable
    @discardableResult
    public func observeInterrupted(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        observe(Observer(interrupted: action))
    }
}

extension Signal where Error == Never {
    /// Observes values only. Available when the signal cannot fail, so no failure goes unseen.
    @inlinable
    @discardableResult
    public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> Disposable? {
        observe(.values(action))
    }
}

extension Signal {
    /// Unavailable for signals that can fail: handle the error first (e.g. `flatMapError`) or
    /// use `observeResult`.
    @available(*, unavailable, message: "The signal can fail: map the error to Never first, or use observeResult")
    @discardableResult
    public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> Disposable? {
        observe(.values(action))
    }
}
