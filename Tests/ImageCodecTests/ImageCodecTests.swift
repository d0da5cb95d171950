import Testing

/// Root of the ImageCodec test tree; each file adds a nested suite for one behaviour area.
@Suite("ImageCodec")
struct ImageCodecTests {}
