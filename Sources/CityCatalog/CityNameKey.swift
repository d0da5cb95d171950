import Foundation

/// A city name reduced to what tells names apart, so that what a user types matches however it
/// is written: case, accents (é, ü, ã, the Greek tonos…), full-width letters, half-width kana,
/// hiragana or katakana, dots and apostrophes, and runs of spaces, hyphens or commas do not
/// count — "São Paulo", "sao paulo" and "SAO-PAULO" have the same key, "St. Petersburg"'s is
/// "st petersburg", and とうきょう's is トウキョウ's. Japanese keeps its voiced marks (パリ is not
/// バリ). A value; pure.
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
            } else if let katakana = Self.katakana(for: scalar) {
                word.unicodeScalars.append(katakana)
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

    /// The hiragana letters (ぁ to ゖ) and the katakana written for the same sounds, 0x60 further.
    private static let hiragana: ClosedRange<UInt32> = 0x3041...0x3096

    /// The katakana letter of `scalar` when it is a hiragana one (its voiced mark, split off by the
    /// decomposition, follows it and is put back with it at the end).
    private static func katakana(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        hiragana.contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x60) : nil
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
