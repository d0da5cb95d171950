import ImageCodec

/// How well a screenshot shows a picture: the mean absolute error per channel (0–255) between
/// the picture and the screenshot's pixels under it, at the best of the places near where it
/// should be. 0 is the picture itself; on fine-detail pictures, half blocks score 60 and more,
/// and nothing drawn over 100.
struct PictureMatch: CustomStringConvertible {
    /// The picture's top-left corner in the screenshot where it matched best.
    let x: Int, y: Int
    /// The mean absolute error per channel there.
    let error: Double

    /// The best match of `picture` in `screenshot` with its top-left corner at most `radius`
    /// pixels from (`x`, `y`) in each direction (a place that would take it off the screenshot
    /// is not tried): found on every fourth pixel each way, then measured on every pixel.
    init(of picture: Image, in screenshot: Image, near x: Int, _ y: Int, radius: Int = 3) {
        var best: (x: Int, y: Int, error: Double)?
        for dy in -radius...radius {
            for dx in -radius...radius {
                let candidate = (x: x + dx, y: y + dy)
                guard candidate.x >= 0, candidate.y >= 0, candidate.x + picture.width <= screenshot.width,
                    candidate.y + picture.height <= screenshot.height
                else { continue }
                let error = Self.meanAbsoluteError(of: picture, in: screenshot, at: candidate.x, candidate.y, step: 4)
                if error < best?.error ?? .infinity { best = (candidate.x, candidate.y, error) }
            }
        }
        self.x = best?.x ?? x
        self.y = best?.y ?? y
        error = best.map { Self.meanAbsoluteError(of: picture, in: screenshot, at: $0.x, $0.y, step: 1) } ?? 255
    }

    /// "error 1.2 at (4, 44)".
    var description: String {
        "error \((error * 10).rounded() / 10) at (\(x), \(y))"
    }

    /// The mean absolute error per channel between `picture` and the screenshot's pixels with
    /// the picture's top-left corner at (`x`, `y`), on every `step`-th pixel each way.
    static func meanAbsoluteError(of picture: Image, in screenshot: Image, at x: Int, _ y: Int, step: Int) -> Double {
        let pictureChannels = picture.pixelFormat.bytesPerPixel
        let screenChannels = screenshot.pixelFormat.bytesPerPixel
        var total = 0
        var count = 0
        picture.pixels.withUnsafeBufferPointer { expected in
            screenshot.pixels.withUnsafeBufferPointer { shown in
                for row in stride(from: 0, to: picture.height, by: step) {
                    for column in stride(from: 0, to: picture.width, by: step) {
                        let from = (row * picture.width + column) * pictureChannels
                        let to = ((y + row) * screenshot.width + x + column) * screenChannels
                        for channel in 0..<3 {
                            total += abs(Int(expected[from + channel]) - Int(shown[to + channel]))
                        }
                        count += 3
                    }
                }
            }
        }
        return Double(total) / Double(max(count, 1))
    }

    /// The mean absolute difference per channel between the screenshot's pixels in the
    /// `width`×`height` rectangle at (`x`, `y`) and `color` (RGB): 0 when the area is plain.
    static func deviation(in screenshot: Image, x: Int, y: Int, width: Int, height: Int, from color: [UInt8]) -> Double {
        let plain = Image(width: width, height: height, pixelFormat: .rgb, pixels: Array([[UInt8]](repeating: color, count: width * height).joined()))
        return meanAbsoluteError(of: plain, in: screenshot, at: x, y, step: 1)
    }

    /// The colour most pixels of `screenshot` have: a terminal's background.
    static func commonestColor(in screenshot: Image) -> [UInt8] {
        let channels = screenshot.pixelFormat.bytesPerPixel
        var counts: [Int: Int] = [:]
        for start in stride(from: 0, to: screenshot.pixels.count, by: channels * 7) {
            let pixel = screenshot.pixels[start..<start + 3]
            counts[pixel.reduce(0) { $0 << 8 | Int($1) }, default: 0] += 1
        }
        let commonest = counts.max { $0.value < $1.value }?.key ?? 0
        return [UInt8(commonest >> 16), UInt8(commonest >> 8 & 0xFF), UInt8(commonest & 0xFF)]
    }
}
