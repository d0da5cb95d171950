/// Makes text from data safe to draw: nothing in it can move the cursor, change colours, set
/// the window title or otherwise talk to the terminal. Pure functions; usable from any thread.
public enum TextSanitizer {
    /// The character shown in place of anything removed.
    public static let replacement: Character = "\u{FFFD}"

    /// `text` with every control character (C0, DEL, C1), escape sequence and bidi override
    /// replaced by `replacement`; a tab becomes a space and a line break ends nothing here
    /// (callers that wrap split lines first).
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.append(" ")
            } else if isUnsafe(scalar) {
                result.append(contentsOf: String(replacement).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
