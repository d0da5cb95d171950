import Foundation

/// Where an app gets its data, decided once at start-up from `--server` and the API-key
/// variable (`PIXABAY_API_KEY`, `OPENWEATHERMAP_API_KEY`):
///
/// | `--server` | key set | source |
/// |---|---|---|
/// | no | no | the Gallery server started in-process (offline) |
/// | no | yes | the real service, with the key |
/// | yes | either | that server, with the key or ``placeholderKey`` |
public enum DataSource: Sendable, Hashable {
    /// The key sent to a `--server` when no key is set; the Gallery accepts any well-formed key.
    public static let placeholderKey = "reactivemvvm-demo"

    /// The embedded Gallery (started by the composition root).
    case embeddedGallery
    /// A remote server: `baseURL` with `apiKey`; `isOfficial` when it is the real service.
    case remote(baseURL: URL, apiKey: String, isOfficial: Bool)

    /// The source the command line and environment ask for: `server` from `--server`, the key
    /// from the variable `keyVariable` in `environment`, `officialBaseURL` for the real service.
    public static func choose(server: URL?, keyVariable: String, officialBaseURL: URL, environment: [String: String]) -> DataSource {
        let key = environment[keyVariable].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        if let server {
            return .remote(baseURL: server, apiKey: key ?? placeholderKey, isOfficial: false)
        }
        if let key {
            return .remote(baseURL: officialBaseURL, apiKey: key, isOfficial: true)
        }
        return .embeddedGallery
    }

    /// Whether the key sent is one the user set (not ``placeholderKey``): only then can a refused
    /// request be the key's fault and worth mentioning to them.
    public var usesOwnKey: Bool {
        apiKey != Self.placeholderKey
    }

    /// The key this source sends (the placeholder for the embedded Gallery).
    public var apiKey: String {
        switch self {
        case .embeddedGallery: Self.placeholderKey
        case let .remote(_, apiKey, _): apiKey
        }
    }
}
