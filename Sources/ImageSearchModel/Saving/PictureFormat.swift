/// The picture formats a download may bring, told by their first bytes (the server's
/// `Content-Type` is not trusted: a page of HTML is never saved as a picture).
public enum PictureFormat: String, Sendable, Hashable, CaseIterable {
    /// JPEG (`FF D8 FF`), PNG (its 8-byte signature), GIF (`GIF87a`/`GIF89a`), WebP (`RIFF`…`WEBP`).
    case jpeg, png, gif, webp

    /// How many first bytes ``init(sniffing:)`` needs.
    static let signatureLength = 12

    /// The format whose signature `bytes` (a file's first bytes, at least ``signatureLength``
    /// of them unless the file is shorter) start with; nil when none does.
    public init?(sniffing bytes: [UInt8]) {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The file-name extension for the format, without the dot.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .gif: "gif"
        case .webp: "webp"
        }
    }
}
