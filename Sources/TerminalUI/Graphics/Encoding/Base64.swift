/// Standard base64 (RFC 4648, with `=` padding), appended straight into a byte array — the
/// form the kitty and iTerm2 protocols carry pictures in. Pure; any thread.
enum Base64 {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The number of base64 bytes `count` input bytes become.
    static func encodedCount(_ count: Int) -> Int {
        (count + 2) / 3 * 4
    }

    /// Appends the base64 of `bytes` to `output`.
    static func append(_ bytes: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        let count = bytes.count
        let start = output.count
        let encoded = encodedCount(count)
        output.append(contentsOf: repeatElement(0, count: encoded))
        guard count > 0, let source = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        alphabet.withUnsafeBufferPointer { table in
            output.withUnsafeMutableBufferPointer { buffer in
                var target = buffer.baseAddress! + start
                var index = 0
                while index + 3 <= count {
                    let triple = UInt32(source[index]) << 16 | UInt32(source[index + 1]) << 8 | UInt32(source[index + 2])
                    target[0] = table[Int(triple >> 18 & 63)]
                    target[1] = table[Int(triple >> 12 & 63)]
                    target[2] = table[Int(triple >> 6 & 63)]
                    target[3] = table[Int(triple & 63)]
                    target += 4
                    index += 3
                }
                let rest = count - index
                guard rest > 0 else { return }
                let triple = UInt32(source[index]) << 16 | (rest == 2 ? UInt32(source[index + 1]) << 8 : 0)
                target[0] = table[Int(triple >> 18 & 63)]
                target[1] = table[Int(triple >> 12 & 63)]
                target[2] = rest == 2 ? table[Int(triple >> 6 & 63)] : UInt8(ascii: "=")
                target[3] = UInt8(ascii: "=")
            }
        }
    }

    /// The base64 of `bytes`.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        bytes.withUnsafeBytes { append($0, to: &output) }
        return output
    }
}
