import AppSupport
import Foundation

/// The short explanation Pixabay gives with a refusal, in a plain-text body (`[ERROR 400]
/// Invalid or missing API key`), cleaned by AppSupport's ``ServerMessageCleaner`` (no control or
/// invisible characters, white space collapsed, secrets redacted, at most 200 characters). What
/// is Pixabay's own: the text is the body itself, an HTML page (an error page of a proxy or a web
/// server) says nothing, and the `[ERROR nnn]` prefix is dropped. Pure; usable from any thread.
enum ServerMessage {
    /// The most bytes of a body looked at: an explanation is a line, not a document.
    private static let scannedBytes = 16 * 1024

    /// The message of `response`'s body: empty for an HTML page or a body with nothing to read.
    static func message(of response: HTTPResponse, redactor: SecretRedactor) -> String {
        if response.header("Content-Type")?.lowercased().contains("html") == true { return "" }
        let cleaner = ServerMessageCleaner(redactor: redactor)
        let readable = cleaner.readable(String(decoding: response.body.prefix(scannedBytes), as: UTF8.self))
        if readable.hasPrefix("<") { return "" }
        return cleaner.clean(withoutStatusPrefix(readable))
    }

    /// `text` without Pixabay's leading `[ERROR nnn]`, which repeats the status code the
    /// description already gives.
    private static func withoutStatusPrefix(_ text: String) -> String {
        guard text.hasPrefix("[ERROR "), let close = text.firstIndex(of: "]") else { return text }
        let code = text[text.index(text.startIndex, offsetBy: 7)..<close]
        guard !code.isEmpty, code.allSatisfy({ $0.isASCII && $0.isNumber }) else { return text }
        return String(text[text.index(after: close)...].drop { $0 == " " })
    }
}
