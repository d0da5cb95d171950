/// How a stream ended: the terminating events of `Signal.Event`, without the values, as
/// `Observer.terminate(_:)` receives them.
public enum Termination<Error: Swift.Error> {
    /// The stream failed with an error.
    case failed(Error)
    /// The stream finished successfully.
    case completed
    /// The work behind the stream was cancelled before it finished.
    case interrupted
}

extension Termination: Sendable {}

extension Termination: Equatable where Error: Equatable {}

extension Signal.Event {
    /// The terminating event that `termination` stands for.
    @inlinable
    init(_ termination: Termination<Error>) {
        switch termination {
        case let .failed(error): self = .failed(error)
        case .completed: self = .completed
        case .interrupted: self = .interrupted
        }
    }
}
