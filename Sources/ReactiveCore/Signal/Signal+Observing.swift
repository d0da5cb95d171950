extension Signal {
    /// Observes every event with `action`. See `observe(_:)` for the returned disposable.
    @discardableResult
    public func observe(_ action: @escaping Observer.Action) -> Disposable? {
        observe(Observer(action))
    }

    /// Observes values only.
    @discardableResult
    public func observeValues(_ action: @escaping @Sendable (Value) -> Void) -> Disposable? {
        observe(Observer(value: action))
    }

    /// Observes the values and the failure as `Result`s.
    @discardableResult
    public func observeResult(_ action: @escaping @Sendable (Result<Value, Error>) -> Void) -> Disposable? {
        observe(Observer(
            value: { action(.success($0)) },
            failed: { action(.failure($0)) }
        ))
    }

    /// Observes completion only.
    @discardableResult
    public func observeCompleted(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        observe(Observer(completed: action))
    }

    /// Observes failure only.
    @discardableResult
    public func observeFailed(_ action: @escaping @Sendable (Error) -> Void) -> Disposable? {
        observe(Observer(failed: action))
    }

    /// Observes interruption only.
    @discardableResult
    public func observeInterrupted(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        observe(Observer(interrupted: action))
    }
}
