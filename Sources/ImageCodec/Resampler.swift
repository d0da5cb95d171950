/// Separable image resampling on contiguous buffers: area averaging (a box filter weighted by
/// exact pixel overlap) along an axis that shrinks, bilinear interpolation along one that grows.
/// Alpha images are resampled premultiplied, so transparent pixels do not bleed their colour.
///
/// Stateless; safe to use from any thread.
enum Resampler {
    /// For each output position along one axis, the contributing source positions
    /// (`starts[i] ..< starts[i] + taps`) and their weights (`weights[i * taps + tap]`, summing to 1).
    struct AxisWeights {
        let taps: Int
        private(set) var starts: [Int]
        private(set) var weights: [Float]

        init(from source: Int, to target: Int) {
            let scale = Double(source) / Double(target)
            let shrinking = target < source
            taps = source == target ? 1 : min(source, shrinking ? Int(scale.rounded(.up)) + 1 : 2)
            starts = [Int](repeating: 0, count: target)
            weights = [Float](repeating: 0, count: target * taps)
            for index in 0..<target {
                // Shrinking: output pixel `index` covers source interval [low, high).
                // Growing: it samples the source at `center` (pixel centres at integer + 0.5).
                let low = Double(index) * scale
                let high = min(Double(source), Double(index + 1) * scale)
                let center = min(max((Double(index) + 0.5) * scale - 0.5, 0), Double(source - 1))
                let start = min(Int(shrinking ? low : center), source - taps)
                starts[index] = start
                var total = 0.0
                for tap in 0..<taps {
                    let position = Double(start + tap)
                    let weight = shrinking
                        ? max(0, min(high, position + 1) - max(low, position))
                        : max(0, 1 - abs(position - center))
                    weights[index * taps + tap] = Float(weight)
                    total += weight
                }
                for tap in 0..<taps {
                    weights[index * taps + tap] /= Float(total)
                }
            }
        }

        /// Runs `body` with direct access to ``starts`` and ``weights``, for the inner loops.
        func withBuffers<Result>(_ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Float>) -> Result) -> Result {
            starts.withUnsafeBufferPointer { starts in weights.withUnsafeBufferPointer { body(starts, $0) } }
        }
    }

    /// `image` resampled to `size` (both dimensions at least 1).
    static func resize(_ image: Image, to size: ImageSize) -> Image {
        guard image.size != size else { return image }
        let columns = AxisWeights(from: image.width, to: size.width)
        let rows = AxisWeights(from: image.height, to: size.height)
        let channels = image.pixelFormat.bytesPerPixel
        let hasAlpha = image.pixelFormat == .rgba

        // Pass 1: rows keep their count, columns change. Each source row is first widened to
        // four float lanes (RGB gets alpha 255; RGBA is premultiplied), so the taps only multiply-add.
        var intermediate = [SIMD4<Float>](repeating: .zero, count: image.height * size.width)
        var widened = [SIMD4<Float>](repeating: .zero, count: image.width)
        image.pixels.withUnsafeBufferPointer { source in
            intermediate.withUnsafeMutableBufferPointer { target in
                widened.withUnsafeMutableBufferPointer { row in
                    columns.withBuffers { starts, weights in
                        for y in 0..<image.height {
                            for x in 0..<image.width {
                                let index = (y &* image.width &+ x) &* channels
                                let pixel = SIMD4<Float>(
                                    Float(source[index]), Float(source[index &+ 1]), Float(source[index &+ 2]),
                                    hasAlpha ? Float(source[index &+ 3]) : 255
                                )
                                row[x] = hasAlpha ? pixel * SIMD4(pixel[3] / 255, pixel[3] / 255, pixel[3] / 255, 1) : pixel
                            }
                            for x in 0..<size.width {
                                var sum = SIMD4<Float>.zero
                                let first = x &* columns.taps
                                for tap in 0..<columns.taps {
                                    sum += row[starts[x] &+ tap] * weights[first &+ tap]
                                }
                                target[y &* size.width &+ x] = sum
                            }
                        }
                    }
                }
            }
        }

        // Pass 2: columns are final, rows change; accumulate whole rows for cache locality.
        let byteCount = size.width * size.height * channels
        var accumulator = [SIMD4<Float>](repeating: .zero, count: size.width)
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { target, count in
            intermediate.withUnsafeBufferPointer { source in
                accumulator.withUnsafeMutableBufferPointer { sums in
                    rows.withBuffers { starts, weights in
                        for y in 0..<size.height {
                            sums.update(repeating: .zero)
                            for tap in 0..<rows.taps {
                                let weight = weights[y &* rows.taps &+ tap]
                                let sourceRow = (starts[y] &+ tap) &* size.width
                                for x in 0..<size.width {
                                    sums[x] += source[sourceRow &+ x] * weight
                                }
                            }
                            for x in 0..<size.width {
                                var value = sums[x]
                                if hasAlpha {
                                    let alpha = value[3] / 255
                                    value = alpha > 0 ? value / SIMD4(alpha, alpha, alpha, 1) : .zero
                                }
                                // Values are non-negative, so adding 0.5 and truncating rounds.
                                let rounded = value + 0.5
                                let index = (y &* size.width &+ x) &* channels
                                target[index] = UInt8(min(rounded.x, 255))
                                target[index &+ 1] = UInt8(min(rounded.y, 255))
                                target[index &+ 2] = UInt8(min(rounded.z, 255))
                                if hasAlpha { target[index &+ 3] = UInt8(min(rounded.w, 255)) }
                            }
                        }
                    }
                }
            }
            count = byteCount
        }
        return Image(width: size.width, height: size.height, pixelFormat: image.pixelFormat, pixels: pixels)
    }
}
