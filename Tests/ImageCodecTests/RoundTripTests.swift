import Foundation
import Testing
@testable import ImageCodec

extension ImageCodecTests {
    @Suite("Encoding and decoding round trips")
    struct RoundTrips {
        let decoder = ImageDecoder()
        let original = TestImages.smooth(width: 96, height: 64)

        @Test("a JPEG at quality 95 decodes within a small measured error", arguments: [false, true])
        func jpegHighQuality(progressive: Bool) throws {
            let data = try JPEGEncoder(quality: 95, isProgressive: progressive).encode(original)
            let decoded = try decoder.decode(data)
            #expect(decoded.size == original.size)
            #expect(decoded.pixelFormat == .rgb)
            #expect(TestImages.meanError(decoded, original) < 1.5)
            #expect(TestImages.maxError(decoded, original) < 16)
        }

        @Test("colour JPEGs are written as YCbCr with 2x2 chroma subsampling, as every reader expects")
        func jpegColorSpace() throws {
            let bytes = [UInt8](try JPEGEncoder().encode(original))
            let sof = try #require(JPEGSurgery.offset(of: 0xC0, in: bytes))
            // SOF: marker(2) length(2) precision(1) height(2) width(2) count(1), then id/sampling/table per component.
            #expect(bytes[sof + 9] == 3)
            #expect([bytes[sof + 11], bytes[sof + 14], bytes[sof + 17]] == [0x22, 0x11, 0x11])
            #expect(JPEGSurgery.offset(of: 0xE0, in: bytes) != nil, "JFIF marker, which implies YCbCr")
        }

        @Test("lower JPEG quality gives smaller files and larger but bounded error")
        func jpegQualityTradeOff() throws {
            let small = try JPEGEncoder(quality: 30).encode(original)
            let large = try JPEGEncoder(quality: 95).encode(original)
            #expect(small.count < large.count)
            let error = TestImages.meanError(try decoder.decode(small), original)
            #expect(error > TestImages.meanError(try decoder.decode(large), original))
            #expect(error < 5)
        }

        @Test("a progressive JPEG holds the same coefficients as a baseline one and decodes identically")
        func progressiveMatchesBaseline() throws {
            let baseline = try JPEGEncoder(quality: 80).encode(original)
            let progressive = try JPEGEncoder(quality: 80, isProgressive: true).encode(original)
            #expect(JPEGSurgery.offset(of: 0xC2, in: [UInt8](progressive)) != nil)
            #expect(JPEGSurgery.offset(of: 0xC0, in: [UInt8](baseline)) != nil)
            #expect(try decoder.decode(progressive) == decoder.decode(baseline))
        }

        @Test("a grayscale JPEG decodes to RGB with equal channels")
        func grayscaleJPEG() throws {
            let data = try JPEGEncoder(quality: 90, isGrayscale: true).encode(original)
            let decoded = try decoder.decode(data)
            #expect(decoded.pixelFormat == .rgb)
            let pixels = decoded.pixels
            let isGray = stride(from: 0, to: pixels.count, by: 3).allSatisfy { (index: Int) -> Bool in
                pixels[index] == pixels[index + 1] && pixels[index] == pixels[index + 2]
            }
            #expect(isGray)
            // Luma of the original, so still close to its mean brightness.
            let source = original.pixels
            let luma = stride(from: 0, to: source.count, by: 3).map { (index: Int) -> Double in
                let red = 0.299 * Double(source[index])
                let green = 0.587 * Double(source[index + 1])
                return red + green + 0.114 * Double(source[index + 2])
            }
            let decodedMean = Double(decoded.pixels.reduce(0) { $0 + Int($1) }) / Double(decoded.pixels.count)
            #expect(abs(decodedMean - luma.reduce(0, +) / Double(luma.count)) < 2)
        }

        @Test("Adobe CMYK and YCCK JPEGs decode to the right RGB colours", arguments: [JPEGEncoder.ColorModel.cmyk, .ycck])
        func cmykJPEG(model: JPEGEncoder.ColorModel) throws {
            // Adobe stores inverted inks: red is C=0 M=255 Y=255 K=0, i.e. bytes 255, 0, 0, 255.
            let inks: [(cmyk: [UInt8], rgb: [UInt8])] = [
                ([255, 0, 0, 255], [255, 0, 0]), ([0, 255, 255, 255], [0, 255, 255]),
                ([255, 255, 255, 128], [128, 128, 128]), ([255, 255, 0, 255], [255, 255, 0]),
            ]
            var pixels = [UInt8]()
            for y in 0..<32 {
                for x in 0..<32 { pixels += inks[(y / 16) * 2 + x / 16].cmyk }
            }
            let data = try JPEGEncoder(quality: 95).encode(pixels: pixels, size: ImageSize(width: 32, height: 32), input: .cmyk, output: model)
            let decoded = try decoder.decode(data)
            for (index, ink) in inks.enumerated() {
                let pixel = decoded.pixel(x: 8 + (index % 2) * 16, y: 8 + (index / 2) * 16)
                #expect(TestImages.isClose(pixel, ink.rgb, tolerance: 6), "quadrant \(index): \(Array(pixel))")
            }
        }

        @Test("an RGB PNG round-trips exactly")
        func pngRGB() throws {
            let data = try PNGEncoder().encode(original)
            #expect(try decoder.decode(data) == original)
        }

        @Test("an RGBA PNG round-trips exactly with every row filter", arguments: PNGEncoder.RowFilter.allCases)
        func pngRowFilters(filter: PNGEncoder.RowFilter) throws {
            var random = TestImages.Random(seed: 11)
            let image = Image(width: 31, height: 9, pixelFormat: .rgba, pixels: random.bytes(31 * 9 * 4))
            #expect(try decoder.decode(PNGEncoder(compressionLevel: 1, rowFilter: filter).encode(image)) == image)
        }

        @Test("an RGBA PNG round-trips exactly, alpha included, at every compression level", arguments: [0, 9])
        func pngRGBA(level: Int) throws {
            var random = TestImages.Random(seed: 7)
            let image = Image(width: 23, height: 17, pixelFormat: .rgba, pixels: random.bytes(23 * 17 * 4))
            #expect(try decoder.decode(PNGEncoder(compressionLevel: level).encode(image)) == image)
        }

        @Test("encoding RGBA as JPEG blends it onto the encoder's background")
        func jpegFromRGBA() throws {
            let transparent = TestImages.solid([10, 20, 30, 0], width: 16, height: 16)
            let decoded = try decoder.decode(JPEGEncoder(quality: 95, background: RGBColor(red: 200, green: 100, blue: 50)).encode(transparent))
            #expect(TestImages.isClose(decoded.pixel(x: 8, y: 8), [200, 100, 50], tolerance: 3))
        }

        @Test("decoding a file detects the format from its bytes, not its name")
        func fileWithMisleadingName() throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("imagecodec-\(UUID().uuidString).jpg")
            try PNGEncoder().encode(original).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect(try decoder.decode(contentsOf: url) == original)
            #expect(ImageFormat.detect(try Data(contentsOf: url)) == .png)
        }
    }
}
