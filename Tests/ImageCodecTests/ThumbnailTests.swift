import Foundation
import Testing
@testable import ImageCodec

extension ImageCodecTests {
    @Suite("Thumbnails")
    struct Thumbnails {
        let decoder = ImageDecoder()

        @Test("a maximum size shrinks a JPEG to fit, keeping its aspect ratio")
        func fitsJPEG() throws {
            let jpeg = try JPEGEncoder(quality: 90).encode(TestImages.smooth(width: 640, height: 427))
            let thumbnail = try decoder.decode(jpeg, options: DecodingOptions(maximumSize: ImageSize(width: 64, height: 64)))
            #expect(thumbnail.size == ImageSize(width: 64, height: 43))
        }

        @Test("libjpeg's DCT scaling picks the largest reduction that still covers the target",
              arguments: [(640, 427, 64, 64, 8), (1000, 1000, 300, 300, 2), (1000, 1000, 250, 250, 4), (100, 100, 100, 100, 1), (100, 50, 13, 1000, 8)])
        func scaleChoice(width: Int, height: Int, maxWidth: Int, maxHeight: Int, expected: UInt32) {
            #expect(JPEGDecoder.scaleDenominator(for: ImageSize(width: width, height: height), bounds: ImageSize(width: maxWidth, height: maxHeight)) == expected)
        }

        @Test("a DCT-scaled thumbnail looks like the full decode resized")
        func scaledMatchesFull() throws {
            let jpeg = try JPEGEncoder(quality: 90).encode(TestImages.smooth(width: 640, height: 427))
            let bounds = ImageSize(width: 100, height: 100)
            let fast = try decoder.decode(jpeg, options: DecodingOptions(maximumSize: bounds))
            let slow = try decoder.decode(jpeg).resized(toFit: bounds)
            #expect(fast.size == slow.size)
            #expect(TestImages.meanError(fast, slow) < 2)
        }

        @Test("a maximum size never enlarges a small image")
        func neverEnlarges() throws {
            let png = try PNGEncoder().encode(TestImages.smooth(width: 30, height: 20))
            #expect(try decoder.decode(png, options: DecodingOptions(maximumSize: ImageSize(width: 300, height: 300))).size == ImageSize(width: 30, height: 20))
        }

        @Test("a zero or negative maximum size yields a 1x1 thumbnail instead of a trap", arguments: [(0, 0), (-5, 100)])
        func degenerateBounds(width: Int, height: Int) throws {
            let jpeg = try JPEGEncoder(quality: 90).encode(TestImages.smooth(width: 64, height: 32))
            let thumbnail = try decoder.decode(jpeg, options: DecodingOptions(maximumSize: ImageSize(width: width, height: height)))
            #expect(thumbnail.size == ImageSize(width: 1, height: 1))
        }

        @Test("the maximum size applies to the upright image of a rotated JPEG")
        func rotatedThumbnail() throws {
            let jpeg = try JPEGEncoder(quality: 90).encode(TestImages.quadrants(width: 256, height: 128))
            let data = JPEGSurgery.withOrientation(ExifOrientation.right.rawValue, bigEndian: true, in: jpeg)
            let thumbnail = try decoder.decode(data, options: DecodingOptions(maximumSize: ImageSize(width: 32, height: 64)))
            #expect(thumbnail.size == ImageSize(width: 32, height: 64))
            #expect(Orientation.cornerQuadrants(of: thumbnail, inset: 2, tolerance: 40) == Orientation.corners[.right]!)
        }

        @Test("a PNG thumbnail with alpha is resized and then composited")
        func pngThumbnail() throws {
            let png = try PNGEncoder().encode(TestImages.solid([0, 0, 255, 0], width: 50, height: 40))
            let thumbnail = try decoder.decode(png, options: DecodingOptions(maximumSize: ImageSize(width: 10, height: 10), alpha: .composite(onto: .white)))
            #expect(thumbnail == TestImages.solid([255, 255, 255], width: 10, height: 8))
        }
    }

    @Suite("Resampling")
    struct Resampling {
        static func row(_ values: [UInt8]) -> Image {
            Image(width: values.count, height: 1, pixelFormat: .rgb, pixels: values.flatMap { [$0, $0, $0] })
        }

        static func values(_ image: Image) -> [UInt8] {
            stride(from: 0, to: image.pixels.count, by: 3).map { image.pixels[$0] }
        }

        @Test("shrinking averages source pixels weighted by their exact overlap")
        func areaAverage() {
            #expect(Self.values(Self.row([0, 100, 200, 40]).resized(to: ImageSize(width: 2, height: 1))) == [50, 120])
            #expect(Self.values(Self.row([0, 90, 180]).resized(to: ImageSize(width: 2, height: 1))) == [30, 150])
        }

        @Test("enlarging interpolates bilinearly between pixel centres")
        func bilinear() {
            #expect(Self.values(Self.row([0, 200]).resized(to: ImageSize(width: 4, height: 1))) == [0, 50, 150, 200])
        }

        @Test("a flat colour stays exactly flat at any size", arguments: [(1, 1), (7, 3), (64, 64), (250, 11)])
        func flatStaysFlat(width: Int, height: Int) {
            let flat = TestImages.solid([12, 200, 77, 190], width: 37, height: 23)
            #expect(flat.resized(to: ImageSize(width: width, height: height)) == TestImages.solid([12, 200, 77, 190], width: width, height: height))
        }

        @Test("a fine checkerboard shrinks to its average grey")
        func checkerboard() {
            let pixels = (0..<64 * 64).flatMap { index -> [UInt8] in
                let on = (index % 64 + index / 64) % 2 == 0
                return [UInt8](repeating: on ? 255 : 0, count: 3)
            }
            let small = Image(width: 64, height: 64, pixelFormat: .rgb, pixels: pixels).resized(to: ImageSize(width: 8, height: 8))
            #expect(small.pixels.allSatisfy { $0 == 128 })
        }

        @Test("transparent pixels do not bleed their colour into opaque neighbours")
        func premultiplied() {
            let image = Image(width: 2, height: 1, pixelFormat: .rgba, pixels: [255, 0, 0, 0, 0, 0, 255, 255])
            #expect(image.resized(to: ImageSize(width: 1, height: 1)).pixels == [0, 0, 255, 128])
        }

        @Test("shrinking and enlarging along different axes at once keeps the overall brightness")
        func mixedAxes() {
            let image = TestImages.smooth(width: 200, height: 30)
            let resized = image.resized(to: ImageSize(width: 47, height: 91))
            let mean: (Image) -> Double = { Double($0.pixels.reduce(0) { $0 + Int($1) }) / Double($0.pixels.count) }
            #expect(abs(mean(resized) - mean(image)) < 1)
        }
    }
}
