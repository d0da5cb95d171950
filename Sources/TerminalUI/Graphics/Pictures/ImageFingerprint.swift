import ImageCodec

/// A 64-bit digest of an image's size, format and every pixel, so that equal pictures are
/// recognised without comparing their pixels. Values only; computed on any thread.
///
/// Two different images share a fingerprint with a probability of about 2⁻⁶⁴ per pair; a
/// fingerprint only lives as long as the process (the hash is seeded per process).
struct ImageFingerprint: Hashable, Sendable {
    private let digest: Int

    /// The fingerprint of `image`: one pass over its bytes.
    init(_ image: Image) {
        var hasher = Hasher()
        hasher.combine(image.width)
        hasher.combine(image.height)
        hasher.combine(image.pixelFormat)
        image.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
    }
}
