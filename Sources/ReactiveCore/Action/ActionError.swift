/// Why a unit of work of an `Action` failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
    /// The action was disabled (or already executing) when it was applied.
    case disabled
    /// The unit of work failed with this error.
    case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}
