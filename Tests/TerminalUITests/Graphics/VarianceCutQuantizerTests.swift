import ImageCodec
import Testing
@testable import TerminalUI

@Suite("The variance-cut quantiser")
struct VarianceCutQuantizerTests {
    @Suite("on a photograph")
    struct Photographs {
        static let photo = PhotoLikePicture.make(width: 240, height: 180)

        @Test("uses no more colours than allowed, and every pixel points into the palette", arguments: [256, 64, 16, 1])
        func staysWithinTheLimit(maximumColors: Int) {
            let quantized = VarianceCutQuantizer.quantize(Self.photo, maximumColors: maximumColors)
            #expect(quantized.palette.count == maximumColors)
            #expect(quantized.transparentIndex == nil)
            #expect(quantized.indices.allSatisfy { Int($0) < quantized.palette.count })
        }

        /// Measured: 3.09 per channel with 256 colours (on the same picture without its noise,
        /// 2.5), 5.4 with 64, 12.5 with 16.
        @Test("comes within 3.2 per channel of a photo-like picture with 256 colours")
        func followsAPhoto() throws {
            let quantized = VarianceCutQuantizer.quantize(Self.photo)
            let error = try #require(ImageDifference.meanAbsoluteError(quantized.rendered(), from: Self.photo))
            #expect(error < 3.2)
            let fewer = VarianceCutQuantizer.quantize(Self.photo, maximumColors: 64)
            #expect(try #require(ImageDifference.meanAbsoluteError(fewer.rendered(), from: Self.photo)) < 5.6)
        }

        /// The terminal's fixed 256-colour palette is what a posterised picture looks like.
        /// Measured: 3.09 per channel against the fixed palette's 13.3.
        @Test("is far closer to the photograph than the terminal's fixed 256-colour palette")
        func beatsTheFixedPalette() throws {
            let quantized = VarianceCutQuantizer.quantize(Self.photo)
            let pixels = Self.photo.pixels
            let posterized = stride(from: 0, to: pixels.count, by: 3).flatMap { offset in
                Self.xtermColor(Int(PaletteMatcher.nearestPalette256Index(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])))
            }
            let posterizedImage = Image(width: Self.photo.width, height: Self.photo.height, pixelFormat: .rgb, pixels: posterized)
            let fixedError = try #require(ImageDifference.meanAbsoluteError(posterizedImage, from: Self.photo))
            let ownError = try #require(ImageDifference.meanAbsoluteError(quantized.rendered(), from: Self.photo))
            #expect(ownError * 3 < fixedError, "own palette \(ownError), fixed palette \(fixedError)")
        }

        /// The colour xterm shows for an entry of its palette's cube (16–231) or greys (232–255).
        static func xtermColor(_ index: Int) -> [UInt8] {
            guard index < 232 else { return Array(repeating: UInt8(8 + 10 * (index - 232)), count: 3) }
            let cube = index - 16
            return [cube / 36, cube / 6 % 6, cube % 6].map { UInt8(PaletteMatcher.cubeLevels[$0]) }
        }
    }

    @Suite("on a picture of few colours")
    struct FewColors {
        @Test("keeps every colour exactly when there are no more than allowed", arguments: [(256, 256), (200, 256), (8, 8)])
        func keepsColorsExactly(colorCount: Int, maximumColors: Int) throws {
            let picture = pictureUsing(distinctRandomColors(colorCount, onPercentGrid: false, seed: 3), width: 23, height: 17)
            let quantized = VarianceCutQuantizer.quantize(picture, maximumColors: maximumColors)
            #expect(quantized.palette.count == colorCount)
            #expect(ImageDifference.largestChannelError(quantized.rendered(), from: picture) == 0)
        }

        @Test("gives each colour the mean of the pixels it stands for")
        func averagesEachBox() {
            let greys: [UInt8] = [10, 12, 14, 200, 202, 12]
            let picture = Image(width: 6, height: 1, pixelFormat: .rgb, pixels: greys.flatMap { [$0, $0, $0] })
            let quantized = VarianceCutQuantizer.quantize(picture, maximumColors: 2)
            #expect(Set(quantized.palette) == [RGBColor(red: 12, green: 12, blue: 12), RGBColor(red: 201, green: 201, blue: 201)])
            #expect(quantized.indices[0] == quantized.indices[2])
            #expect(quantized.indices[3] == quantized.indices[4])
            #expect(quantized.indices[0] != quantized.indices[3])
        }
    }

    @Suite("with transparency")
    struct Transparency {
        @Test("marks pixels with an alpha below 128 transparent and keeps them out of the palette")
        func marksTransparentPixels() throws {
            let picture = Image(width: 4, height: 1, pixelFormat: .rgba, pixels: [
                255, 0, 0, 0, 0, 255, 0, 127, 0, 0, 255, 128, 9, 9, 9, 255,
            ])
            let quantized = VarianceCutQuantizer.quantize(picture)
            let transparent = try #require(quantized.transparentIndex)
            #expect(quantized.indices[0] == transparent && quantized.indices[1] == transparent)
            #expect(quantized.palette == [RGBColor(red: 0, green: 0, blue: 255), RGBColor(red: 9, green: 9, blue: 9)])
            #expect(Int(transparent) >= quantized.palette.count)
        }

        @Test("leaves room for the transparent mark in a photograph: 255 colours at most")
        func reservesAnIndexForTransparency() throws {
            let photo = withAlpha(PhotoLikePicture.make(width: 120, height: 90)) { x, _ in x < 30 ? 0 : 255 }
            let quantized = VarianceCutQuantizer.quantize(photo)
            #expect(quantized.palette.count == 255)
            #expect(quantized.transparentIndex == 255)
            #expect(try #require(ImageDifference.meanAbsoluteError(quantized.rendered(), from: photo)) < 3.3)
        }

        @Test("gives a picture with nothing opaque an empty palette")
        func handlesFullyTransparentPictures() {
            let quantized = VarianceCutQuantizer.quantize(Image(width: 2, height: 2, pixelFormat: .rgba, pixels: Array(repeating: 0, count: 16)))
            #expect(quantized.palette.isEmpty)
            #expect(quantized.indices.allSatisfy { $0 == quantized.transparentIndex })
        }
    }
}
