import CImageCodecShim
import Foundation

/// Encodes images as JFIF JPEG with libjpeg-turbo: YCbCr with 4:2:0 chroma subsampling and the
/// standard quantisation tables scaled by ``quality``.
///
/// A plain value; one encoder may be used from many threads at once.
public struct JPEGEncoder: Sendable {
    /// Colour models the shim can write; all but ``rgb`` and ``gray`` exist to let tests build
    /// the CMYK files that print workflows produce.
    enum ColorModel {
        case gray
        case rgb
        case cmyk
        case ycck

        var shimValue: Int32 {
            let model =
                switch self {
                case .gray: ICX_MODEL_GRAY
                case .rgb: ICX_MODEL_RGB
                case .cmyk: ICX_MODEL_CMYK
                case .ycck: ICX_MODEL_YCCK
                }
            return Int32(model.rawValue)
        }

        var components: Int {
            switch self {
            case .gray: 1
            case .rgb: 3
            case .cmyk, .ycck: 4
            }
        }
    }

    /// libjpeg quality, 1 (smallest) to 100 (best); values outside are clamped. 85 suits photos.
    public var quality: Int
    /// Whether to write a progressive JPEG (renders coarse-to-fine while loading, often smaller).
    public var isProgressive: Bool
    /// Whether to write a single-channel grayscale JPEG.
    public var isGrayscale: Bool
    /// The colour transparent pixels of RGBA images are blended onto (JPEG has no alpha).
    public var background: RGBColor

    /// Creates an encoder.
    public init(quality: Int = 85, isProgressive: Bool = false, isGrayscale: Bool = false, background: RGBColor = .white) {
        self.quality = quality
        self.isProgressive = isProgressive
        self.isGrayscale = isGrayscale
        self.background = background
    }

    /// The JPEG file for `image`.
    public func encode(_ image: Image) throws(ImageCodecError) -> Data {
        let opaque = image.composited(onto: background)
        return try encode(
            pixels: opaque.pixels, size: opaque.size, input: .rgb, output: isGrayscale ? .gray : .rgb
        )
    }

    /// Encodes raw `pixels` laid out in `input` (`size.width * input.components` bytes per row),
    /// stored in the file as `output`.
    func encode(pixels: [UInt8], size: ImageSize, input: ColorModel, output: ColorModel) throws(ImageCodecError) -> Data {
        try pixels.withUnsafeBufferPointer { (buffer) throws(ImageCodecError) -> Data in
            try ShimBridge.encode(.jpeg) { data, count, message in
                icx_jpeg_encode(
                    buffer.baseAddress, UInt32(size.width), UInt32(size.height), size.width * input.components,
                    input.shimValue, output.shimValue, Int32(min(max(quality, 1), 100)), isProgressive ? 1 : 0,
                    data, count, message
                )
            }
        }
    }
}
