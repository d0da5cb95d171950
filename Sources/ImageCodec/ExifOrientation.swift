/// How a camera says its stored pixels must be turned to appear upright: the EXIF
/// orientation tag (0x0112), with the same case names as UIKit's `UIImage.Orientation`.
///
/// A plain value; safe to share between threads.
public enum ExifOrientation: Int, Sendable, Hashable, CaseIterable {
    /// Stored upright (tag value 1).
    case up = 1
    /// Mirrored left to right (2).
    case upMirrored = 2
    /// Upside down (3).
    case down = 3
    /// Mirrored top to bottom (4).
    case downMirrored = 4
    /// Transposed: mirrored, then a quarter turn counter-clockwise (5).
    case leftMirrored = 5
    /// Needs a quarter turn clockwise (6), typical of portrait phone photos.
    case right = 6
    /// Transversed: mirrored, then a quarter turn clockwise (7).
    case rightMirrored = 7
    /// Needs a quarter turn counter-clockwise (8).
    case left = 8

    /// Whether turning upright exchanges width and height.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// Reads the orientation from an EXIF block (the TIFF structure after `Exif\0\0`).
    /// Missing, malformed or out-of-range tags mean ``up``: a bad tag must not fail a decode.
    init(exif: UnsafeRawBufferPointer) {
        self = Self.parse(exif) ?? .up
    }

    private static let orientationTag: UInt16 = 0x0112
    private static let shortType: UInt16 = 3

    private static func parse(_ tiff: UnsafeRawBufferPointer) -> ExifOrientation? {
        let bigEndian: Bool
        switch (tiff.count >= 2 ? tiff[0] : 0, tiff.count >= 2 ? tiff[1] : 0) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        func uint16(at offset: Int) -> UInt16? {
            guard offset >= 0, offset + 2 <= tiff.count else { return nil }
            let (a, b) = (UInt16(tiff[offset]), UInt16(tiff[offset + 1]))
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        func uint32(at offset: Int) -> UInt32? {
            guard let a = uint16(at: offset), let b = uint16(at: offset + 2) else { return nil }
            return bigEndian ? UInt32(a) << 16 | UInt32(b) : UInt32(b) << 16 | UInt32(a)
        }
        guard uint16(at: 2) == 42, let ifdOffset = uint32(at: 4).map(Int.init),
              let entryCount = uint16(at: ifdOffset) else { return nil }
        for entry in 0..<Int(entryCount) {
            let offset = ifdOffset + 2 + entry * 12
            guard let tag = uint16(at: offset) else { return nil }
            if tag == orientationTag {
                guard uint16(at: offset + 2) == shortType, let value = uint16(at: offset + 8) else { return nil }
                return ExifOrientation(rawValue: Int(value))
            }
        }
        return nil
    }
}
