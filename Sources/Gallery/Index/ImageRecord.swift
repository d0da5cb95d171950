/// One image of the index: its metadata, counts and where its pixels come from.
struct ImageRecord: Sendable, Hashable {
    var id: Int64
    var source: ImageSource
    var type: ImageType
    var category: ImageCategory
    /// Lower-case tags, most significant first.
    var tags: [String]
    /// Dominant colours, for the `colors` filter.
    var colors: [ImageColor]
    var width: Int
    var height: Int
    /// Size of the original file in bytes.
    var byteSize: Int
    var views: Int
    var downloads: Int
    var collections: Int
    var likes: Int
    var comments: Int
    var userID: Int
    var user: String
    /// Creation time, seconds since 1970.
    var created: Int64
    var editorsChoice: Bool
    /// False for images that `safesearch=true` hides.
    var isSafe: Bool
    /// Identifies the content version (file modification time and size, or the generator version):
    /// re-indexing compares it, and it is part of every rendition's ETag.
    var stamp: String

    /// The score `order=popular` sorts by.
    var popularity: Int { likes * 20 + downloads * 2 + views / 10 }
}
