import ImageCodec
import ImageSearchModel

/// Images of search results, made up for the tests.
enum SampleImages {
    /// An image entity whose fields all derive from `id` (the tags too, unless given), so that
    /// each test can tell them apart; the counts are large enough to show digit grouping.
    static func entity(id: UInt64, tags: [String]? = nil) -> ImageEntity {
        ImageEntity(
            id: id,
            pageURL: "https://pixabay.example/photos/\(id)/",
            pageImageWidth: 1000 + Int(id),
            pageImageHeight: 2000 + Int(id),
            previewURL: "https://cdn.pixabay.example/preview/\(id).jpg",
            previewWidth: 150,
            previewHeight: 100,
            imageURL: "https://cdn.pixabay.example/webformat/\(id).jpg",
            imageWidth: 640,
            imageHeight: 427,
            viewCount: 123_456_789,
            downloadCount: 9_876_543,
            likeCount: 1_234,
            tags: tags ?? ["mountain", "lake \(id)"],
            username: "photographer\(id)"
        )
    }

    /// Entities with the ids `ids`.
    static func entities(_ ids: ClosedRange<UInt64>) -> [ImageEntity] {
        ids.map { entity(id: $0) }
    }

    /// A decoded picture of one pixel whose red channel is `shade`, so that pictures differ.
    static func picture(shade: UInt8 = 0) -> Image {
        Image(width: 1, height: 1, pixelFormat: .rgb, pixels: [shade, 0, 0])
    }
}
