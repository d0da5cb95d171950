import ImageCodec

/// Turns an image into terminal cells: scaled to fit a number of cells keeping its aspect
/// ratio, two pixels per cell. Pure functions; usable from any thread (an image view calls
/// them on the main actor and caches the result).
///
/// A cell is about twice as tall as it is wide, so it shows a column of two square pixels: the
/// upper half block "▀" in the top pixel's colour over a background of the bottom pixel's.
/// Colour modes below 24 bits pick the nearest palette entries; monochrome draws a shade
/// ramp (" ░▒▓█") by the brightness of the two pixels.
public enum ImageRasterizer {
    /// The glyph of two-pixel cells: its foreground is the top pixel.
    public static let upperHalfBlock: Character = "▀"

    /// The glyphs of monochrome cells, from dark to bright.
    public static let shadeRamp: [Character] = [" ", "░", "▒", "▓", "█"]

    /// The size in pixels (width, height) that `image` is scaled to for `cells`: the largest
    /// with the image's aspect ratio inside `cells.width` × `2 × cells.height` pixels, and no
    /// larger than the image unless `allowsUpscaling`. Nil when `cells` is empty.
    public static func pixelSize(of image: Image, fitting cells: Size, allowsUpscaling: Bool) -> ImageSize? {
        guard !cells.isEmpty else { return nil }
        let bounds = ImageSize(width: cells.width, height: cells.height * 2)
        var scale = min(Double(bounds.width) / Double(image.width), Double(bounds.height) / Double(image.height))
        if !allowsUpscaling { scale = min(scale, 1) }
        return ImageSize(
            width: min(bounds.width, max(1, Int((Double(image.width) * scale).rounded()))),
            height: min(bounds.height, max(1, Int((Double(image.height) * scale).rounded())))
        )
    }

    /// The cells showing `image` within `cells`, as a buffer of the image's own size in cells
    /// (centre it in the view). Scaling averages the pixels each target pixel covers when
    /// shrinking (bilinear when growing); transparent pixels are blended onto `matte`.
    public static func cells(
        for image: Image,
        fitting cells: Size,
        colorMode: ColorMode,
        allowsUpscaling: Bool = true,
        matte: RGBColor = .black
    ) -> ScreenBuffer {
        guard let pixelSize = pixelSize(of: image, fitting: cells, allowsUpscaling: allowsUpscaling) else {
            return ScreenBuffer(size: .zero)
        }
        let scaled = (pixelSize == image.size ? image : image.resized(to: pixelSize)).composited(onto: matte)
        var buffer = ScreenBuffer(size: Size(width: pixelSize.width, height: (pixelSize.height + 1) / 2))
        scaled.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<buffer.size.height {
                let topLine = row * 2
                let hasBottom = topLine + 1 < pixelSize.height
                for x in 0..<pixelSize.width {
                    let top = (topLine * pixelSize.width + x) * 3
                    let bottom = hasBottom ? top + pixelSize.width * 3 : nil
                    let cell = makeCell(pixels, top: top, bottom: bottom, colorMode: colorMode)
                    buffer.set(cell, at: Point(x: x, y: row))
                }
            }
        }
        return buffer
    }

    /// The cell of the RGB pixel at offset `top` above the one at `bottom` (none: the image's
    /// last, odd line).
    private static func makeCell(_ pixels: UnsafeBufferPointer<UInt8>, top: Int, bottom: Int?, colorMode: ColorMode) -> Cell {
        let upper = (pixels[top], pixels[top + 1], pixels[top + 2])
        let lower = bottom.map { (pixels[$0], pixels[$0 + 1], pixels[$0 + 2]) }
        guard colorMode != .monochrome else {
            let upperLevel = PaletteMatcher.luminance(red: upper.0, green: upper.1, blue: upper.2)
            let level = lower.map { (upperLevel + PaletteMatcher.luminance(red: $0.0, green: $0.1, blue: $0.2)) / 2 } ?? upperLevel
            return Cell(grapheme: shadeRamp[min(shadeRamp.count - 1, level * shadeRamp.count / 256)])
        }
        let foreground = color(upper, in: colorMode)
        let background = lower.map { color($0, in: colorMode) } ?? .default
        return Cell(grapheme: upperHalfBlock, style: Style(foreground: foreground, background: background))
    }

    private static func color(_ pixel: (UInt8, UInt8, UInt8), in colorMode: ColorMode) -> Color {
        switch colorMode {
        case .trueColor, .monochrome: .rgb(pixel.0, pixel.1, pixel.2)
        case .palette256: .indexed(PaletteMatcher.nearestPalette256Index(red: pixel.0, green: pixel.1, blue: pixel.2))
        case .ansi16: .indexed(PaletteMatcher.nearestANSIIndex(red: pixel.0, green: pixel.1, blue: pixel.2))
        }
    }
}
