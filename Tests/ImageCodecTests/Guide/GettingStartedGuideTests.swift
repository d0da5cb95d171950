// The functions of ImageCodec's getting-started article (ImageCodec.docc/GettingStarted.md),
// verbatim, followed by tests that run them. Keep the two in step.
import Foundation
import ImageCodec
import Testing

// MARK: - Guide example

/// A JPEG preview of a JPEG or PNG picture: at most `bounds`, upright, transparent parts on
/// white.
func makePreview(of picture: Data, fitting bounds: ImageSize) throws(ImageCodecError) -> Data {
    let options = DecodingOptions(maximumSize: bounds, alpha: .composite(onto: .white))
    let thumbnail = try ImageDecoder().decode(picture, options: options)
    return try JPEGEncoder(quality: 80).encode(thumbnail)
}

/// A horizontal gradient from black to red, `width` × `height` pixels.
func makeGradient(width: Int, height: Int) -> Image {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * PixelFormat.rgb.bytesPerPixel)
    for _ in 0..<height {
        for x in 0..<width {
            pixels += [UInt8(x * 255 / max(width - 1, 1)), 0, 0]
        }
    }
    return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
}

/// The gradient as a PNG, and a small copy of it as a JPEG.
func encodeGradient() throws(ImageCodecError) -> (png: Data, smallJPEG: Data) {
    let gradient = makeGradient(width: 640, height: 427)
    let small = gradient.resized(toFit: ImageSize(width: 150, height: 150))   // 150 × 100
    return (try PNGEncoder().encode(gradient), try JPEGEncoder().encode(small))
}

/// What to show for a downloaded picture: the size of its preview, or why there is none.
func previewSummary(of picture: Data) -> String {
    var limits = DecodingLimits.standard
    limits.maximumDimension = 4096
    do {
        let preview = try ImageDecoder(limits: limits)
            .decode(picture, options: DecodingOptions(maximumSize: ImageSize(width: 150, height: 150)))
        return "preview \(preview.size)"
    } catch {
        switch error.kind {
        case .truncated: return "the download was cut short: fetch it again"
        case .tooLarge: return "the picture is too large to show"
        case .notAnImage, .unsupported, .corrupt, .io: return error.message
        }
    }
}

// MARK: - Tests of the example

@Suite("ImageCodec's getting-started article")
struct GettingStartedGuideTests {
    @Test("the gradient goes from black on the left to red on the right")
    func gradient() {
        let gradient = makeGradient(width: 640, height: 427)
        #expect(gradient.size == ImageSize(width: 640, height: 427))
        #expect(gradient.pixel(x: 0, y: 0) == [0, 0, 0])
        #expect(gradient.pixel(x: 639, y: 426) == [255, 0, 0])
    }

    @Test("the gradient encodes as a PNG that decodes to the same pixels, and as a 150 × 100 JPEG")
    func encodes() throws {
        let (png, smallJPEG) = try encodeGradient()
        #expect(ImageFormat.detect(png) == .png)
        #expect(try ImageDecoder().decode(png) == makeGradient(width: 640, height: 427))
        #expect(ImageFormat.detect(smallJPEG) == .jpeg)
        #expect(try ImageDecoder().decode(smallJPEG).size == ImageSize(width: 150, height: 100))
    }

    @Test("a preview fits its bounds, keeps the aspect ratio and is a JPEG, from a PNG with transparency too")
    func preview() throws {
        let (png, _) = try encodeGradient()
        let preview = try makePreview(of: png, fitting: ImageSize(width: 64, height: 64))
        #expect(ImageFormat.detect(preview) == .jpeg)
        #expect(try ImageDecoder().decode(preview).size == ImageSize(width: 64, height: 43))

        let transparent = Image(width: 2, height: 2, pixelFormat: .rgba, pixels: [UInt8](repeating: 0, count: 16))
        let onWhite = try ImageDecoder().decode(makePreview(of: PNGEncoder().encode(transparent), fitting: ImageSize(width: 8, height: 8)))
        #expect(onWhite.pixelFormat == .rgb)
        #expect(onWhite.pixel(x: 0, y: 0).allSatisfy { $0 > 250 })
    }

    @Test("the summary gives the preview's size, or what to do about a cut download, a huge picture or bytes that are no picture")
    func summary() throws {
        let (png, smallJPEG) = try encodeGradient()
        #expect(previewSummary(of: png) == "preview 150x100")
        #expect(previewSummary(of: smallJPEG.prefix(smallJPEG.count / 2)) == "the download was cut short: fetch it again")
        let wide = try PNGEncoder().encode(Image(width: 5000, height: 1, pixelFormat: .rgb, pixels: [UInt8](repeating: 9, count: 15_000)))
        #expect(previewSummary(of: wide) == "the picture is too large to show")
        let text = Data("<html>not found</html>".utf8)
        let refusal = #expect(throws: ImageCodecError.self) { try ImageDecoder().decode(text) }
        #expect(refusal?.kind == .notAnImage)
        #expect(previewSummary(of: text) == refusal?.message)
    }
}
