/// How many terminal columns text takes: 2 for wide (East Asian wide/fullwidth, emoji
/// presentation) graphemes, 0 for graphemes of only combining or invisible scalars, 1 otherwise.
/// Pure functions; usable from any thread.
public enum DisplayWidth {
    /// The columns `grapheme` takes on a terminal.
    public static func columns(of grapheme: Character) -> Int {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if isWide(first) { return 2 }
        var allInvisible = isInvisible(first)
        while let scalar = scalars.next() {
            if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
            if !isInvisible(scalar) { allInvisible = false }
        }
        return allInvisible ? 0 : 1
    }

    /// The columns `text` takes: the sum over its graphemes.
    public static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: scalar.value == 0x200B
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
