extension SignalProducer {
    /// Starts a run and lets `setup` attach observers to its signal before the producer does
    /// anything: `setup` runs first, then the start handler. `interruptHandle` interrupts the
    /// run as disposing `start`'s result does — on the scheduler of an operator such as
    /// `observe(on:)` that hands events to one; disposing it inside `setup` keeps the run from
    /// starting (the signal is then interrupted at once). Returns what `setup` returns.
    ///
    /// Lifetime: if, once the start handler has returned, the signal is neither retained nor
    /// observed, the run ends — what the start handler added to its lifetime is disposed.
    @discardableResult
    public func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interruptHandle: Disposable) -> Result
    ) -> Result {
        let core = SignalCore<Value, Error>()
        let input = core.makeInput()
        let interruptHandle = AnyDisposable { input.interruptRun() }
        let signal = Signal(core: core)
        let result = setup(signal, interruptHandle)
        if !interruptHandle.isDisposed {
            run(input, core.lifetime)
        }
        withExtendedLifetime(signal) {}
        return result
    }

    /// Starts a run whose events go to `observer`. Disposing the result interrupts it: the
    /// observer receives `interrupted` at once, or, when an operator of the run such as
    /// `observe(on:)` or `delay` hands events to a scheduler, on that scheduler after the events
    /// it has scheduled, which are dropped. Releasing the result without disposing it lets the
    /// run go on as long as its start handler keeps its observer. A run that has already
    /// terminated when `start` returns — as a producer of constant values does — returns a
    /// disposable that is already disposed, as ReactiveSwift's constant producers do.
    @inlinable
    @discardableResult
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
        if let result = resultOfEachStart {
            observer.send(result: result())
            return AnyDisposable.alreadyDisposed
        }
        let core = SignalCore<Value, Error>()
        core.observePermanently(observer)
        return start(core)
    }

    /// Starts a run and calls `action` for every event.
    @inlinable
    @discardableResult
    public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable {
        start(Signal.Observer(action))
    }

    /// Starts a run on `core`, whose observer is already in place; see `start(_:)`.
    @inlinable
    func start(_ core: SignalCore<Value, Error>) -> Disposable {
        let input = core.makeInput()
        run(input, core.lifetime)
        guard !core.hasEnded else { return AnyDisposable.alreadyDisposed }
        return AnyDisposable { input.interruptRun() }
    }

    /// Starts a run and calls `action` with each value and the failure as `Result`s.
    @inlinable
    @discardableResult
    public func startWithResult(_ action: @escaping @Sendable (Result<Value, Error>) -> Void) -> Disposable {
        start(Signal.Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
    }

    /// Starts a run and calls `action` on completion.
    @inlinable
    @discardableResult
    public func startWithCompleted(_ action: @escaping @Sendable () -> Void) -> Disposable {
        start(Signal.Observer(completed: action))
    }

    /// Starts a run and calls `action` on failure.
    @inlinable
    @discardableResult
    public func startWithFailed(_ action: @escaping @Sendable (Error) -> Void) -> Disposable {
        start(Signal.Observer(failed: action))
    }

    /// Starts a run and calls `action` on interruption.
    @inlinable
    @discardableResult
    public func startWithInterrupted(_ action: @escaping @Sendable () -> Void) -> Disposable {
        start(Signal.Observer(interrupted: action))
    }
}

extension SignalProducer where Error == Never {
    /// Starts a run and calls `action` for every value. Available when the producer cannot
    /// fail, so no failure goes unseen.
    @inlinable
    @discardableResult
    public func startWithValues(_ action: @escaping @Sendable (Value) -> Void) -> Disposable {
        if let result = resultOfEachStart {
            switch result() {
            case let .success(value): action(value)
            }
            return AnyDisposable.alreadyDisposed
        }
        return start(SignalCore(valuesObserver: .init(action)))
    }
}

extension SignalProducer {
    /// Unavailable for producers that can fail: handle the error first (e.g. `flatMapError`)
    /// or use `startWithResult`.
    @available(*, unavailable, message: "The producer can fail: map the error to Never first, or use startWithResult")
    @discardableResult
    public func startWithValues(_ action: @escaping @Sendable (Value) -> Void) -> Disposable {
        start(SignalCore(valuesObserver: .init(action)))
    }
}
