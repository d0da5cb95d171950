import ImageCodec

/// Renders an RGB image by asking a shader for each pixel's colour.
///
/// Coordinates given to the shader are in 0...1 across and down (pixel centres), so one recipe
/// looks the same at every size.
enum Canvas {
    static func render(_ size: ImageSize, shader: (_ x: Double, _ y: Double) -> Color) -> Image {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 3)
        pixels.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            for row in 0..<size.height {
                let y = (Double(row) + 0.5) / Double(size.height)
                for column in 0..<size.width {
                    let color = shader((Double(column) + 0.5) / Double(size.width), y)
                    buffer[offset] = channel(color.red)
                    buffer[offset + 1] = channel(color.green)
                    buffer[offset + 2] = channel(color.blue)
                    offset += 3
                }
            }
        }
        return Image(width: size.width, height: size.height, pixelFormat: .rgb, pixels: pixels)
    }

    private static func channel(_ value: Double) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }
}
