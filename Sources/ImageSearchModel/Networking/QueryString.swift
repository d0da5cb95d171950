import Foundation

/// Builds request URLs whose query lists the parameters sorted by name, each name and value
/// percent-encoded as UTF-8 with only RFC 3986's unreserved characters left as they are — so
/// Japanese text, `&`, `=`, `+`, `#` and spaces (`%20`, never `+`) reach the server intact, and
/// equal requests are byte-for-byte equal URLs (what a response cache keys on).
enum QueryString {
    /// `url` with `parameters` appended to its query (after any query it already has), or nil when
    /// `url` is not an absolute http or https URL with a host.
    static func url(_ url: String, parameters: [String: String]) -> URL? {
        guard var components = URLComponents(string: url),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return nil }
        let query = encode(parameters)
        if !query.isEmpty {
            components.percentEncodedQuery = [components.percentEncodedQuery, query]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "&")
        }
        return components.url
    }

    /// `name=value` pairs sorted by name, joined with `&`, percent-encoded.
    static func encode(_ parameters: [String: String]) -> String {
        parameters.sorted { $0.key < $1.key }
            .map { "\(percentEncoded($0.key))=\(percentEncoded($0.value))" }
            .joined(separator: "&")
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func percentEncoded(_ text: String) -> String {
        // Cannot fail: every scalar of a valid String has a UTF-8 encoding.
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
