/// Which API keys the server accepts, for both the Pixabay and the OpenWeatherMap endpoints.
///
/// A value type; safe to share.
public enum APIKeyPolicy: Sendable, Hashable {
    /// Any key of 1–64 letters, digits, `-` and `_` (the apps' offline default needs no sign-up).
    case anyWellFormed
    /// Only these keys.
    case only(Set<String>)

    /// Whether `key` is accepted.
    public func accepts(_ key: String) -> Bool {
        switch self {
        case .anyWellFormed:
            return (1...64).contains(key.utf8.count)
                && key.utf8.allSatisfy { byte in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                }
        case .only(let keys):
            return keys.contains(key)
        }
    }
}
