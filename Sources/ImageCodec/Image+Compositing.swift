extension Image {
    /// The image blended onto an opaque `background`, as RGB; RGB images are returned unchanged.
    ///
    /// Pure function of its inputs; safe to call from any thread.
    public func composited(onto background: RGBColor) -> Image {
        guard pixelFormat == .rgba else { return self }
        let pixelCount = width * height
        let backdrop = [UInt32(background.red), UInt32(background.green), UInt32(background.blue)]
        let blended = [UInt8](unsafeUninitializedCapacity: pixelCount * 3) { target, count in
            pixels.withUnsafeBufferPointer { source in
                for pixel in 0..<pixelCount {
                    let alpha = UInt32(source[pixel * 4 + 3])
                    for channel in 0..<3 {
                        let value = UInt32(source[pixel * 4 + channel]) * alpha + backdrop[channel] * (255 - alpha)
                        target[pixel * 3 + channel] = UInt8((value + 127) / 255)
                    }
                }
            }
            count = pixelCount * 3
        }
        return Image(width: width, height: height, pixelFormat: .rgb, pixels: blended)
    }
}
