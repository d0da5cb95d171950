extension Image {
    /// The image turned upright according to `orientation`; width and height are exchanged
    /// for the quarter-turn orientations.
    ///
    /// Pure function of its inputs; safe to call from any thread.
    public func applying(_ orientation: ExifOrientation) -> Image {
        guard orientation != .up else { return self }
        // Each orientation maps the output pixel (x, y) to source pixel index
        // base + x * stepX + y * stepY, so one loop serves all eight.
        let (w, h) = (width, height)
        let (base, stepX, stepY) =
            switch orientation {
            case .up: (0, 1, w)
            case .upMirrored: (w - 1, -1, w)
            case .down: ((h - 1) * w + w - 1, -1, -w)
            case .downMirrored: ((h - 1) * w, 1, -w)
            case .leftMirrored: (0, w, 1)
            case .right: ((h - 1) * w, -w, 1)
            case .rightMirrored: ((h - 1) * w + w - 1, -w, -1)
            case .left: (w - 1, w, -1)
            }
        let output = orientation.swapsDimensions ? size.transposed : size
        let channels = pixelFormat.bytesPerPixel
        let turned = [UInt8](unsafeUninitializedCapacity: pixels.count) { target, count in
            pixels.withUnsafeBufferPointer { source in
                var targetIndex = 0
                for y in 0..<output.height {
                    var sourcePixel = base + y * stepY
                    for _ in 0..<output.width {
                        let sourceIndex = sourcePixel * channels
                        for channel in 0..<channels {
                            target[targetIndex + channel] = source[sourceIndex + channel]
                        }
                        targetIndex += channels
                        sourcePixel += stepX
                    }
                }
            }
            count = pixels.count
        }
        return Image(width: output.width, height: output.height, pixelFormat: pixelFormat, pixels: turned)
    }
}
