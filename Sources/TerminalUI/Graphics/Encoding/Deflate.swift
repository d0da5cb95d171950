import CZlib

/// zlib compression (RFC 1950), for pictures sent with the kitty graphics protocol (`o=z`).
/// Pure; any thread.
enum Deflate {
    /// The zlib stream of `bytes` at `level` (1 fastest … 9 smallest); nil only if zlib fails,
    /// which for in-memory input means it ran out of memory.
    static func compress(_ bytes: UnsafeRawBufferPointer, level: Int32 = 1) -> [UInt8]? {
        var capacity = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { target in
            compress2(target.baseAddress, &capacity, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(bytes.count), level)
        }
        guard status == Z_OK else { return nil }
        output.removeLast(output.count - Int(capacity))
        return output
    }
}
