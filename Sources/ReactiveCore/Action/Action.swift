/// Repeatable work with availability and mutual exclusion: each `apply(_:)` creates a unit of
/// work — a `SignalProducer` — from an input and the action's state, but only while the action
/// is enabled and not already executing.
///
/// The action is enabled when its state says so (`enabledIf`) and no unit of work runs. Starting
/// the producer of `apply` while the action is disabled or executing fails with
/// `ActionError.disabled`. `events`, `values`, `errors` and `completed` report what every unit of
/// work sends; `isExecuting` and `isEnabled` are properties for the UI.
///
/// Threading: thread-safe; `apply` may be started from any thread, and the signals send on the
/// thread the unit of work sends on. The enabled check and the start of execution are one atomic
/// step, so two concurrent applications never both run.
///
/// Lifetime: a started application keeps the action alive until it terminates; `lifetime` ends
/// when the action deinitialises, and its signals complete then.
public final class Action<Input: Sendable, Output: Sendable, Error: Swift.Error>: Sendable {
    /// The availability of the action and the work it would start, bound to the latest state.
    private struct ActionState: Sendable {
        var isUserEnabled: Bool
        var isExecuting = false
        var makeWork: @Sendable (Input) -> SignalProducer<Output, Error>

        var isEnabled: Bool { isUserEnabled && !isExecuting }
    }

    private let state: MutableProperty<ActionState>
    private let eventsObserver: Signal<Signal<Output, Error>.Event, Never>.Observer
    private let disabledErrorsObserver: Signal<Void, Never>.Observer
    private let token: Lifetime.Token

    /// Ends when the action deinitialises.
    public let lifetime: Lifetime

    /// Every event of every unit of work, in the order each unit sends them.
    public let events: Signal<Signal<Output, Error>.Event, Never>

    /// Every value of every unit of work.
    public let values: Signal<Output, Never>

    /// Every error a unit of work failed with.
    public let errors: Signal<Error, Never>

    /// Sends whenever an application was refused because the action was disabled.
    public let disabledErrors: Signal<Void, Never>

    /// Sends whenever a unit of work completed.
    public let completed: Signal<Void, Never>

    /// Whether a unit of work is running. It is already false when `events` reports the end
    /// of the unit of work.
    public let isExecuting: Property<Bool>

    /// Whether `apply` would start a unit of work now: the state allows it and nothing is
    /// executing.
    public let isEnabled: Property<Bool>

    /// An action whose availability and work depend on `property`: `isEnabled` is asked for
    /// each value of the property, and `execute` receives the latest value with the input. The
    /// action retains `property`.
    public init<State: PropertyProtocol>(
        state property: State,
        enabledIf isEnabled: @escaping @Sendable (State.Value) -> Bool,
        execute: @escaping @Sendable (State.Value, Input) -> SignalProducer<Output, Error>
    ) {
        (lifetime, token) = Lifetime.make()
        lifetime.observeEnded { _ = property }

        (events, eventsObserver) = Signal.pipe()
        (disabledErrors, disabledErrorsObserver) = Signal.pipe()
        values = events.compactMap { $0.value }
        errors = events.compactMap { $0.error }
        completed = events.filter { $0.isCompleted }.map { _ in () }

        @Sendable func bind(_ value: State.Value, to state: inout ActionState) {
            state.isUserEnabled = isEnabled(value)
            state.makeWork = { input in execute(value, input) }
        }
        let initial = property.value
        let state = MutableProperty(ActionState(isUserEnabled: isEnabled(initial)) { input in execute(initial, input) })
        self.state = state
        lifetime += property.producer.startWithValues { [weak state] value in
            state?.modify { bind(value, to: &$0) }
        }

        self.isEnabled = state.map { $0.isEnabled }.skipRepeats()
        isExecuting = state.map { $0.isExecuting }.skipRepeats()
    }

