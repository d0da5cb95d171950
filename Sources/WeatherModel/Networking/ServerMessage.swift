import AppSupport
import Foundation

/// The explanation an OpenWeatherMap error answer carries (`{"cod": 401, "message": "…"}`),
/// made fit to show and log: control characters become spaces, runs of white space one space,
/// secrets are redacted, and at most ``WeatherFetchError/maximumMessageLength`` characters are
/// kept. Anything else (HTML, plain text, malformed JSON) gives no message: a page of HTML says
/// nothing a user can act on. Pure; usable from any thread.
enum ServerMessage {
    /// The cleaned `message` of `body`, or "" when it has none.
    static func text(in body: Data, redactor: SecretRedactor) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let message = object["message"] as? String else { return "" }
        return clean(message, redactor: redactor)
    }

    /// `message` without control characters or secrets, shortened with "…".
    static func clean(_ message: String, redactor: SecretRedactor) -> String {
        let printable = String(message.unicodeScalars.map { isShowable($0) ? Character($0) : " " })
        let words = printable.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let redacted = redactor.redact(words)
        let limit = WeatherFetchError.maximumMessageLength
        return redacted.count <= limit ? redacted : String(redacted.prefix(limit - 1)) + "…"
    }

    /// Whether `scalar` is text rather than a control or format character (which could restyle
    /// a terminal or reorder the text around it).
    private static func isShowable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: false
        default: true
        }
    }
}
