import Foundation
import Testing
@testable import ImageCodec

extension ImageCodecTests {
    @Suite("EXIF orientation")
    struct Orientation {
        /// For each orientation, which source quadrant (0 top-left, 1 top-right, 2 bottom-left,
        /// 3 bottom-right) appears in each corner of the upright image, in the same order.
        static let corners: [ExifOrientation: [Int]] = [
            .up: [0, 1, 2, 3], .upMirrored: [1, 0, 3, 2], .down: [3, 2, 1, 0], .downMirrored: [2, 3, 0, 1],
            .leftMirrored: [0, 2, 1, 3], .right: [2, 0, 3, 1], .rightMirrored: [3, 1, 2, 0], .left: [1, 3, 0, 2],
        ]

        /// The quadrant index found in each corner, sampling `inset` pixels in from the corner.
        static func cornerQuadrants(of image: Image, inset: Int, tolerance: Int) -> [Int?] {
            let points = [(inset, inset), (image.width - 1 - inset, inset), (inset, image.height - 1 - inset), (image.width - 1 - inset, image.height - 1 - inset)]
            return points.map { x, y in
                TestImages.quadrantColors.firstIndex { TestImages.isClose(image.pixel(x: x, y: y), $0, tolerance: tolerance) }
            }
        }

        @Test("turning pixels upright moves every corner where the orientation says", arguments: ExifOrientation.allCases)
        func exactTransform(orientation: ExifOrientation) {
            let turned = TestImages.quadrants(width: 6, height: 4).applying(orientation)
            #expect(turned.size == (orientation.swapsDimensions ? ImageSize(width: 4, height: 6) : ImageSize(width: 6, height: 4)))
            #expect(Self.cornerQuadrants(of: turned, inset: 0, tolerance: 0) == Self.corners[orientation]!)
        }

        @Test("a JPEG's EXIF orientation is applied when decoding, in either TIFF byte order", arguments: ExifOrientation.allCases, [false, true])
        func jpegOrientation(orientation: ExifOrientation, bigEndian: Bool) throws {
            let jpeg = try JPEGEncoder(quality: 95).encode(TestImages.quadrants(width: 64, height: 32))
            let image = try ImageDecoder().decode(JPEGSurgery.withOrientation(orientation.rawValue, bigEndian: bigEndian, in: jpeg))
            #expect(image.size == (orientation.swapsDimensions ? ImageSize(width: 32, height: 64) : ImageSize(width: 64, height: 32)))
            #expect(Self.cornerQuadrants(of: image, inset: 4, tolerance: 24) == Self.corners[orientation]!)
        }

        @Test("orientation is left alone when the caller opts out")
        func optOut() throws {
            let jpeg = try JPEGEncoder(quality: 95).encode(TestImages.quadrants(width: 64, height: 32))
            let data = JPEGSurgery.withOrientation(ExifOrientation.right.rawValue, bigEndian: true, in: jpeg)
            let image = try ImageDecoder().decode(data, options: DecodingOptions(appliesOrientation: false))
            #expect(image.size == ImageSize(width: 64, height: 32))
        }

        @Test("a malformed or out-of-range orientation tag is ignored, not an error", arguments: [0, 9, 0xFFFF])
        func badTag(value: Int) throws {
            let jpeg = try JPEGEncoder(quality: 95).encode(TestImages.quadrants(width: 64, height: 32))
            let image = try ImageDecoder().decode(JPEGSurgery.withOrientation(value, bigEndian: false, in: jpeg))
            #expect(Self.cornerQuadrants(of: image, inset: 4, tolerance: 24) == [0, 1, 2, 3])
        }

        @Test("a truncated EXIF block is ignored at every length")
        func truncatedExif() {
            let tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]
            let valueEnd = 20  // the tag's SHORT value occupies bytes 18 and 19
            for length in 0..<valueEnd {
                let orientation = tiff[..<length].withUnsafeBytes { ExifOrientation(exif: $0) }
                #expect(orientation == .up, "length \(length)")
            }
            #expect(tiff.withUnsafeBytes { ExifOrientation(exif: $0) } == .right)
        }
    }
}
