/// The parameters of a URL query string, decoded (`+` is a space, `%XX` escapes resolved).
///
/// The first occurrence of a repeated name wins. A value that is not valid percent-encoded UTF-8
/// is kept as written (with `+` as a space), so that validation reports it instead of it silently
/// disappearing. Parsed byte by byte: every search request goes through here.
struct QueryString: Sendable {
    private let values: [String: String]

    init(_ query: String?) {
        var values: [String: String] = [:]
        for pair in (query ?? "").utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
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

    private static func decode(_ text: Substring.UTF8View) -> String {
        guard text.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return String(Substring(text)) }
        let spaced = text.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(spaced.count)
        var index = 0
        while index < spaced.count {
            if spaced[index] != UInt8(ascii: "%") {
                decoded.append(spaced[index])
                index += 1
                continue
            }
            guard index + 2 < spaced.count, let high = hexValue(spaced[index + 1]), let low = hexValue(spaced[index + 2]) else {
                return String(decoding: spaced, as: UTF8.self)
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        return String(validating: decoded, as: UTF8.self) ?? String(decoding: spaced, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
