import Foundation

/// An encoded image ready to send, with the validator clients use to revalidate it.
struct Rendition: Sendable {
    /// JPEG bytes.
    let data: Data
    /// A strong entity tag, quoted, derived from the image's id, size and content stamp.
    let etag: String
}
