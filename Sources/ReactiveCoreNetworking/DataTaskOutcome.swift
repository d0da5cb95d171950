import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a data task's completion handler was given, read as one outcome: a body with its
/// response, or a failure — the session's error, or `URLError(.unknown)` when it gave neither an
/// answer nor an error.
enum DataTaskOutcome {
    /// The server answered.
    case answered(Data, URLResponse)
    /// No answer.
    case failed(any Error)

    /// The outcome of a completion handler called with `body`, `response` and `error`.
    init(body: Data?, response: URLResponse?, error: (any Error)?) {
        if let body, let response {
            self = .answered(body, response)
        } else {
            self = .failed(error ?? URLError(.unknown))
        }
    }
}
