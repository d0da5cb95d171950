// ImageCodec alone: a gradient encoded as PNG and JPEG, decoded back, and scaled down.
import ImageCodec

let width = 64, height = 32
var pixels: [UInt8] = []
for y in 0..<height {
    for x in 0..<width {
        pixels += [UInt8(x * 4), UInt8(y * 8), 128]
    }
}
let gradient = Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
let png = try PNGEncoder().encode(gradient)
let jpeg = try JPEGEncoder(quality: 85).encode(gradient)
let decoded = try ImageDecoder().decode(png)
let thumbnail = decoded.resized(to: ImageSize(width: 16, height: 8))
print("PNG \(png.count) bytes, JPEG \(jpeg.count) bytes, decoded \(decoded.width)×\(decoded.height), thumbnail \(thumbnail.width)×\(thumbnail.height)")
