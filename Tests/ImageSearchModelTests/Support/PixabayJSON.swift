import Foundation

/// Pixabay search answers for tests, built as JSON objects so that a test can drop, change or
/// add any key.
enum PixabayJSON {
    /// A complete `hits` element for image `id`, as Pixabay sends it (with keys the model ignores).
    static func hit(id: UInt64) -> [String: Any] {
        [
            "id": id,
            "pageURL": "https://pixabay.com/photos/mountain-\(id)/",
            "type": "photo",
            "tags": "mountain, landscape, nature",
            "previewURL": "https://cdn.pixabay.com/photo/\(id)_150.jpg",
            "previewWidth": 150,
            "previewHeight": 100,
            "webformatURL": "https://pixabay.com/get/\(id)_640.jpg",
            "webformatWidth": 640,
            "webformatHeight": 427,
            "largeImageURL": "https://pixabay.com/get/\(id)_1280.jpg",
            "imageWidth": 4000,
            "imageHeight": 2667,
            "imageSize": 1_234_567,
            "views": 123_456_789,
            "downloads": 98_765,
            "collections": 12,
            "likes": 432,
            "comments": 21,
            "user_id": 42,
            "user": "someone",
            "userImageURL": "https://cdn.pixabay.com/user/42_250.jpg",
        ]
    }

    /// `{"total", "totalHits", "hits"}` with `total` a little above `totalHits`, as Pixabay does.
    static func page(totalHits: Int64, hits: [[String: Any]]) -> [String: Any] {
        ["total": totalHits + 7, "totalHits": totalHits, "hits": hits]
    }

    /// A page of `count` complete hits numbered from `firstID`.
    static func page(totalHits: Int64, count: Int, firstID: UInt64 = 1) -> [String: Any] {
        page(totalHits: totalHits, hits: (0..<UInt64(count)).map { hit(id: firstID + $0) })
    }

    /// `object` as JSON bytes.
    static func data(_ object: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}
