import Synchronization

extension Signal {
    /// The receiving end of a signal: a function of events.
    ///
    /// An observer is called serially — never for two events at once — when it is attached to a
    /// signal. Observers given to generators and start handlers (*input* observers) may be sent
    /// to from any thread, also re-entrantly from inside the signal's own observers; the signal
    /// delivers such events in order after the current delivery.
    ///
    /// Lifetime: the input observer of a signal made by `Signal.init(_:)`, `pipe()` or a
    /// producer's start is the signal's generator. When the last reference to it goes away
    /// before the signal terminated, the signal is interrupted — its observers receive
    /// `interrupted` and its lifetime ends — since nobody can send to it any more.
    ///
    /// It is a subclass of `ReactiveCore.Observer`, so code written against that base class
    /// (`receive(_:)`, `terminate(_:)`) accepts it.
    ///
    /// Safety of `@unchecked Sendable`: the base class holds no state, and this class holds only
    /// constants — `@Sendable` closures and references to thread-safe cores.
    public final class Observer: ReactiveCore.Observer<Value, Error>, @unchecked Sendable {
        /// The function that receives the events.
        public typealias Action = @Sendable (Event) -> Void

        /// Receives the events — or, for an observer of values, nothing: `valueAction` then
        /// receives the values, so that an observer of values needs no closure wrapping the
        /// caller's, which would cost an allocation and a call per event.
        @usableFromInline let action: Action
        @usableFromInline let valueAction: (@Sendable (Value) -> Void)?
        /// The signal this observer is the input of, interrupted when the observer goes away.
        /// Typed by the non-generic base so that releasing an observer runs no generic code.
        @usableFromInline let interruptedOnRelease: SignalCoreBase?

        @inlinable
        init(
            action: @escaping Action,
            valueAction: (@Sendable (Value) -> Void)? = nil,
            interruptedOnRelease: SignalCoreBase? = nil
        ) {
            self.action = action
            self.valueAction = valueAction
            self.interruptedOnRelease = interruptedOnRelease
            super.init()
        }

        /// An observer that calls `action` for every event.
        @inlinable
        public convenience init(_ action: @escaping Action) {
            self.init(action: action)
        }

        deinit {
            interruptedOnRelease?.inputWasReleased()
        }

        /// Interrupts the producer run whose input this is: at once, or, when an operator of the
        /// run hands events to a scheduler, by ending the run's lifetime so that the operator
        /// sends `interrupted` on its scheduler.
        @usableFromInline
        func interruptRun() {
            if let lifetime = interruptedOnRelease?.lifetime, lifetime.interruptionIsScheduled.load(ordering: .acquiring) {
                lifetime.end()
            } else {
                sendInterrupted()
            }
        }

        /// An observer with a separate callback for each kind of event; absent callbacks ignore
        /// their events.
        @inlinable
        public convenience init(
            value: (@Sendable (Value) -> Void)? = nil,
            failed: (@Sendable (Error) -> Void)? = nil,
            completed: (@Sendable () -> Void)? = nil,
            interrupted: (@Sendable () -> Void)? = nil
        ) {
            self.init { event in
                switch event {
                case let .value(v): value?(v)
                case let .failed(error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
            }
        }

        /// An observer of values only: the lean form behind `observeValues` and
        /// `startWithValues`, which ignore terminating events.
        @inlinable
        static func values(_ action: @escaping @Sendable (Value) -> Void) -> Observer {
            Observer(action: { _ in }, valueAction: action)
        }

        /// An observer that forwards events to `downstream` up to the first terminating one and
        /// drops the rest; `hasTerminated` records when that has happened. Its events must
        /// arrive serially.
        @inlinable
        static func endingAtTermination(
            _ downstream: Observer,
            recordingIn hasTerminated: SerialState<Bool> = SerialState(false)
        ) -> Observer {
            Observer { event in
                guard !hasTerminated.value else { return }
                if event.isTerminating { hasTerminated.value = true }
                downstream.send(event)
            }
        }

        /// An observer that applies `transform` to every event and sends the results to
        /// `observer`, for signal transformations.
        @inlinable
        public convenience init<U, F>(
            _ observer: Signal<U, F>.Observer,
            _ transform: @escaping @Sendable (Event) -> Signal<U, F>.Event
        ) {
            self.init { event in observer.send(transform(event)) }
        }

        /// Sends a value; the same as `send(value:)`.
        @inlinable
        override public func receive(_ value: Value) {
            send(.value(value))
        }

        /// Sends the terminating event that `termination` stands for.
        @inlinable
        override public func terminate(_ termination: Termination<Error>) {
            send(Event(termination))
        }

        /// Sends an event.
        @inlinable @inline(__always)
        public func send(_ event: Event) {
            // Neither closure is copied out of the observer: a copy would cost a retain and a
            // release per event.
            if valueAction == nil {
                action(event)
            } else if case let .value(value) = event {
                valueAction?(value)
            }
        }

        /// Sends a value.
        @inlinable @inline(__always)
        public func send(value: Value) {
            send(.value(value))
        }

        /// Sends the success value of `result` followed by completion, or its failure.
        @inlinable
        func send(result: Result<Value, Error>) {
            let event = Event(result: result)
            send(event)
            if !event.isTerminating { sendCompleted() }
        }

        /// Sends a failure; the signal terminates.
        @inlinable
        public func send(error: Error) {
            send(.failed(error))
        }

        /// Sends completion; the signal terminates.
        @inlinable
        public func sendCompleted() {
            send(.completed)
        }

        /// Sends interruption; the signal terminates.
        @inlinable
        public func sendInterrupted() {
            send(.interrupted)
        }
    }
}
