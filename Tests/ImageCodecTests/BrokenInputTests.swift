import Foundation
import Testing
@testable import ImageCodec

extension ImageCodecTests {
    @Suite("Broken and hostile input")
    struct BrokenInput {
        let decoder = ImageDecoder()

        /// The kind of error decoding `bytes` throws, or nil if it decodes.
        func errorKind(_ bytes: [UInt8], options: DecodingOptions = DecodingOptions(), limits: DecodingLimits = .standard) -> ImageCodecError.Kind? {
            do {
                _ = try ImageDecoder(limits: limits).decode(Data(bytes), options: options)
                return nil
            } catch {
                #expect(!error.message.isEmpty)
                return error.kind
            }
        }

        static let jpeg = [UInt8](try! JPEGEncoder(quality: 80).encode(TestImages.smooth(width: 40, height: 24)))
        static let progressiveJPEG = [UInt8](try! JPEGEncoder(quality: 80, isProgressive: true).encode(TestImages.smooth(width: 40, height: 24)))
        static let png = [UInt8](try! PNGEncoder().encode(TestImages.smooth(width: 40, height: 24)))
        static let interlacedPNG = PNGBuilder(width: 9, height: 9, bitDepth: 8, colorType: 6, interlaced: true).build(samples: (0..<324).map { $0 % 256 })

        @Test("empty data is not an image")
        func empty() {
            #expect(errorKind([]) == .notAnImage)
        }

        @Test("random bytes are not an image, and a signature followed by noise fails without being taken for an image")
        func randomBytes() {
            var random = TestImages.Random(seed: 42)
            for _ in 0..<200 {
                var noise = random.bytes(1 + random.below(3000))
                if noise.starts(with: [0xFF, 0xD8]) || noise.first == 0x89 { noise[0] = 0 }
                #expect(errorKind(noise) == .notAnImage)
                for signature in ImageFormat.allCases.map(\.signature) {
                    let kind = errorKind(signature + noise)
                    // Noise can spell out a rare JPEG process or a huge size, so those kinds are fine too.
                    #expect([.corrupt, .truncated, .unsupported, .tooLarge].contains(kind), "\(String(describing: kind))")
                }
            }
        }

        @Test("a file cut off at any offset reports truncated data", arguments: ["jpeg", "progressive", "png", "interlaced"])
        func truncatedEverywhere(name: String) {
            let file = ["jpeg": Self.jpeg, "progressive": Self.progressiveJPEG, "png": Self.png, "interlaced": Self.interlacedPNG][name]!
            #expect(errorKind(file) == nil)
            let thumbnail = DecodingOptions(maximumSize: ImageSize(width: 8, height: 8))
            for length in 1..<file.count {
                let cut = Array(file[..<length])
                #expect(errorKind(cut) == .truncated, "cut at \(length) of \(file.count)")
                if length % 97 == 0 {
                    #expect(errorKind(cut, options: thumbnail) == .truncated, "thumbnail cut at \(length)")
                }
            }
        }

        @Test("a truncated JPEG's message says so and what to do")
        func truncatedMessage() throws {
            let error = try #require(throws: ImageCodecError.self) { try decoder.decode(Data(Self.jpeg[..<(Self.jpeg.count / 2)])) }
            #expect(error.kind == .truncated)
            #expect(error.message.contains("JPEG") && error.message.contains("fetch it again"))
        }

        /// `jpeg` with the SOF0 segment's bytes at `offset` (from the marker) replaced.
        static func patchingSOF(_ patch: [UInt8], at offset: Int, marker: UInt8 = 0xC0) -> [UInt8] {
            var bytes = jpeg
            let sof = JPEGSurgery.offset(of: 0xC0, in: bytes)!
            bytes[sof + 1] = marker
            bytes.replaceSubrange(sof + offset..<sof + offset + patch.count, with: patch)
            return bytes
        }

        @Test("corrupted JPEG headers and markers report damaged data")
        func corruptJPEG() {
            // SOF segment: FF C0, length(2), precision(1), height(2), width(2), components(1), then per component id, sampling, table.
            #expect(errorKind(Self.patchingSOF([0, 0], at: 5)) == .corrupt, "zero height")
            #expect(errorKind(Self.patchingSOF([0x00], at: 11)) == .corrupt, "zero sampling factors")
            #expect(errorKind(Self.patchingSOF([0x00, 0x01], at: 2)) == .corrupt, "bogus segment length")
            var noScanTables = Self.jpeg
            let dqt = JPEGSurgery.offset(of: 0xDB, in: noScanTables)!
            noScanTables[dqt + 1] = 0xFE  // turn the quantisation tables into a comment
            #expect(errorKind(noScanTables) == .corrupt, "missing quantisation tables")
            var badScan = Self.jpeg
            let sos = JPEGSurgery.offset(of: 0xC4, in: badScan)!
            badScan[sos + 4] = 0x37  // Huffman table class/index out of range
            #expect(errorKind(badScan) == .corrupt, "bad Huffman table index")
            var twoSOI = Self.jpeg
            twoSOI.insert(contentsOf: [0xFF, 0xD8], at: 2)
            #expect(errorKind(twoSOI) == .corrupt, "repeated start-of-image")
        }

