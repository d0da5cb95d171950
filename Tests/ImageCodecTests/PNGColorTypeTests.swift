import Foundation
import Testing
@testable import ImageCodec

extension ImageCodecTests {
    @Suite("PNG colour types and bit depths")
    struct PNGColorTypes {
        let decoder = ImageDecoder()
        static let size = (width: 13, height: 7)

        /// Deterministic samples below 2^depth for every channel of every pixel.
        static func samples(channels: Int, depth: Int) -> [Int] {
            let count = size.width * size.height * channels
            // 16-bit samples are multiples of 257 so that their 8-bit value is exact.
            let values = depth == 16 ? 256 : 1 << depth
            return (0..<count).map { ($0 * 37 + $0 / 5) % values * (depth == 16 ? 257 : 1) }
        }

        /// The 8-bit value of a sample: low depths scale up to the full range, 16 bits scale down.
        static func eightBit(_ sample: Int, depth: Int) -> UInt8 {
            UInt8(depth == 16 ? sample / 257 : sample * 255 / ((1 << depth) - 1))
        }

        @Test("grayscale decodes to equal RGB channels at every bit depth", arguments: [1, 2, 4, 8, 16])
        func gray(depth: Int) throws {
            let samples = Self.samples(channels: 1, depth: depth)
            for interlaced in [false, true] {
                let png = PNGBuilder(width: Self.size.width, height: Self.size.height, bitDepth: depth, colorType: 0, interlaced: interlaced)
                let image = try decoder.decode(Data(png.build(samples: samples)))
                #expect(image.pixelFormat == .rgb)
                #expect(image.pixels == samples.flatMap { Array(repeating: Self.eightBit($0, depth: depth), count: 3) })
            }
        }

        @Test("RGB decodes exactly at 8 and 16 bits", arguments: [8, 16])
        func rgb(depth: Int) throws {
            let samples = Self.samples(channels: 3, depth: depth)
            let png = PNGBuilder(width: Self.size.width, height: Self.size.height, bitDepth: depth, colorType: 2, interlaced: true)
            let image = try decoder.decode(Data(png.build(samples: samples)))
            #expect(image.pixelFormat == .rgb)
            #expect(image.pixels == samples.map { Self.eightBit($0, depth: depth) })
        }

        @Test("gray with alpha and RGBA keep their alpha at 8 and 16 bits", arguments: [(4, 8), (4, 16), (6, 8), (6, 16)])
        func alpha(colorType: Int, depth: Int) throws {
            let channels = colorType == 4 ? 2 : 4
            let samples = Self.samples(channels: channels, depth: depth)
            let png = PNGBuilder(width: Self.size.width, height: Self.size.height, bitDepth: depth, colorType: colorType)
            let image = try decoder.decode(Data(png.build(samples: samples)))
            #expect(image.pixelFormat == .rgba)
            let expected = stride(from: 0, to: samples.count, by: channels).flatMap { start -> [UInt8] in
                let pixel = samples[start..<start + channels].map { Self.eightBit($0, depth: depth) }
                return channels == 2 ? [pixel[0], pixel[0], pixel[0], pixel[1]] : pixel
            }
            #expect(image.pixels == expected)
        }

        @Test("a palette image decodes through its palette at every index depth", arguments: [1, 2, 4, 8])
        func palette(depth: Int) throws {
            let entries = 1 << depth
            let palette: [UInt8] = (0..<entries).flatMap { (entry: Int) -> [UInt8] in [UInt8(entry * 3 % 256), UInt8(255 - entry), UInt8(entry * 7 % 256)] }
            let samples = Self.samples(channels: 1, depth: depth)
            let png = PNGBuilder(width: Self.size.width, height: Self.size.height, bitDepth: depth, colorType: 3, palette: palette)
            let image = try decoder.decode(Data(png.build(samples: samples)))
            #expect(image.pixelFormat == .rgb)
            #expect(image.pixels == samples.flatMap { palette[$0 * 3..<$0 * 3 + 3] })
        }

        @Test("palette transparency (tRNS) becomes an alpha channel")
        func paletteTransparency() throws {
            let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]
            let png = PNGBuilder(width: 4, height: 1, bitDepth: 2, colorType: 3, palette: palette, transparency: [0, 128])
            let image = try decoder.decode(Data(png.build(samples: [0, 1, 2, 3])))
            #expect(image.pixels == [255, 0, 0, 0, 0, 255, 0, 128, 0, 0, 255, 255, 9, 9, 9, 255])
        }

        @Test("a gray or RGB tRNS colour key makes exactly the matching pixels transparent")
        func colorKeyTransparency() throws {
            let gray = PNGBuilder(width: 3, height: 1, bitDepth: 8, colorType: 0, transparency: [0, 50])
            #expect(try decoder.decode(Data(gray.build(samples: [50, 51, 50]))).pixels == [50, 50, 50, 0, 51, 51, 51, 255, 50, 50, 50, 0])
            let rgb = PNGBuilder(width: 2, height: 1, bitDepth: 16, colorType: 2, transparency: [0, 1, 0, 2, 0, 3])
            let image = try decoder.decode(Data(rgb.build(samples: [1, 2, 3, 1, 2, 4])))
            #expect(image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element) == [0, 255])
        }

        @Test("transparency is composited onto the requested background")
        func compositing() throws {
            let png = PNGBuilder(width: 3, height: 1, bitDepth: 8, colorType: 6)
            let data = Data(png.build(samples: [200, 100, 0, 255, 200, 100, 0, 0, 200, 100, 0, 128]))
            let onBlack = try decoder.decode(data, options: DecodingOptions(alpha: .composite(onto: .black)))
            #expect(onBlack.pixelFormat == .rgb)
            #expect(onBlack.pixels == [200, 100, 0, 0, 0, 0, 100, 50, 0])
            let onWhite = try decoder.decode(data, options: DecodingOptions(alpha: .composite(onto: .white)))
            #expect(onWhite.pixels == [200, 100, 0, 255, 255, 255, 227, 177, 127])
        }
    }
}
