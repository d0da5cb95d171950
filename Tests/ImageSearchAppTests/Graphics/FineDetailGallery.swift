import Foundation
import ImageCodec
import TestSupport

/// A Pixabay-compatible server (TestSupport's `StubHTTPServer`) whose every search finds
/// `count` images sharing one preview and one larger picture, both ``FineDetailPicture``s sent
/// as PNG (decoded without loss, so that what the terminal shows can be compared with them).
///
/// The preview is 3:2 and the larger picture 8:3, so that both are as wide as the areas they
/// are fitted into (a list row's 12×4 cells, the detail screen's full width): where they land
/// follows from the width alone. The preview's width, 216 pixels, is three times the 12
/// cells of a list row in xterm's 6-pixel-wide font and twice them in kitty's 9-pixel-wide one,
/// the larger picture's the same for the detail screen's 120 columns: with 6-pixel squares,
/// both terminals shrink them by whole factors that keep every square whole and sharp, the
/// finest detail they can show. Runs until released.
final class FineDetailGallery: Sendable {
    /// Every result's preview (`previewURL`).
    static let preview = FineDetailPicture.make(width: 216, height: 144, squareSize: 6, seed: 17)
    /// Every result's larger picture (`webformatURL`), shown on the detail screen.
    static let webformat = FineDetailPicture.make(width: 2_160, height: 810, squareSize: 6, seed: 1717)

    private let server: StubHTTPServer

    /// A server finding `count` images.
    init(count: Int = 20) throws {
        let search = try Self.searchAnswer(count: count)
        let previewPNG = try PNGEncoder().encode(Self.preview)
        let webformatPNG = try PNGEncoder().encode(Self.webformat)
        server = try StubHTTPServer { request in
            let host = request.header("Host") ?? "127.0.0.1"
            switch request.path {
            case "/preview.png": return .answer(headers: ["Content-Type": "image/png"], body: previewPNG)
            case "/webformat.png": return .answer(headers: ["Content-Type": "image/png"], body: webformatPNG)
            case "/api/": return .answer(headers: ["Content-Type": "application/json"], text: search.replacingOccurrences(of: "HOST", with: host))
            default: return .answer(status: 404, text: "not found")
            }
        }
    }

    /// The server's base URL, for `imagesearch --server`.
    var baseURL: URL { server.baseURL }

    /// The search answer, with `HOST` where the pictures' URLs name the server.
    private static func searchAnswer(count: Int) throws -> String {
        let hits: [[String: Any]] = (1...count).map { id in
            [
                "id": id, "pageURL": "http://HOST/photos/\(id)/", "type": "photo", "tags": "texture, squares, test",
                "previewURL": "http://HOST/preview.png", "previewWidth": preview.width, "previewHeight": preview.height,
                "webformatURL": "http://HOST/webformat.png", "webformatWidth": webformat.width, "webformatHeight": webformat.height,
                "largeImageURL": "http://HOST/webformat.png", "imageWidth": webformat.width, "imageHeight": webformat.height,
                "views": 1_000, "downloads": 100, "likes": 10, "user_id": 1, "user": "tester", "userImageURL": "",
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: ["total": count, "totalHits": count, "hits": hits], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
