import AppSupport
import Foundation

/// The short explanation a server gives with a refusal (`[ERROR 400] Invalid or missing API
/// key`), made safe to show and to log: nothing from an HTML page, no control or formatting
/// characters, white space collapsed, secrets redacted, at most ``maximumLength`` characters.
enum ServerMessage {
    /// The longest message kept, in characters (a longer one ends with "…").
    static let maximumLength = 200

    /// The most bytes of a body looked at: an explanation is a line, not a document.
    private static let scannedBytes = 16 * 1024
    /// The most characters kept before redacting. Well above ``maximumLength``, so that a secret
    /// which straddles the cut for the final length is still redacted whole before the cut.
    private static let redactedLength = 1_000

    /// The message of `response`'s body: empty for an HTML page or a body with nothing to read.
    static func message(of response: HTTPResponse, redactor: SecretRedactor) -> String {
        if response.header("Content-Type")?.lowercased().contains("html") == true { return "" }
        let text = String(decoding: response.body.prefix(scannedBytes), as: UTF8.self)
        let readable = collapsed(text, limit: redactedLength)
        if readable.hasPrefix("<") { return "" }
        return truncated(redactor.redact(withoutStatusPrefix(readable)))
    }

    /// `text` with control characters and white space runs turned into single spaces, formatting
    /// characters (bidi overrides, zero-width marks) dropped and the ends trimmed; at most `limit`
    /// characters of it. Dropping formatting characters comes before redacting, so that a secret
    /// split by invisible marks is still recognised.
    private static func collapsed(_ text: String, limit: Int) -> String {
        var output = String.UnicodeScalarView()
        var count = 0
        var pendingSpace = false
        for scalar in text.unicodeScalars where count < limit {
            switch scalar.properties.generalCategory {
            case .format:
                break
            case .control, .spaceSeparator, .lineSeparator, .paragraphSeparator:
                pendingSpace = count > 0
            default:
                if pendingSpace {
                    output.append(" ")
                    count += 1
                    pendingSpace = false
                }
                output.append(scalar)
                count += 1
            }
        }
        return String(output)
    }

    /// `text` without Pixabay's leading `[ERROR nnn]`, which repeats the status code the
    /// description already gives.
    private static func withoutStatusPrefix(_ text: String) -> String {
        guard text.hasPrefix("[ERROR "), let close = text.firstIndex(of: "]") else { return text }
        let code = text[text.index(text.startIndex, offsetBy: 7)..<close]
        guard !code.isEmpty, code.allSatisfy({ $0.isASCII && $0.isNumber }) else { return text }
        return String(text[text.index(after: close)...].drop { $0 == " " })
    }

    private static func truncated(_ text: String) -> String {
        guard text.count > maximumLength else { return text }
        return String(text.prefix(maximumLength - 1)) + "…"
    }
}
