import ImageCodec
import TestSupport

/// `count` distinct colours drawn at random from `seed`. With `onPercentGrid`, every channel is
/// one of the 101 values that sixel's percentage colour registers hold exactly.
func distinctRandomColors(_ count: Int, onPercentGrid: Bool, seed: UInt64) -> [RGBColor] {
    var generator = SeededGenerator(seed: seed)
    func channel() -> UInt8 {
        onPercentGrid ? UInt8((Int.random(in: 0...100, using: &generator) * 255 + 50) / 100) : UInt8.random(in: 0...255, using: &generator)
    }
    var colors: [RGBColor] = []
    var seen: Set<RGBColor> = []
    while colors.count < count {
        let color = RGBColor(red: channel(), green: channel(), blue: channel())
        if seen.insert(color).inserted {
            colors.append(color)
        }
    }
    return colors
}

/// An RGB picture whose pixels use every colour of `palette` (given `width × height` is at least
/// the palette's size), the rest picked at random from it.
func pictureUsing(_ palette: [RGBColor], width: Int, height: Int, seed: UInt64 = 7) -> Image {
    var generator = SeededGenerator(seed: seed)
    let pixels = (0..<width * height).flatMap { pixel in
        let color = pixel < palette.count ? palette[pixel] : palette.randomElement(using: &generator) ?? .black
        return [color.red, color.green, color.blue]
    }
    return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
}

/// `image` as RGBA with the alpha of each pixel given by `alpha(x, y)`.
func withAlpha(_ image: Image, _ alpha: (Int, Int) -> UInt8) -> Image {
    var pixels: [UInt8] = []
    for y in 0..<image.height {
        for x in 0..<image.width {
            pixels += image.pixel(x: x, y: y).prefix(3) + [alpha(x, y)]
        }
    }
    return Image(width: image.width, height: image.height, pixelFormat: .rgba, pixels: pixels)
}
