import NIOCore

/// Writes a search answer in Pixabay's JSON shape straight into a `ByteBuffer`: `total`,
/// `totalHits` and the hits, which are the stored `HitTemplate`s with the request's base URL put
/// in where their links need it. Nothing is encoded per search.
struct SearchResponseWriter {
    private var buffer = ByteBuffer()
    private let baseURL: String
    private(set) var hitCount = 0

    /// A writer for links under `baseURL` (`http://host:port`, no trailing slash), with room for
    /// about `expectedHits` hits (at most 25: a page of 200 may have few hits, and the buffer
    /// grows when needed).
    init(baseURL: String, expectedHits: Int) {
        self.baseURL = baseURL
        buffer.reserveCapacity(64 + min(expectedHits, 25) * (800 + 5 * baseURL.utf8.count))
    }

    /// Appends one hit from its template; `total` is the number of matches over all pages.
    mutating func append(template: UnsafeRawBufferPointer, total: Int) {
        if hitCount == 0 {
            writeHeader(total: total)
        } else {
            buffer.writeInteger(UInt8(ascii: ","))
        }
        hitCount += 1
        var rest = template[...]
        while let marker = rest.firstIndex(of: HitTemplate.baseURLMarker) {
            buffer.writeBytes(UnsafeRawBufferPointer(rebasing: rest[..<marker]))
            buffer.writeString(baseURL)
            rest = rest[(marker + 1)...]
        }
        buffer.writeBytes(UnsafeRawBufferPointer(rebasing: rest))
    }

    /// The finished body; `total` is reported when no hit was appended.
    mutating func finish(total: Int) -> ByteBuffer {
        if hitCount == 0 { writeHeader(total: total) }
        buffer.writeStaticString("]}")
        return buffer
    }

    private mutating func writeHeader(total: Int) {
        buffer.writeStaticString("{\"total\":")
        buffer.writeString(String(total))
        buffer.writeStaticString(",\"totalHits\":")
        buffer.writeString(String(min(total, SearchRequest.reachableHits)))
        buffer.writeStaticString(",\"hits\":[")
    }
}
