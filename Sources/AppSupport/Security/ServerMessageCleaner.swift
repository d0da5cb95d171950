/// Makes a server's explanation — the short text that comes with a refusal — fit to show on a
/// terminal and to write to a log: no control or invisible characters, white space collapsed,
/// no secret, at most ``maximumLength`` characters. Finding the explanation in an answer (a
/// plain-text body, a JSON field) is each API's own business; this is what every API shares.
///
/// A value type, safe to share between threads.
public struct ServerMessageCleaner: Sendable {
    /// The longest message kept by default, in characters.
    public static let defaultMaximumLength = 200

    /// Characters kept past ``maximumLength`` until redaction is over, so that a secret which
    /// straddles the final cut is still recognised whole and redacted before the cut.
    private static let redactionMargin = 800

    /// The longest message ``clean(_:)`` gives, in characters (a longer one ends with "…").
    public let maximumLength: Int

    private let redactor: SecretRedactor

    /// A cleaner that redacts with `redactor` and keeps at most `maximumLength` characters
    /// (at least one).
    public init(redactor: SecretRedactor, maximumLength: Int = defaultMaximumLength) {
        self.redactor = redactor
        self.maximumLength = max(1, maximumLength)
    }

    /// `text` made readable, then redacted, then cut to ``maximumLength`` characters with "…".
    /// Redaction comes after the invisible characters are gone, so that a secret split by them is
    /// still recognised. Cleaning a cleaned text changes nothing more.
    public func clean(_ text: String) -> String {
        let redacted = redactor.redact(readable(text))
        guard redacted.count > maximumLength else { return redacted }
        return String(redacted.prefix(maximumLength - 1)) + "…"
    }

    /// The first step of ``clean(_:)``, for an API that inspects the text before it is redacted
    /// (for a prefix of its own, say): control characters and separators become white space and
    /// every run of it one space, the ends are trimmed, and characters a terminal does not show
    /// as themselves are dropped — format characters (bidi overrides, zero-width marks) and
    /// private-use or unassigned code points. Not redacted; bounded to somewhat more than
    /// ``maximumLength`` characters. Reading it again changes nothing.
    public func readable(_ text: String) -> String {
        let limit = maximumLength + Self.redactionMargin
        var output = String.UnicodeScalarView()
        var count = 0
        var pendingSpace = false
        for scalar in text.unicodeScalars where count < limit {
            switch scalar.properties.generalCategory {
            case .format, .privateUse, .unassigned, .surrogate:
                continue
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
}
