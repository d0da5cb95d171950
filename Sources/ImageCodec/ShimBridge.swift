import CImageCodecShim
import Foundation

/// Translation between the C shim's status codes and buffers and this library's Swift types.
///
/// Stateless; safe to use from any thread.
enum ShimBridge {
    /// The error for a failed shim call, with the library's diagnosis (`detail`) reduced to
    /// printable text so that no stray input bytes reach logs.
    static func error(_ status: icx_status, format: ImageFormat, encoding: Bool, detail: String) -> ImageCodecError {
        let detail = String(String.UnicodeScalarView(detail.unicodeScalars.filter { (0x20...0x7E).contains($0.value) }).prefix(160))
        let verb = encoding ? "encode" : "decode"
        switch status {
        case ICX_TRUNCATED:
            return ImageCodecError(
                .truncated,
                "The \(format) data ends before the image is complete (\(detail)). The file was probably cut off while downloading or copying; fetch it again."
            )
        case ICX_UNSUPPORTED:
            return ImageCodecError(.unsupported, "Cannot \(verb) this \(format): \(detail). Convert it to a baseline 8-bit \(format) first.")
        case ICX_TOO_LARGE:
            return ImageCodecError(.tooLarge, "The \(format) is too large to \(verb): \(detail).")
        case ICX_OUT_OF_MEMORY:
            return ImageCodecError(.tooLarge, "Ran out of memory trying to \(verb) the \(format) (\(detail)).")
        default:
            return encoding
                ? ImageCodecError(.unsupported, "The \(format) encoder rejected the image: \(detail).")
                : ImageCodecError(.corrupt, "The \(format) data is damaged and cannot be decoded: \(detail).")
        }
    }

    /// The error for a decoder object that could not even be created.
    static func creationFailed(_ format: ImageFormat) -> ImageCodecError {
        ImageCodecError(.tooLarge, "Ran out of memory creating a \(format) decoder.")
    }

    /// Runs a shim encoder and takes ownership of the malloc'd bytes it returns.
    static func encode(
        _ format: ImageFormat,
        _ call: (
            _ output: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
            _ outputSize: UnsafeMutablePointer<Int>,
            _ message: UnsafeMutablePointer<CChar>
        ) -> icx_status
    ) throws(ImageCodecError) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: Int(ICX_MESSAGE_CAPACITY))
        let (status, detail) = message.withUnsafeMutableBufferPointer { buffer in
            let status = call(&output, &outputSize, buffer.baseAddress!)
            return (status, String(cString: buffer.baseAddress!))
        }
        guard status == ICX_OK, let output else {
            throw error(status, format: format, encoding: true, detail: detail)
        }
        return Data(bytesNoCopy: output, count: outputSize, deallocator: .custom { bytes, _ in icx_free(bytes) })
    }
}
