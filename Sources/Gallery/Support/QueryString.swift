import Foundation

/// The parameters of a URL query string, decoded (`+` is a space, `%XX` escapes resolved).
///
/// The first occurrence of a repeated name wins. A value that is not valid percent-encoded UTF-8
/// is kept as written, so that validation reports it instead of it silently disappearing.
struct QueryString: Sendable {
    private let values: [String: String]

    init(_ query: String?) {
        var values: [String: String] = [:]
        for pair in (query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            if values[name] == nil {
                values[name] = parts.count > 1 ? Self.decode(parts[1]) : ""
            }
        }
        self.values = values
    }

    /// The value of `name`, if present.
    subscript(name: String) -> String? { values[name] }

    /// The value of the first parameter whose name equals `name` ignoring case (OpenWeatherMap
    /// accepts `appid` and `APPID`).
    func value(caseInsensitive name: String) -> String? {
        values[name] ?? values.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    private static func decode(_ text: Substring) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return String(text) }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
