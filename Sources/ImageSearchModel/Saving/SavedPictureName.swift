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

    /// The image id in `fileName` when it is a name this app gives saved pictures — the id's
    /// digits, any number of `-` and a word of letters, marks and digits, maybe a number ` (2)`,
    /// then a picture format's extension (`4391825-mountain-lake (2).jpg`); nil for any other name
    /// (a hidden partial file, a picture saved by something else).
    static func imageID(inFileName fileName: String) -> UInt64? {
        guard let dot = fileName.lastIndex(of: "."),
              PictureFormat.allCases.contains(where: { $0.fileExtension == fileName[fileName.index(after: dot)...] })
        else { return nil }
        var base = fileName[..<dot]
        if base.hasSuffix(")"), let open = base.range(of: " (", options: .backwards) {
            let number = base[open.upperBound..<base.index(before: base.endIndex)]
            guard let attempt = Int(number), attempt >= 2, number.allSatisfy(\.isASCII) else { return nil }
            base = base[..<open.lowerBound]
        }
        let parts = base.split(separator: "-", omittingEmptySubsequences: false)
        guard let id = parts.first, !id.isEmpty, id.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(isWordScalar) })
        else { return nil }
        return UInt64(id)
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
