/// One image of a search result, as the Pixabay API describes it (a `hits` element).
public struct ImageEntity: Sendable, Hashable, Identifiable {
    /// Pixabay's id of the image (`id`).
    public let id: UInt64
    /// The image's page on the website (`pageURL`).
    public let pageURL: String
    /// The original picture's width in pixels (`imageWidth`).
    public let pageImageWidth: Int
    /// The original picture's height in pixels (`imageHeight`).
    public let pageImageHeight: Int
    /// The small preview, at most 150 pixels on its longer side (`previewURL`).
    public let previewURL: String
    /// The preview's width in pixels (`previewWidth`).
    public let previewWidth: Int
    /// The preview's height in pixels (`previewHeight`).
    public let previewHeight: Int
    /// The larger image for the detail screen, at most 640 pixels on its longer side
    /// (`webformatURL`).
    public let imageURL: String
    /// The larger image's width in pixels (`webformatWidth`).
    public let imageWidth: Int
    /// The larger image's height in pixels (`webformatHeight`).
    public let imageHeight: Int
    /// How many times the image was viewed (`views`).
    public let viewCount: Int64
    /// How many times it was downloaded (`downloads`).
    public let downloadCount: Int64
    /// How many users liked it (`likes`).
    public let likeCount: Int64
    /// The tags, each trimmed (`tags`, comma-separated; empty when missing).
    public let tags: [String]
    /// The name of the user who uploaded the image (`user`).
    public let username: String
    /// The image at most 1,280 pixels on its longer side (`largeImageURL`), when the server
    /// gives it.
    public let largeImageURL: String?
    /// The image at most 1,920 pixels on its longer side (`fullHDURL`; Pixabay gives it to keys
    /// with full API access only).
    public let fullHDURL: String?
    /// The original picture (`imageURL`; Pixabay gives it to keys with full API access only).
    public let originalImageURL: String?

    /// An entity with every field given; the larger sizes default to none.
    public init(
        id: UInt64, pageURL: String, pageImageWidth: Int, pageImageHeight: Int,
        previewURL: String, previewWidth: Int, previewHeight: Int,
        imageURL: String, imageWidth: Int, imageHeight: Int,
        viewCount: Int64, downloadCount: Int64, likeCount: Int64, tags: [String], username: String,
        largeImageURL: String? = nil, fullHDURL: String? = nil, originalImageURL: String? = nil
    ) {
        self.id = id
        self.pageURL = pageURL
        self.pageImageWidth = pageImageWidth
        self.pageImageHeight = pageImageHeight
        self.previewURL = previewURL
        self.previewWidth = previewWidth
        self.previewHeight = previewHeight
        self.imageURL = imageURL
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.viewCount = viewCount
        self.downloadCount = downloadCount
        self.likeCount = likeCount
        self.tags = tags
        self.username = username
        self.largeImageURL = largeImageURL
        self.fullHDURL = fullHDURL
        self.originalImageURL = originalImageURL
    }
}
