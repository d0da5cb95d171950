import Foundation
import ImageCodec
import TestSupport

/// A Pixabay-compatible server of three pictures for saving them end to end: its search answers
/// point `largeImageURL` at itself, and each large picture is answered as the test's `large` says
/// — whole, cut short, or stalled. Previews and web-format pictures are small grey JPEGs.
final class PictureServer: Sendable {
    /// How the large pictures are answered.
    enum Large: Sendable {
        /// The whole picture.
        case whole
        /// The head declaring the picture, a tenth of it, then the connection closed.
        case cutShort
        /// The head and a tenth of the picture, then nothing, the connection kept open.
        case stalled
    }

    /// The large picture of image `id`: a JPEG of 400 × 300 whose content depends on `id`.
    static func largePicture(id: Int) -> Data {
        let pixels = (0..<(400 * 300)).flatMap { index in [UInt8(truncatingIfNeeded: index &* id), UInt8(truncatingIfNeeded: index >> 4), UInt8(id * 40)] }
        return try! JPEGEncoder().encode(Image(width: 400, height: 300, pixelFormat: .rgb, pixels: pixels))
    }

    /// A small grey JPEG for previews and the detail screen.
    static let smallPicture = try! JPEGEncoder().encode(Image(width: 64, height: 48, pixelFormat: .rgb, pixels: Array(repeating: 128, count: 64 * 48 * 3)))

    private let server: StubHTTPServer

    /// `http://127.0.0.1:PORT`.
    var baseURL: String { server.baseURL.absoluteString }

    /// A server answering the large pictures as `large` says.
    init(large: Large = .whole) throws {
        server = try StubHTTPServer { request in
            let base = "http://" + (request.header("Host") ?? "127.0.0.1")
            let parts = request.path.split(separator: "/")
            switch (parts.first, parts.count) {
            case ("api", _):
                return .answer(headers: ["Content-Type": "application/json"], body: Self.searchAnswer(base: base))
            case ("large", 2):
                let picture = Self.largePicture(id: Int(parts[1].prefix { $0.isNumber }) ?? 1)
                switch large {
                case .whole: return .answer(headers: ["Content-Type": "image/jpeg"], body: picture)
                case .cutShort: return .truncated(headers: ["Content-Type": "image/jpeg"], body: picture, after: picture.count / 10)
                case .stalled: return .stall(headers: ["Content-Type": "image/jpeg"], body: picture, after: picture.count / 10)
                }
            case ("small", _):
                return .answer(headers: ["Content-Type": "image/jpeg"], body: Self.smallPicture)
            default:
                return .answer(status: 404, text: "no such thing")
            }
        }
    }

    /// One page of images 1…3, tagged "lake, blue sky" (and their number), linking to `base`.
    private static func searchAnswer(base: String) -> Data {
        let hits = (1...3).map { id in
            """
            {"id":\(id),"pageURL":"\(base)/photos/lake-\(id)/","tags":"lake, blue sky, number \(id)","previewURL":"\(base)/small/p\(id).jpg",\
            "previewWidth":64,"previewHeight":48,"webformatURL":"\(base)/small/w\(id).jpg","webformatWidth":64,"webformatHeight":48,\
            "largeImageURL":"\(base)/large/\(id).jpg","imageWidth":400,"imageHeight":300,"views":1,"downloads":2,"likes":3,"user":"someone"}
            """
        }
        return Data(#"{"total":3,"totalHits":3,"hits":[\#(hits.joined(separator: ","))]}"#.utf8)
    }
}
