import Foundation

/// The name a saved picture gets: the image's id and its tags, made safe for any file system
/// (`4391825-mountain-lake-sunset.jpg`), numbered ` (2)`, ` (3)`… before the extension when the
/// name is taken.
///
/// Safe means: only letters, marks and digits of any script (NFC), the tags' words joined by
/// `-`, never a dot first, a separator, a control or format character, a character that Windows
/// refuses (`<>:"/\|?*`) or a trailing dot or blank — and at most ``maximumBaseBytes`` bytes of
/// UTF-8 before the number and the extension, well within the 255 bytes file systems allow.
enum SavedPictureName {
    /// The longest base name, in UTF-8 bytes.
    static let maximumBaseBytes = 120

    /// The base name (no number, no extension) for the image `id` with `tags`.
    static func baseName(id: UInt64, tags: [String]) -> String {
        var name = String(id)
        for tag in tags {
            for word in words(of: tag) {
                let longer = name + "-" + word
                guard longer.utf8.count <= maximumBaseBytes else { return name }
                name = longer
            }
        }
        return name
    }

    /// The file name of the `attempt`-th try (1: the plain name; 2: `name (2).ext`, …).
    static func fileName(base: String, fileExtension: String, attempt: Int) -> String {
        attempt <= 1 ? "\(base).\(fileExtension)" : "\(base) (\(attempt)).\(fileExtension)"
    }

    /// The runs of letters, marks and digits of `tag`, in NFC.
    private static func words(of tag: String) -> [String] {
        tag.precomposedStringWithCanonicalMapping
            .split { character in !character.unicodeScalars.allSatisfy(isWordScalar) }
            .map(String.init)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
