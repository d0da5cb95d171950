import HTTPTypes

/// An error answered the way Pixabay does: a plain-text body `[ERROR 400] …` with that status.
struct PixabayError: Error, Sendable, Equatable {
    let status: HTTPResponse.Status
    let message: String

    /// The response body.
    var body: String { "[ERROR \(status.code)] \(message)" }

    static let missingKey = PixabayError(status: .badRequest, message: "Missing API key: add key=YOUR_KEY to the query.")
    static let invalidKey = PixabayError(status: .badRequest, message: "Invalid or unknown API key.")
    static let tooManyRequests = PixabayError(
        status: .tooManyRequests, message: "Too many requests for this key; wait for X-RateLimit-Reset seconds.")
    static let pageOutOfRange = PixabayError(status: .badRequest, message: "\"page\" is out of the valid range.")

    /// A parameter whose value is not accepted, with what would be.
    static func invalid(_ name: String, expected: String) -> PixabayError {
        PixabayError(status: .badRequest, message: "Invalid value for \"\(name)\": expected \(expected).")
    }
}
