import ReactiveCore

/// Something that performs HTTP GET exchanges and hands the body over as it arrives instead of
/// whole — for downloads too large to hold, or that show their progress.
///
/// Threading: `stream` may be called from any thread; events arrive on a background thread
/// (never the main queue), in order. Lifetime: the exchange runs while the started producer is
/// alive; disposing it cancels the exchange at once, and nothing is sent afterwards.
public protocol HTTPStreamingTransport: Sendable {
    /// A producer that, each time it is started, sends `request`, then sends the answer's head,
    /// then its body in pieces, and completes once the whole body arrived — or fails with why
    /// the answer is missing or incomplete (a body shorter than its `Content-Length` is
    /// ``TransportError/connectionLost``, never a completion).
    func stream(_ request: HTTPRequest) -> SignalProducer<HTTPStreamEvent, TransportError>
}
