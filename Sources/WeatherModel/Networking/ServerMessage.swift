import AppSupport
import Foundation

/// The explanation an OpenWeatherMap error answer carries (`{"cod": 401, "message": "…"}`),
/// cleaned by AppSupport's ``ServerMessageCleaner`` (no control or invisible characters, white
/// space collapsed, secrets redacted) to at most ``WeatherFetchError/maximumMessageLength``
/// characters. What is OpenWeatherMap's own: the text is the JSON `message` field, and anything
/// else (HTML, plain text, malformed JSON) gives no message — a page of HTML says nothing a user
/// can act on. Pure; usable from any thread.
enum ServerMessage {
    /// The cleaned `message` of `body`, or "" when it has none.
    static func text(in body: Data, redactor: SecretRedactor) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let message = object["message"] as? String else { return "" }
        return ServerMessageCleaner(redactor: redactor, maximumLength: WeatherFetchError.maximumMessageLength).clean(message)
    }
}
