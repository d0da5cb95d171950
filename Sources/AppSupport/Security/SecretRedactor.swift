import Foundation

/// Takes secrets — API keys — out of text before it is shown, logged or put in an error.
///
/// Two rules, both applied by ``redact(_:)``: every known secret (given at creation, in plain and
/// percent-encoded form) becomes `[redacted]` wherever it stands, and the value of every query
/// parameter named like a key (`key`, `appid`, `api_key`, `apikey`, any case) becomes `[redacted]`
/// in whatever URL the text holds — so that a key nobody registered (a typo, another service's)
/// does not leak either.
///
/// A value type, safe to share between threads.
public struct SecretRedactor: Sendable, Hashable {
    /// What a redacted secret is replaced by.
    public static let replacement = "[redacted]"

    /// The query parameter names whose values are always redacted (compared in lower case).
    public static let secretParameterNames: Set<String> = ["key", "appid", "api_key", "apikey"]

    private let secrets: [String]

    /// A redactor for `secrets`; empty strings are ignored.
    public init(secrets: [String] = []) {
        var forms = Set<String>()
        for secret in secrets where !secret.isEmpty {
            forms.insert(secret)
            if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) { forms.insert(encoded) }
        }
        // Longest first, so that a secret containing another is replaced whole.
        self.secrets = forms.sorted { $0.count > $1.count }
    }

    /// `text` with every secret and every key-like query parameter value replaced.
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets {
            result = result.replacingOccurrences(of: secret, with: Self.replacement)
        }
        return Self.redactingSecretParameters(in: result)
    }

    /// `url` as text, redacted.
    public func redact(_ url: URL) -> String {
        redact(url.absoluteString)
    }

    /// Replaces the value after `name=` for every secret parameter name, where `name` starts the
    /// text or follows `?`, `&` or `;`, up to the next `&`, `#`, quote, or white space.
    private static func redactingSecretParameters(in text: String) -> String {
        guard text.contains("=") else { return text }
        var output = ""
        var rest = Substring(text)
        while let equals = rest.firstIndex(of: "=") {
            let before = rest[..<equals]
            let nameStart = before.lastIndex { "?&; \t\n\"'".contains($0) }.map { before.index(after: $0) } ?? before.startIndex
            let name = before[nameStart...].lowercased()
            output += rest[...equals]
            rest = rest[rest.index(after: equals)...]
            guard secretParameterNames.contains(name) else { continue }
            let valueEnd = rest.firstIndex { "&#\"' \t\n\r".contains($0) } ?? rest.endIndex
            if valueEnd != rest.startIndex { output += replacement }
            rest = rest[valueEnd...]
        }
        return output + rest
    }
}
