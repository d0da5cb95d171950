import ImageCodec

/// Writes a search result in Pixabay's JSON shape, with every documented field of an image hit and
/// URLs that point back at this server.
struct SearchResponseWriter: Sendable {
    /// `http://host:port`, without a trailing slash.
    let baseURL: String

    func body(for result: SearchResult) -> [UInt8] {
        var json = JSONWriter(capacity: 256 + result.records.count * 900)
        json.beginObject()
        json.key("total")
        json.value(result.total)
        json.key("totalHits")
        json.value(min(result.total, SearchRequest.reachableHits))
        json.key("hits")
        json.beginArray()
        for record in result.records { write(record, into: &json) }
        json.endArray()
        json.endObject()
        return json.bytes
    }

    /// The address of the image's page (`pageURL`): a slug of its first tags, then the id.
    func pageURL(of record: ImageRecord) -> String {
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
        return "\(baseURL)/photos/\(String(decoding: slug, as: UTF8.self))\(record.id)/"
    }

    private func write(_ record: ImageRecord, into json: inout JSONWriter) {
        let original = ImageSize(width: record.width, height: record.height)
        json.beginObject()
        json.key("id")
        json.value(record.id)
        json.key("pageURL")
        json.value(pageURL(of: record))
        json.key("type")
        json.value(record.type.rawValue)
        json.key("tags")
        json.value(record.tags.joined(separator: ", "))
        for (name, size) in [("preview", RenditionSize.preview), ("webformat", .webformat)] {
            let fitted = size.fitted(original)
            json.key(name + "URL")
            json.value(imageURL(record.id, size))
            json.key(name + "Width")
            json.value(fitted.width)
            json.key(name + "Height")
            json.value(fitted.height)
        }
        json.key("largeImageURL")
        json.value(imageURL(record.id, .large))
        for (name, number) in [
            ("imageWidth", record.width), ("imageHeight", record.height), ("imageSize", record.byteSize),
            ("views", record.views), ("downloads", record.downloads), ("collections", record.collections),
            ("likes", record.likes), ("comments", record.comments), ("user_id", record.userID),
        ] {
            json.key(name)
            json.value(number)
        }
        json.key("user")
        json.value(record.user)
        json.key("userImageURL")
        json.value("\(baseURL)/users/\(record.userID)_250.jpg")
        json.endObject()
    }

    private func imageURL(_ id: Int64, _ size: RenditionSize) -> String {
        "\(baseURL)/images/\(id)_\(size.rawValue).jpg"
    }
}
