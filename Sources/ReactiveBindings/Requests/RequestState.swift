/// Where a list's request stands: the seed's None / Requesting / Error.
///
/// The error case carries a message for the user rather than the error itself, so that the
/// state is `Equatable` (properties of it can skip repeats) and `Sendable` whatever the error
/// type; ``RequestList`` makes the message with the function it was given.
public enum RequestState: Hashable, Sendable {
    /// No request is running, and the last one (if any) succeeded or was cancelled.
    case none
    /// A request is running.
    case requesting
    /// The last request failed, for the reason in `message`.
    case error(message: String)

    /// True for ``error(message:)``, whatever the message.
    public var isError: Bool {
        if case .error = self { true } else { false }
    }
}
