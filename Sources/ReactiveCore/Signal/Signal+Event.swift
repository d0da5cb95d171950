extension Signal {
    /// What a signal sends: any number of values, then at most one terminating event
    /// (`failed`, `completed` or `interrupted`). Nothing follows a terminating event.
    @frozen
    public enum Event {
        /// A value.
        case value(Value)
        /// The signal failed with an error. Terminating.
        case failed(Error)
        /// The signal finished successfully. Terminating.
        case completed
        /// The work behind the signal was cancelled (disposed) before it finished. Terminating.
        case interrupted

        /// Whether this event ends the signal.
        @inlinable
        public var isTerminating: Bool {
            if case .value = self { return false }
            return true
        }

        /// Whether this event is `completed`.
        @inlinable
        public var isCompleted: Bool {
            if case .completed = self { return true }
            return false
        }

        /// The value carried, if this is a `value` event.
        @inlinable
        public var value: Value? {
            if case let .value(value) = self { return value }
            return nil
        }

        /// The error carried, if this is a `failed` event.
        @inlinable
        public var error: Error? {
            if case let .failed(error) = self { return error }
            return nil
        }

        /// The same event with its value transformed; terminating events pass unchanged.
        @inlinable
        public func map<U>(_ transform: (Value) throws -> U) rethrows -> Signal<U, Error>.Event {
            switch self {
            case let .value(value): return .value(try transform(value))
            case let .failed(error): return .failed(error)
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }

        /// The same event with its error transformed; other events pass unchanged.
        @inlinable
        public func mapError<F>(_ transform: (Error) throws -> F) rethrows -> Signal<Value, F>.Event {
            switch self {
            case let .value(value): return .value(value)
            case let .failed(error): return .failed(try transform(error))
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }
    }
}

extension Signal.Event: Sendable {}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}

extension Signal.Event: CustomStringConvertible {
    /// A short description such as `VALUE 1`, `FAILED error`, `COMPLETED` or `INTERRUPTED`.
    public var description: String {
        switch self {
        case let .value(value): return "VALUE \(value)"
        case let .failed(error): return "FAILED \(error)"
        case .completed: return "COMPLETED"
        case .interrupted: return "INTERRUPTED"
        }
    }
}
