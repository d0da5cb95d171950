/// How many terminal columns text takes, measured per grapheme the way terminals draw it:
///
/// - 2 for East Asian Wide and Fullwidth characters (CJK, kana, Hangul syllables and leading
///   jamo, fullwidth forms) and for emoji shown as pictures: emoji with default emoji
///   presentation, any emoji followed by VS16 (U+FE0F), keycaps, flags (regional-indicator
///   pairs), skin-tone and ZWJ sequences (measured by their first emoji).
/// - 1 for other visible graphemes, including an emoji-presentation character followed by
///   VS15 (U+FE0E, text presentation). Combining marks and Hangul vowel/final jamo add nothing
///   to the grapheme they belong to.
/// - 0 for graphemes made only of combining marks, format and default-ignorable characters
///   (ZWJ, variation selectors, zero-width space), and for control characters.
///
/// Terminals do not all agree on the width of emoji sequences (tmux and wcwidth-based terminals
/// draw a text-default symbol with VS16 in one column, some draw ZWJ sequences as several
/// pictures); ``isUncertainOnTerminals(_:)`` names those graphemes, and the renderer draws them
/// so that a disagreement cannot shift the rest of the line.
///
/// Pure functions; usable from any thread.
public enum DisplayWidth {
    /// The columns `grapheme` takes on a terminal.
    public static func columns(of grapheme: Character) -> Int {
        if let ascii = grapheme.asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if isZeroWidth(first) {
            // A grapheme that starts with a mark (text starting with one): its width is that
            // of the first visible scalar, if any.
            while let scalar = scalars.next() {
                if !isZeroWidth(scalar) { return columns(ofBase: scalar, followedBy: &scalars) }
            }
            return 0
        }
        return columns(ofBase: first, followedBy: &scalars)
    }

    /// Whether terminals may draw `grapheme` wider or narrower than ``columns(of:)-9c7jw`` says: an
    /// emoji sequence — a variation selector (VS15, VS16), a zero-width joiner, a keycap, a
    /// skin-tone modifier, regional indicators or tag characters after its first scalar.
    public static func isUncertainOnTerminals(_ grapheme: Character) -> Bool {
        guard grapheme.utf8.count > 3 else { return false }
        return grapheme.unicodeScalars.dropFirst().contains { scalar in
            switch scalar.value {
            case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: true
            default: false
            }
        }
    }

    /// The columns `text` takes: the sum over its graphemes.
    public static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    private static func columns(ofBase base: Unicode.Scalar, followedBy rest: inout String.UnicodeScalarView.Iterator) -> Int {
        let properties = base.properties
        if WideCharacterRanges.contains(base) { return 2 }
        var width = properties.isEmojiPresentation ? 2 : 1
        while let scalar = rest.next() {
            switch scalar.value {
            case 0xFE0F where properties.isEmoji: width = 2
            case 0xFE0E where properties.isEmojiPresentation: width = 1
            case 0x20E3 where properties.isEmoji: width = 2  // keycap
            default: break
            }
        }
        return width
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            // Hangul vowel and final jamo (conjoining, they join the leading jamo's cell).
            if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) { return true }
            return properties.isDefaultIgnorableCodePoint && scalar.value != 0x3164 && scalar.value != 0xFFA0
        }
    }
}
