/// The growing bytes of one sixel sequence. Each piece is written by a ``SixelWriter`` straight
/// into memory reserved for the most it can take, so that the hot loops store bytes without
/// the checks and calls of appending to an array. A plain value used by one encoding.
struct SixelOutputBuffer {
    /// Written bytes followed by zeroed room for the next piece.
    private var storage: [UInt8]
    private var count = 0

    init(expectedSize: Int) {
        storage = [UInt8](repeating: 0, count: expectedSize)
    }

    /// Lets `body` write at most `bound` bytes after those written so far.
    mutating func write(atMost bound: Int, _ body: (inout SixelWriter) -> Void) {
        let written = count
        if storage.count - written < bound {
            // At least doubling keeps growth amortised.
            storage.append(contentsOf: repeatElement(0, count: max(bound, storage.count)))
        }
        count += storage.withUnsafeMutableBufferPointer { storage in
            var writer = SixelWriter(room: UnsafeMutableBufferPointer(rebasing: storage[written..<written + bound]))
            body(&writer)
            writer.endRun()
            return writer.count
        }
    }

    /// The bytes written, without the room left over.
    consuming func finished() -> [UInt8] {
        storage.removeLast(storage.count - count)
        return storage
    }
}
