extension ValidatingProperty {
    /// What a validator decides about a proposed value.
    public enum Decision {
        /// The value is accepted as it is.
        case valid
        /// The value is replaced by the given one, which is accepted; the error, if any, says
        /// why the proposal needed replacing.
        case coerced(Value, ValidationError?)
        /// The value is refused.
        case invalid(ValidationError)
    }

    /// What happened to a proposed value.
    public enum Result {
        /// The value was accepted.
        case valid(Value)
        /// The proposal was replaced by `replacement`, which was accepted.
        case coerced(replacement: Value, proposed: Value, error: ValidationError?)
        /// The value was refused with the error.
        case invalid(Value, ValidationError)

        /// Whether the proposal was refused.
        public var isInvalid: Bool {
            if case .invalid = self { return true }
            return false
        }

        /// The value that was accepted — the proposal or its replacement — or nil if it was
        /// refused.
        public var value: Value? {
            switch self {
            case let .valid(value): return value
            case let .coerced(replacement, _, _): return replacement
            case .invalid: return nil
            }
        }

        /// The error of a refused proposal; nil otherwise (also for a coercion).
        public var error: ValidationError? {
            if case let .invalid(_, error) = self { return error }
            return nil
        }

        /// The value that was proposed, whatever became of it.
        var proposed: Value {
            switch self {
            case let .valid(value), let .coerced(_, value, _), let .invalid(value, _): return value
            }
        }

        /// The outcome of proposing `proposed` when the validator decided `decision`.
        init(_ proposed: Value, _ decision: Decision) {
            switch decision {
            case .valid: self = .valid(proposed)
            case let .coerced(replacement, error): self = .coerced(replacement: replacement, proposed: proposed, error: error)
            case let .invalid(error): self = .invalid(proposed, error)
            }
        }
    }
}

extension ValidatingProperty.Decision: Sendable {}
extension ValidatingProperty.Result: Sendable {}
