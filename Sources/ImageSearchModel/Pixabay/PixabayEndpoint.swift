import AppSupport
import Foundation

/// Which Pixabay-compatible server to ask, with which key and in which language — chosen by the
/// composition root: the real Pixabay, a `--server`, or the embedded Gallery.
public struct PixabayEndpoint: Sendable, Hashable {
    /// The real Pixabay's base URL; its API is at `https://pixabay.com/api/`.
    public static let pixabayBaseURL = URL(string: "https://pixabay.com")!
    /// The longest search text Pixabay accepts (`q`), in characters; it refuses longer ones
    /// with HTTP 400.
    public static let maximumQueryLength = 100

    /// The server's base URL; the search API is `<baseURL>/api/` (a base URL that already ends in
    /// `/api` or `/api/` is taken as the API's URL itself).
    public var baseURL: URL
    /// The API key sent as `key` (never shown or logged: redact it).
    public var apiKey: String
    /// The language of the tags asked for (`lang`).
    public var language: AppLanguage

    /// An endpoint.
    public init(baseURL: URL, apiKey: String, language: AppLanguage) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.language = language
    }
}
