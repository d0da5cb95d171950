import Foundation

/// An encoded image format this library reads and writes, recognised from the data's leading
/// bytes (its signature), never from a file name.
///
/// A plain value; safe to share between threads.
public enum ImageFormat: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// JPEG (JFIF/Exif), baseline or progressive.
    case jpeg
    /// PNG.
    case png

    /// The bytes every file of the format starts with.
    var signature: [UInt8] {
        switch self {
        case .jpeg: [0xFF, 0xD8, 0xFF]
        case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        }
    }

    /// The format whose signature `data` starts with, or `nil`.
    public static func detect(_ data: Data) -> ImageFormat? {
        data.withUnsafeBytes { ImageFormat(signatureOf: $0) }
    }

    /// The format whose signature `bytes` starts with, or `nil`.
    init?(signatureOf bytes: UnsafeRawBufferPointer) {
        guard let format = Self.allCases.first(where: { bytes.starts(with: $0.signature) }) else { return nil }
        self = format
    }

    /// Whether `bytes` is a non-empty proper prefix of some signature: the start of an image
    /// that was cut off too early to tell which.
    static func isCutOffSignature(_ bytes: UnsafeRawBufferPointer) -> Bool {
        !bytes.isEmpty && allCases.contains { $0.signature.count > bytes.count && $0.signature.starts(with: bytes) }
    }

    /// `JPEG` or `PNG`.
    public var description: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        }
    }
}
