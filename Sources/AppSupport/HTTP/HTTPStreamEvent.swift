import Foundation

/// What an ``HTTPStreamingTransport`` sends about one exchange as it goes: the head once, then
/// the body's bytes piece by piece, as they arrive.
public enum HTTPStreamEvent: Sendable, Hashable {
    /// The answer's head; always the first event.
    case head(HTTPResponseHead)
    /// The next bytes of the body (never empty).
    case body(Data)
}
