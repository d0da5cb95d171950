/// Decodes UTF-8 one byte at a time, holding the bytes of an unfinished scalar: a program's
/// output may split a character across writes. Invalid bytes become U+FFFD. A value type.
struct UTF8Accumulator {
    private var pending: [UInt8] = []
    private var expected = 0

    /// The scalars that `byte` completes (none while a scalar is unfinished; U+FFFD for bytes
    /// that cannot be UTF-8, followed by the new byte's scalar when it starts one).
    mutating func add(_ byte: UInt8) -> [Unicode.Scalar] {
        if expected > 0 {
            if (0x80...0xBF).contains(byte) {
                pending.append(byte)
                return pending.count == expected ? finish() : []
            }
            // The unfinished scalar is invalid; the byte starts afresh.
            var scalars = [Unicode.Scalar.replacement]
            reset()
            scalars += add(byte)
            return scalars
        }
        switch byte {
        case 0x00...0x7F: return [Unicode.Scalar(byte)]
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return [.replacement]
        }
        pending = [byte]
        return []
    }

    /// U+FFFD when an unfinished scalar is pending (a control character interrupted it), and
    /// forgets it.
    mutating func flush() -> Unicode.Scalar? {
        guard expected > 0 else { return nil }
        reset()
        return .replacement
    }

    private mutating func finish() -> [Unicode.Scalar] {
        defer { reset() }
        var decoder = UTF8()
        var iterator = pending.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return [scalar] }
        return [.replacement]
    }

    private mutating func reset() {
        pending.removeAll(keepingCapacity: true)
        expected = 0
    }
}

extension Unicode.Scalar {
    /// U+FFFD REPLACEMENT CHARACTER.
    static let replacement: Unicode.Scalar = "\u{FFFD}"
}
