import Foundation

extension ImageEntity: Decodable {
    /// The Pixabay keys of a `hits` element.
    private enum CodingKeys: String, CodingKey {
        case id, pageURL, imageWidth, imageHeight
        case previewURL, previewWidth, previewHeight
        case webformatURL, webformatWidth, webformatHeight
        case views, downloads, likes, tags, user
        case largeImageURL, fullHDURL, originalImageURL = "imageURL"
    }

    /// Decodes a `hits` element of a Pixabay answer. Every key but `tags` and the larger sizes'
    /// URLs (`largeImageURL`, `fullHDURL`, `imageURL`) is required and must have its type (`id` a
    /// non-negative integer, counts integers, URLs and `user` strings); a larger size's URL that
    /// is missing, null or not a string counts as not offered; other keys are ignored. `tags` is split on commas, each piece trimmed of white space,
    /// empty pieces dropped; a missing or null `tags` is no tags. Strings are kept exactly as the
    /// server sent them, control characters included: whoever draws them sanitises them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UInt64.self, forKey: .id),
            pageURL: try container.decode(String.self, forKey: .pageURL),
            pageImageWidth: try container.decode(Int.self, forKey: .imageWidth),
            pageImageHeight: try container.decode(Int.self, forKey: .imageHeight),
            previewURL: try container.decode(String.self, forKey: .previewURL),
            previewWidth: try container.decode(Int.self, forKey: .previewWidth),
            previewHeight: try container.decode(Int.self, forKey: .previewHeight),
            imageURL: try container.decode(String.self, forKey: .webformatURL),
            imageWidth: try container.decode(Int.self, forKey: .webformatWidth),
            imageHeight: try container.decode(Int.self, forKey: .webformatHeight),
            viewCount: try container.decode(Int64.self, forKey: .views),
            downloadCount: try container.decode(Int64.self, forKey: .downloads),
            likeCount: try container.decode(Int64.self, forKey: .likes),
            tags: Self.tags(from: try container.decodeIfPresent(String.self, forKey: .tags)),
            username: try container.decode(String.self, forKey: .user),
            largeImageURL: try? container.decodeIfPresent(String.self, forKey: .largeImageURL),
            fullHDURL: try? container.decodeIfPresent(String.self, forKey: .fullHDURL),
            originalImageURL: try? container.decodeIfPresent(String.self, forKey: .originalImageURL)
        )
    }

    private static func tags(from list: String?) -> [String] {
        (list ?? "").split(separator: ",", omittingEmptySubsequences: false)
            .map { String(trimmed($0)) }
            .filter { !$0.isEmpty }
    }

    /// `piece` without the white space at either end: the Unicode scalars
    /// `CharacterSet.whitespacesAndNewlines` holds (Unicode's White_Space, and U+200B ZERO WIDTH
    /// SPACE, which Foundation counts too), trimmed scalar by scalar as Foundation trims — without
    /// its bridging to `NSString`, which made the tags half the cost of decoding a page, on the
    /// way from the first answer to the first rows.
    private static func trimmed(_ piece: Substring) -> Substring {
        let scalars = piece.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }), let last = scalars.lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return Substring(scalars[first...last])
    }

    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
}