    /// An action, always enabled when not executing, whose work receives the latest value of
    /// `state` with the input.
    public convenience init<P: PropertyProtocol>(
        state: P,
        execute: @escaping @Sendable (P.Value, Input) -> SignalProducer<Output, Error>
    ) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// An action enabled while `state` holds a value; the work receives that value with the
    /// input.
    public convenience init<P: PropertyProtocol, T>(
        unwrapping state: P,
        execute: @escaping @Sendable (T, Input) -> SignalProducer<Output, Error>
    ) where P.Value == T? {
        self.init(state: state, enabledIf: { $0 != nil }) { state, input in
            // Only called while enabled, that is with a value.
            execute(state!, input)
        }
    }

    /// An action enabled while `state` holds a valid (or coerced) value, as its `result`
    /// says; the work receives that value with the input. The action retains `state`.
    public convenience init<T, E>(
        validated state: ValidatingProperty<T, E>,
        execute: @escaping @Sendable (T, Input) -> SignalProducer<Output, Error>
    ) {
        self.init(unwrapping: state.result.map(\.value), execute: execute)
    }

    /// An action that is enabled while `property` is true.
    public convenience init<P: PropertyProtocol>(
        enabledIf property: P,
        execute: @escaping @Sendable (Input) -> SignalProducer<Output, Error>
    ) where P.Value == Bool {
        self.init(state: property, enabledIf: { $0 }) { _, input in execute(input) }
    }

    /// An action that is always enabled when not executing.
    public convenience init(execute: @escaping @Sendable (Input) -> SignalProducer<Output, Error>) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }

    deinit {
        eventsObserver.sendCompleted()
        disabledErrorsObserver.sendCompleted()
    }

    /// A producer that, when started, starts a unit of work for `input` if the action is
    /// enabled, and forwards its events (errors wrapped in `ActionError.producerFailed`);
    /// otherwise it fails with `ActionError.disabled`. Disposing it interrupts the unit of work.
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
        SignalProducer { [self] observer, lifetime in
            let makeWork = state.modify { state -> (@Sendable (Input) -> SignalProducer<Output, Error>)? in
                guard state.isEnabled else { return nil }
                state.isExecuting = true
                return state.makeWork
            }
            guard let makeWork else {
                observer.send(error: .disabled)
                disabledErrorsObserver.send(value: ())
                return
            }
            // Registered first, so that execution has ended by the time the unit of work's
            // terminating event reaches `events`.
            lifetime.observeEnded { [state] in state.modify { $0.isExecuting = false } }
            makeWork(input).startWithSignal { signal, interruptHandle in
                lifetime += interruptHandle
                // Capturing `self` keeps the action alive while its work runs.
                signal.observe { [self] event in
                    observer.send(event.mapError(ActionError.producerFailed))
                    eventsObserver.send(value: event)
                }
            }
        }
    }
}

extension Action where Input == Void {
    /// A producer that starts a unit of work if the action is enabled; see `apply(_:)`.
    public func apply() -> SignalProducer<Output, ActionError<Error>> {
        apply(())
    }

    /// An action enabled while `state` holds a value; `execute` receives that value.
    public convenience init<P: PropertyProtocol, T>(
        unwrapping state: P,
        execute: @escaping @Sendable (T) -> SignalProducer<Output, Error>
    ) where P.Value == T? {
        self.init(unwrapping: state) { value, _ in execute(value) }
    }

    /// An action enabled while `state` holds a valid (or coerced) value; `execute` receives
    /// that value.
    public convenience init<T, E>(
        validated state: ValidatingProperty<T, E>,
        execute: @escaping @Sendable (T) -> SignalProducer<Output, Error>
    ) {
        self.init(validated: state) { value, _ in execute(value) }
    }

    /// An action whose work receives the latest value of `state`.
    public convenience init<P: PropertyProtocol, T>(
        state: P,
        execute: @escaping @Sendable (T) -> SignalProducer<Output, Error>
    ) where P.Value == T {
        self.init(state: state) { value, _ in execute(value) }
    }
}

extension Action: BindingTargetProvider {
    /// A target that applies the action to every bound value and starts the work; bindings
    /// end with the action.
    public var bindingTarget: BindingTarget<Input> {
        BindingTarget(lifetime: lifetime) { [weak self] input in self?.apply(input).start() }
    }
}
