import ImageCodec

/// Encodes images as sixel graphics: one complete DCS sequence per image, drawn at the cursor by
/// terminals that speak sixel (foot, xterm `-ti vt340`, mlterm, WezTerm, Konsole, Windows
/// Terminal, iTerm2).
///
/// The sequence is `ESC P 0;1;0 q` (pixels not drawn stay transparent), raster attributes
/// `"1;1;width;height` (square pixels), one colour register per palette entry
/// (`#n;2;r;g;b`, percentages), then bands of six pixel rows, each colour of a band drawn from
/// its register, runs written as `!count char`, and `ESC \`. Every byte between the introducer
/// and the terminator is printable ASCII of the sixel alphabet.
///
/// Pure functions; usable from any thread.
public enum SixelEncoder {
    /// The sixel sequence showing `image`, reduced to at most `maximumColors` colours by
    /// ``VarianceCutQuantizer``. Pixels with an alpha below 128 are not drawn, so that what was
    /// behind them shows through.
    ///
    /// Sixel colour registers hold percentages, so a colour comes back within 1 of its value
    /// on 0–255.
    ///
    /// - Precondition: `maximumColors` is 1...256.
    public static func encode(_ image: Image, maximumColors: Int = 256) -> [UInt8] {
        encode(VarianceCutQuantizer.quantize(image, maximumColors: maximumColors))
    }

    /// The sixel sequence showing an image already reduced to a palette.
    static func encode(_ image: QuantizedImage) -> [UInt8] {
        var output = SixelOutputBuffer(expectedSize: 4096)
        // The introducer and raster attributes take under 64 bytes, a register at most 18.
        output.write(atMost: 64 + 18 * image.palette.count) { writer in
            writeIntroducer(for: image, into: &writer)
        }
        var bands = SixelBandEncoder(image)
        bands.encodeBands(into: &output)
        output.write(atMost: 2) { writer in
            writer.append(0x1B)
            writer.append(UInt8(ascii: "\\"))
        }
        return output.finished()
    }

    /// `ESC P 0;1;0 q`, the raster attributes and the colour registers.
    private static func writeIntroducer(for image: QuantizedImage, into writer: inout SixelWriter) {
        for byte in [0x1B, UInt8(ascii: "P")] + Array("0;1;0q\"1;1;".utf8) {
            writer.append(byte)
        }
        writer.append(decimal: image.width)
        writer.append(UInt8(ascii: ";"))
        writer.append(decimal: image.height)
        for (register, color) in image.palette.enumerated() {
            writer.append(UInt8(ascii: "#"))
            writer.append(decimal: register)
            writer.append(UInt8(ascii: ";"))
            writer.append(UInt8(ascii: "2"))
            for channel in [color.red, color.green, color.blue] {
                writer.append(UInt8(ascii: ";"))
                writer.append(decimal: percentage(channel))
            }
        }
    }

    /// A channel value as the nearest whole percentage. Exact halves cannot occur: 255 is odd.
    static func percentage(_ value: UInt8) -> Int {
        (Int(value) * 100 + 127) / 255
    }
}
