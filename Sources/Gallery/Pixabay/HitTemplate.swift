import ImageCodec

/// One image's hit in Pixabay's JSON shape, made once when the image is indexed so that a search
/// copies bytes instead of encoding: every field Pixabay documents, in a fixed order, with
/// `baseURLMarker` wherever a link needs the `http://host:port` that only the request knows.
///
/// `JSONWriter` escapes every control byte inside strings, so the marker (a NUL byte) occurs
/// nowhere else in a template and `SearchResponseWriter` can replace each one with the base URL.
enum HitTemplate {
    /// Stands for the base URL; never part of JSON text otherwise.
    static let baseURLMarker: UInt8 = 0

    /// The template of `record`'s hit with its tags in `language`.
    static func bytes(of record: ImageRecord, language: TagLanguage) -> [UInt8] {
        let original = ImageSize(width: record.width, height: record.height)
        var json = JSONWriter(capacity: 900)
        json.beginObject()
        json.member("id", record.id)
        json.member("pageURL", linkedFrom: "/photos/" + pageSlug(of: record) + "\(record.id)/")
        json.member("type", record.type.rawValue)
        json.member("tags", language.translate(record.tags).joined(separator: ", "))
        for (name, size) in [("preview", RenditionSize.preview), ("webformat", .webformat)] {
            let fitted = size.fitted(original)
            json.member(name + "URL", linkedFrom: imagePath(record.id, size))
            json.member(name + "Width", fitted.width)
            json.member(name + "Height", fitted.height)
        }
        json.member("largeImageURL", linkedFrom: imagePath(record.id, .large))
        for (name, number) in [
            ("imageWidth", record.width), ("imageHeight", record.height), ("imageSize", record.byteSize),
            ("views", record.views), ("downloads", record.downloads), ("collections", record.collections),
            ("likes", record.likes), ("comments", record.comments), ("user_id", record.userID),
        ] {
            json.member(name, number)
        }
        json.member("user", record.user)
        json.member("userImageURL", linkedFrom: "/users/\(record.userID)_250.jpg")
        json.endObject()
        return json.bytes
    }

    /// The start of the image's page path (`pageURL`): its first three English tags as a slug,
    /// each followed by a dash; the id comes next.
    private static func pageSlug(of record: ImageRecord) -> String {
        var slug: [UInt8] = []
        for tag in record.tags.prefix(3) {
            for byte in tag.utf8 {
                let isWordByte = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte >= 0x80
                if isWordByte {
                    slug.append(byte)
                } else if slug.last != UInt8(ascii: "-") {
                    slug.append(UInt8(ascii: "-"))
                }
            }
            if slug.last != UInt8(ascii: "-") { slug.append(UInt8(ascii: "-")) }
        }
        return String(decoding: slug, as: UTF8.self)
    }

    private static func imagePath(_ id: Int64, _ size: RenditionSize) -> String {
        "/images/\(id)_\(size.rawValue).jpg"
    }
}

private extension JSONWriter {
    /// `"name":"<base URL marker>path"`.
    mutating func member(_ name: String, linkedFrom path: String) {
        key(name)
        value(path, after: HitTemplate.baseURLMarker)
    }
}