        @Test("valid JPEG variants this decoder lacks are reported as unsupported")
        func unsupportedJPEG() {
            #expect(errorKind(Self.patchingSOF([12], at: 4)) == .unsupported, "12-bit samples")
            #expect(errorKind(Self.patchingSOF([], at: 0, marker: 0xC3)) == .unsupported, "lossless process")
        }

        @Test("a huge declared JPEG size is refused from the header, before allocating",
              arguments: [(30_000, 30_000), (16_385, 10), (7_000, 7_000), (65_535, 65_535)])
        func hugeJPEG(width: Int, height: Int) {
            let bytes = Self.patchingSOF([UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)], at: 5)
            #expect(errorKind(bytes) == .tooLarge)
        }

        @Test("a JPEG with hundreds of progressive scans is refused")
        func scanBomb() throws {
            let limits = DecodingLimits(maximumJPEGScans: 5)
            #expect(errorKind(Self.progressiveJPEG, limits: limits) == .corrupt)
            #expect(errorKind(Self.progressiveJPEG) == nil)
        }

        /// A PNG whose IHDR (and its CRC) is rewritten by `edit`.
        static func pngEditingHeader(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
            var ihdr = Array(png[16..<29])
            edit(&ihdr)
            return PNGBuilder.signature + PNGBuilder.chunk("IHDR", ihdr) + png[33...]
        }

        @Test("corrupted PNG chunks report damaged data")
        func corruptPNG() {
            var badCRC = Self.png
            badCRC[20] ^= 0x01
            #expect(errorKind(badCRC) == .corrupt, "IHDR CRC mismatch")
            #expect(errorKind(Self.pngEditingHeader { $0[8] = 3 }) == .corrupt, "bit depth 3")
            #expect(errorKind(Self.pngEditingHeader { $0[9] = 5 }) == .corrupt, "colour type 5")
            #expect(errorKind(Self.pngEditingHeader { $0.replaceSubrange(0..<4, with: [0, 0, 0, 0]) }) == .corrupt, "zero width")
            let header = Array(Self.png[..<33])
            #expect(errorKind(header + PNGBuilder.chunk("IEND", [])) == .corrupt, "no image data")
            #expect(errorKind(header + PNGBuilder.chunk("ABCD", [1, 2]) + Self.png[33...]) == .corrupt, "unknown critical chunk")
            #expect(errorKind(header + PNGBuilder.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF]) + PNGBuilder.chunk("IEND", [])) == .corrupt, "bad deflate stream")
        }

        @Test("a huge declared PNG size is refused from the header, before allocating",
              arguments: [(30_000, 30_000), (1, 20_000), (2_147_483_647, 2_147_483_647)])
        func hugePNG(width: Int, height: Int) {
            let bytes = Self.pngEditingHeader { ihdr in
                ihdr.replaceSubrange(0..<8, with: PNGBuilder.bigEndian(UInt32(width)) + PNGBuilder.bigEndian(UInt32(height)))
            }
            #expect(errorKind(bytes) == .tooLarge)
        }

        @Test("input beyond the size limit is refused before decoding")
        func inputLimit() {
            #expect(errorKind(Self.png, limits: DecodingLimits(maximumInputSize: Self.png.count - 1)) == .tooLarge)
            #expect(errorKind(Self.png, limits: DecodingLimits(maximumInputSize: Self.png.count)) == nil)
        }

        @Test("the pixel-count limit applies to the full image even when a thumbnail is requested")
        func pixelLimit() {
            let limits = DecodingLimits(maximumPixelCount: 40 * 24 - 1)
            #expect(errorKind(Self.jpeg, options: DecodingOptions(maximumSize: ImageSize(width: 4, height: 4)), limits: limits) == .tooLarge)
        }

        @Test("an unreadable file reports an I/O error naming the file")
        func unreadableFile() throws {
            let missing = URL(fileURLWithPath: "/nonexistent/imagecodec/picture.png")
            let error = try #require(throws: ImageCodecError.self) { try decoder.decode(contentsOf: missing) }
            #expect(error.kind == .io && error.message.contains("picture.png"))
            let directory = FileManager.default.temporaryDirectory
            #expect(throws: ImageCodecError.self) { try decoder.decode(contentsOf: directory) }
        }
    }
}
