import Foundation

/// Which OpenWeatherMap-compatible server to ask and with which key — chosen by the composition
/// root: the real service, a `--server`, or the embedded Gallery. A value; safe to share between
/// threads.
public struct WeatherEndpoint: Sendable, Hashable {
    /// The real service's base URL.
    public static let openWeatherMapBaseURL = URL(string: "https://api.openweathermap.org")!

    /// The server's base URL; the API is under `<baseURL>/data/2.5/`.
    public var baseURL: URL
    /// The key sent as `APPID` (never shown or logged: redact it).
    public var apiKey: String

    /// An endpoint.
    public init(baseURL: URL, apiKey: String) {
        self.baseURL = baseURL
        self.apiKey = apiKey
    }
}
