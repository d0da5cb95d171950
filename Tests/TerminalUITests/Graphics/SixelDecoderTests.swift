import ImageCodec
import Testing
import TerminalUI
import TestSupport

@Suite("The test sixel decoder")
struct SixelDecoderTests {
    static func decode(_ text: String) throws(SixelDecoder.Failure) -> Image {
        try SixelDecoder.decode(Array(text.utf8))
    }

    /// The RGBA bytes of the pixel at (x, y).
    static func rgba(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.pixel(x: x, y: y))
    }

    @Suite("on well-formed sequences")
    struct WellFormed {
        @Test("draws sixels top pixel first, repeats with `!`, returns with `$` and moves down with `-`")
        func drawsBandsAndRepeats() throws {
            let image = try SixelDecoderTests.decode("\u{1B}P0;1;0q\"1;1;4;7#1;2;100;0;0#2;2;0;0;100#1!3A$#2@-#1?@\u{1B}\\")
            let red: [UInt8] = [255, 0, 0, 255]
            let blue: [UInt8] = [0, 0, 255, 255]
            let none: [UInt8] = [0, 0, 0, 0]
            #expect(image.size == ImageSize(width: 4, height: 7))
            #expect((0..<4).map { SixelDecoderTests.rgba(image, $0, 0) } == [blue, none, none, none])
            #expect((0..<4).map { SixelDecoderTests.rgba(image, $0, 1) } == [red, red, red, none])
            #expect(SixelDecoderTests.rgba(image, 0, 6) == none)
            #expect(SixelDecoderTests.rgba(image, 1, 6) == red)
        }

        @Test("reads HLS colours with 0° blue, 120° red and 240° green, as the VT340 does")
        func readsHLSColors() throws {
            let image = try SixelDecoderTests.decode("\u{1B}P0;1q#1;1;0;50;100@#2;1;120;50;100@#3;1;240;50;100@#4;1;120;46;71@\u{1B}\\")
            #expect(SixelDecoderTests.rgba(image, 0, 0) == [0, 0, 255, 255])
            #expect(SixelDecoderTests.rgba(image, 1, 0) == [255, 0, 0, 255])
            #expect(SixelDecoderTests.rgba(image, 2, 0) == [0, 255, 0, 255])
            // The VT340's colour 2: 79 %, 13 %, 13 % in RGB.
            #expect(SixelDecoderTests.rgba(image, 3, 0) == [201, 34, 34, 255])
        }

        @Test("paints undrawn pixels in register 0's colour unless P2 is 1")
        func fillsTheBackground() throws {
            let opaque = try SixelDecoderTests.decode("\u{1B}P0;0;0q\"1;1;2;1#0;2;0;100;0#1;2;100;100;100@\u{1B}\\")
            #expect(SixelDecoderTests.rgba(opaque, 1, 0) == [0, 255, 0, 255])
            let transparent = try SixelDecoderTests.decode("\u{1B}P0;1;0q\"1;1;2;1#0;2;0;100;0#1;2;100;100;100@\u{1B}\\")
            #expect(SixelDecoderTests.rgba(transparent, 1, 0) == [0, 0, 0, 0])
            #expect(SixelDecoderTests.rgba(transparent, 0, 0) == [255, 255, 255, 255])
        }

        @Test("grows the picture where pixels are drawn beyond the raster size, and needs none")
        func growsBeyondTheRaster() throws {
            let beyond = try SixelDecoderTests.decode("\u{1B}P0;1q\"1;1;1;1#0;2;0;0;0!3~\u{1B}\\")
            #expect(beyond.size == ImageSize(width: 3, height: 6))
            // C1 DCS and ST as single bytes, as an 8-bit terminal takes them.
            let withoutRaster = try SixelDecoder.decode([0x90] + Array("0;1q#0;2;0;0;0@-??B".utf8) + [0x9C])
            #expect(withoutRaster.size == ImageSize(width: 3, height: 8))
        }
    }

    @Suite("on garbage")
    struct Garbage {
        @Test("names what is wrong", arguments: [
            ("", SixelDecoder.Failure.missingIntroducer),
            ("\u{1B}[0q", .missingIntroducer),
            ("\u{1B}P0;1q#0;2;0;0;0@", .unterminated),
            ("\u{1B}P0;1q#0;2;0;0;0@\u{1B}", .unterminated),
            ("\u{1B}P0;1q#0;2;0;0;0@\n\u{1B}\\", .unexpectedByte(0x0A, offset: 17)),
            ("\u{1B}P0;1q#0;2;101;0;0@\u{1B}\\", .invalidColor(offset: 6)),
            ("\u{1B}P0;1q#0;3;1;0;0@\u{1B}\\", .invalidColor(offset: 6)),
            ("\u{1B}P0;1q#0;2;1;0@\u{1B}\\", .invalidColor(offset: 6)),
            ("\u{1B}P0;1q#5000@\u{1B}\\", .invalidColor(offset: 6)),
            ("\u{1B}P0;1q#7@\u{1B}\\", .undefinedColorRegister(7, offset: 8)),
            ("\u{1B}P0;1q#0;2;0;0;0!99999999@\u{1B}\\", .numberTooLarge(offset: 17)),
            ("\u{1B}P0;1q#0;2;0;0;0!900000@\u{1B}\\", .imageTooLarge(offset: 23)),
            ("\u{1B}P0;1q\"1;1;20000;1\u{1B}\\", .imageTooLarge(offset: 6)),
            ("\u{1B}P0;1q#0;2;0;0;0!5#\u{1B}\\", .unexpectedByte(UInt8(ascii: "#"), offset: 18)),
            ("\u{1B}P0;1q#0;2;0;0;0@\u{1B}\\@", .bytesAfterTerminator(offset: 19)),
            ("\u{1B}P0;1q\u{1B}\\", .nothingToShow),
        ])
        func namesTheProblem(sequence: String, failure: SixelDecoder.Failure) {
            #expect(throws: failure) { try SixelDecoderTests.decode(sequence) }
        }

        @Test("never traps on random bytes or on damaged sequences")
        func survivesRandomInput() {
            var generator = SeededGenerator(seed: 0x51_DE)
            let valid = SixelEncoder.encode(PhotoLikePicture.make(width: 20, height: 13))
            let alphabet = Array("0123456789;#!$-\"?@~q".utf8) + [0x1B, 0x5C, 0x90, 0x9C, UInt8(ascii: "P")]
            for _ in 0..<2_000 {
                var bytes = valid
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[position] = Bool.random(using: &generator) ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
                }
                if let decoded = try? SixelDecoder.decode(bytes) {
                    #expect(decoded.width <= SixelDecoder.maximumDimension && decoded.height <= SixelDecoder.maximumDimension)
                }
                let noise = [0x1B, UInt8(ascii: "P"), UInt8(ascii: "q")] + (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? 0
                }
                _ = try? SixelDecoder.decode(noise)
            }
        }
    }
}
