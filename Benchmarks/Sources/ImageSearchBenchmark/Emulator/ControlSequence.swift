/// A CSI sequence as received: `ESC [`, parameter and intermediate bytes, a final byte.
/// Values only.
struct ControlSequence: Equatable {
    /// The private marker (`?`, `<`, `=` or `>`) that starts the parameters, if any: such
    /// sequences set terminal modes the emulator does not keep.
    let privateMarker: UInt8?
    /// The numeric parameters, split at `;`; an empty or non-numeric one is nil. A parameter
    /// with `:` sub-parameters is nil too, its text kept in `parameterTexts`.
    let parameters: [Int?]
    /// The parameters as written, split at `;`.
    let parameterTexts: [String]
    /// Bytes 0x20–0x2F between the parameters and the final byte.
    let intermediates: [UInt8]
    /// The final byte, which names the function (`H`, `m`, `J`…).
    let final: UInt8

    /// The sequence whose bytes between `ESC [` and the final byte are `bytes`.
    init(bytes: [UInt8], final: UInt8) {
        var body = bytes[...]
        if let first = body.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            body = body.dropFirst()
        } else {
            privateMarker = nil
        }
        let parameterBytes = body.prefix { (0x30...0x3F).contains($0) }
        intermediates = Array(body.dropFirst(parameterBytes.count))
        let text = String(decoding: parameterBytes, as: UTF8.self)
        parameterTexts = text.isEmpty ? [] : text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        parameters = parameterTexts.map { Int($0) }
        self.final = final
    }

    /// The parameter at `index`, or `defaultValue` when it is missing, empty or zero (a count
    /// or a position of zero means one).
    func count(at index: Int, default defaultValue: Int = 1) -> Int {
        guard index < parameters.count, let value = parameters[index], value > 0 else { return defaultValue }
        return value
    }

    /// The parameter at `index`, or 0 when it is missing or empty (a selector such as ED's).
    func selector(at index: Int = 0) -> Int {
        guard index < parameters.count, let value = parameters[index] else { return 0 }
        return value
    }
}
