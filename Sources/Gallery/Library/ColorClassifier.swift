import ImageCodec

/// Names the colours of a small thumbnail in Pixabay's `colors` vocabulary, from its average hue,
/// saturation and brightness, plus `transparent` when any pixel is see-through.
enum ColorClassifier {
    static func colors(of image: Image) -> [ImageColor] {
        let channels = image.pixelFormat.bytesPerPixel
        var sums = (0.0, 0.0, 0.0)
        var transparent = false
        var neutral = true
        image.pixels.withUnsafeBufferPointer { pixels in
            for start in stride(from: 0, to: pixels.count, by: channels) {
                let (r, g, b) = (Double(pixels[start]), Double(pixels[start + 1]), Double(pixels[start + 2]))
                sums = (sums.0 + r, sums.1 + g, sums.2 + b)
                if max(r, g, b) - min(r, g, b) > 24 { neutral = false }
                if channels == 4 && pixels[start + 3] < 250 { transparent = true }
            }
        }
        let count = Double(max(image.width * image.height, 1)) * 255
        let (red, green, blue) = (sums.0 / count, sums.1 / count, sums.2 / count)
        var result: [ImageColor] = neutral ? [.grayscale] : []
        let brightest = max(red, green, blue)
        let chroma = brightest - min(red, green, blue)
        if chroma < 0.12 || neutral {
            result.append(brightest > 0.85 ? .white : brightest < 0.2 ? .black : .gray)
        } else {
            result.append(hueName(red: red, green: green, blue: blue, brightest: brightest, chroma: chroma))
        }
        if transparent { result.append(.transparent) }
        return result
    }

    private static func hueName(red: Double, green: Double, blue: Double, brightest: Double, chroma: Double) -> ImageColor {
        var hue: Double
        if brightest == red { hue = 60 * ((green - blue) / chroma) }
        else if brightest == green { hue = 60 * ((blue - red) / chroma + 2) }
        else { hue = 60 * ((red - green) / chroma + 4) }
        if hue < 0 { hue += 360 }
        switch hue {
        case ..<15, 345...: return brightest < 0.45 ? .brown : .red
        case ..<45: return brightest < 0.55 ? .brown : .orange
        case ..<70: return .yellow
        case ..<160: return .green
        case ..<200: return .turquoise
        case ..<250: return .blue
        case ..<290: return .lilac
        default: return .pink
        }
    }
}
