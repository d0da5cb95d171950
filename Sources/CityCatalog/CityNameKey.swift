import Foundation

/// A city name reduced to what tells names apart, so that what a user types matches however it
/// is written: case, accents (é, ü, ã…), full-width letters, half-width kana, dots and
/// apostrophes, and runs of spaces, hyphens or commas do not count — "São Paulo", "sao paulo"
/// and "SAO-PAULO" have the same key, and "St. Petersburg"'s is "st petersburg". Japanese keeps
/// its voiced marks (パリ is not バリ). A value; pure.
struct CityNameKey: Hashable, Sendable {
    /// The folded name: lower-case words of letters and digits, one space between them.
    let text: String

    /// Letters with no accent to take off, and how they are typed without it.
    private static let plainLetters: [Unicode.Scalar: String] = ["ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ı": "i"]
    /// Marks left out without splitting a word: "D.C." is "dc", "O'Hare" is "ohare".
    private static let silentMarks: Set<Unicode.Scalar> = [".", "'", "’"]

    /// The key of `name`.
    init(_ name: String) {
        var words: [String] = []
        var word = ""
        let decomposed = name.precomposedStringWithCompatibilityMapping.lowercased().decomposedStringWithCanonicalMapping
        for scalar in decomposed.unicodeScalars where !Self.isAccent(scalar) && !Self.silentMarks.contains(scalar) {
            if let plain = Self.plainLetters[scalar] {
                word += plain
            } else if Self.belongsToWord(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        text = words.joined(separator: " ").precomposedStringWithCanonicalMapping
    }

    /// The combining marks that accent Latin letters (not the kana's voiced marks).
    private static func isAccent(_ scalar: Unicode.Scalar) -> Bool {
        (0x0300...0x036F).contains(scalar.value)
    }

    private static func belongsToWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: true
        default: scalar.properties.isAlphabetic
        }
    }
}
