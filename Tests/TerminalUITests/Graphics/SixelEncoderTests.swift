import ImageCodec
import Testing
@testable import TerminalUI

@Suite("The sixel encoder")
struct SixelEncoderTests {
    static let escape: UInt8 = 0x1B

    /// The bytes between the introducer's `q` and the terminator.
    static func body(of sequence: [UInt8]) -> [UInt8] {
        guard let start = sequence.firstIndex(of: UInt8(ascii: "q")), sequence.count >= start + 3 else { return [] }
        return Array(sequence[start + 1..<sequence.count - 2])
    }

    @Suite("round trips through a decoder")
    struct RoundTrips {
        @Test("brings back a picture of up to 256 colours unchanged when its colours are on the percentage grid")
        func reproducesGridColorsExactly() throws {
            let picture = pictureUsing(distinctRandomColors(256, onPercentGrid: true, seed: 11), width: 31, height: 19)
            let decoded = try SixelDecoder.decode(SixelEncoder.encode(picture))
            #expect(ImageDifference.largestChannelError(decoded, from: picture) == 0)
        }

        /// Colour registers hold whole percentages: 101 levels, so a channel may move by 1.
        @Test("brings back any picture of up to 256 colours within 1 per channel")
        func reproducesFewColorsWithinRounding() throws {
            let picture = pictureUsing(distinctRandomColors(256, onPercentGrid: false, seed: 12), width: 30, height: 20)
            let decoded = try SixelDecoder.decode(SixelEncoder.encode(picture))
            #expect(ImageDifference.largestChannelError(decoded, from: picture) ?? 2 <= 1)
        }

        /// Measured: 3.14 per channel (the quantiser's 3.09 plus the registers' rounding).
        @Test("brings back a photo-like picture within 3.25 per channel on average")
        func reproducesAPhoto() throws {
            let photo = PhotoLikePicture.make(width: 240, height: 180)
            let decoded = try SixelDecoder.decode(SixelEncoder.encode(photo))
            #expect(try #require(ImageDifference.meanAbsoluteError(decoded, from: photo)) < 3.25)
        }

        @Test("leaves pixels with an alpha below 128 undrawn and draws the others")
        func keepsTransparency() throws {
            let colors = pictureUsing(distinctRandomColors(40, onPercentGrid: true, seed: 13), width: 14, height: 9)
            let picture = withAlpha(colors) { x, y in [0, 127, 128, 255][(x + 2 * y) % 4] }
            let decoded = try SixelDecoder.decode(SixelEncoder.encode(picture))
            #expect(ImageDifference.largestChannelError(decoded, from: picture) == 0)
            #expect((0..<4).map { decoded.pixel(x: $0, y: 0).last } == [0, 0, 255, 255])
        }

        @Test("keeps a photograph's transparent parts transparent")
        func keepsTransparencyOfPhotos() throws {
            let photo = withAlpha(PhotoLikePicture.make(width: 90, height: 50)) { x, y in (x - 45) * (x - 45) + (y - 25) * (y - 25) < 400 ? 255 : 0 }
            let decoded = try SixelDecoder.decode(SixelEncoder.encode(photo))
            #expect(try #require(ImageDifference.meanAbsoluteError(decoded, from: photo)) < 3.5)
        }

        @Test("handles sizes whose height is not a multiple of six, and a single pixel", arguments: [(1, 1), (5, 1), (3, 7), (17, 11), (8, 13), (2, 6)])
        func handlesAnySize(width: Int, height: Int) throws {
            let picture = pictureUsing(distinctRandomColors(min(width * height, 20), onPercentGrid: true, seed: 14), width: width, height: height)
            let decoded = try SixelDecoder.decode(SixelEncoder.encode(picture))
            #expect(decoded.size == picture.size)
            #expect(ImageDifference.largestChannelError(decoded, from: picture) == 0)
        }
    }

    @Suite("the bytes it writes")
    struct Bytes {
        @Test("are one sequence: introducer with transparent background, raster attributes, registers, bands, terminator")
        func writesOneCompleteSequence() {
            let picture = Image(width: 3, height: 2, pixelFormat: .rgb, pixels: [255, 128, 0, 255, 128, 0, 255, 128, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255])
            let text = String(decoding: SixelEncoder.encode(picture), as: UTF8.self)
            #expect(text == "\u{1B}P0;1;0q\"1;1;3;2#0;2;100;50;0#1;2;0;0;100#0@@@$#1AAA\u{1B}\\")
        }

        @Test("draw each colour from the band's start to its last column only, `$` between colours, `-` between bands")
        func drawsColorsUpToTheirLastColumn() {
            let red: [UInt8] = [255, 0, 0]
            let blue: [UInt8] = [0, 0, 255]
            let rows = [red + red + red + blue + blue + blue + blue + blue + blue + blue] + Array(repeating: red + Array(repeating: 0, count: 27), count: 6)
            let picture = Image(width: 10, height: 7, pixelFormat: .rgb, pixels: rows.flatMap { $0 })
            let body = String(decoding: SixelEncoderTests.body(of: SixelEncoder.encode(picture)), as: UTF8.self)
            #expect(body.hasSuffix("#0~@@$#1???!7@$#2?!9}-#0@$#2?!9@"), "\(body)")
        }

        @Test("repeat the sixel of a flat area with a count instead of writing it out")
        func compressesFlatAreas() {
            let flat = Image(width: 1000, height: 12, pixelFormat: .rgb, pixels: Array(repeating: 90, count: 1000 * 12 * 3))
            let body = String(decoding: SixelEncoderTests.body(of: SixelEncoder.encode(flat)), as: UTF8.self)
            #expect(body.hasSuffix("#0!1000~-#0!1000~"))
            #expect(SixelEncoder.encode(flat).count < 60)
        }

        @Test("repeat only runs of four or more, where the count is shorter than the characters")
        func repeatsOnlyWhenShorter() {
            let widths = [3, 4]
            for width in widths {
                let picture = Image(width: width, height: 1, pixelFormat: .rgb, pixels: Array(repeating: 200, count: width * 3))
                let body = String(decoding: SixelEncoderTests.body(of: SixelEncoder.encode(picture)), as: UTF8.self)
                #expect(body.hasSuffix(width == 3 ? "#0@@@" : "#0!4@"))
            }
        }

        @Test("are all printable characters of the sixel alphabet between introducer and terminator")
        func usesOnlyTheSixelAlphabet() {
            let allowed = Set(Array("0123456789;#!$-\"".utf8) + Array(0x3F...0x7E))
            let photo = withAlpha(PhotoLikePicture.make(width: 97, height: 61)) { x, _ in x % 7 == 0 ? 0 : 255 }
            let sequence = SixelEncoder.encode(photo)
            #expect(sequence.starts(with: [SixelEncoderTests.escape, UInt8(ascii: "P")]))
            #expect(sequence.suffix(2) == [SixelEncoderTests.escape, UInt8(ascii: "\\")])
            let body = SixelEncoderTests.body(of: sequence)
            #expect(!body.isEmpty)
            #expect(body.allSatisfy { allowed.contains($0) })
        }

        @Test("write each colour register as whole percentages, rounded")
        func roundsPercentages() {
            #expect([0, 1, 2, 127, 128, 254, 255].map { SixelEncoder.percentage($0) } == [0, 0, 1, 50, 50, 100, 100])
        }
    }
}
