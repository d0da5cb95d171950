/// The words of a search's `q`: runs of letters, digits, combining marks and joiners, lower-cased.
///
/// Split on Unicode scalars rather than `Character`s: a grapheme cluster may join a letter with a
/// following quote or colon (U+0D4E and other prepended letters do), and a word must never carry
/// FTS5 syntax. Everything else (spaces, punctuation, symbols, controls) separates words.
enum SearchWords {
    static func split(_ q: String) -> [String] {
        q.unicodeScalars.split { !isWordScalar($0) }.map { String(Substring($0)).lowercased() }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            // Zero-width non-joiner and joiner shape Indic and Persian words.
            scalar == "\u{200C}" || scalar == "\u{200D}"
        }
    }
}
