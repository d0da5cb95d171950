/// Writes JSON text straight into a byte array.
///
/// The search endpoint answers thousands of requests a second; building the body directly is
/// several times cheaper than going through `Encodable` and `JSONEncoder`. Callers write keys and
/// values in order; the writer adds the commas.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes `"name":`; the next value belongs to it.
    mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func value(_ text: String) {
        separate()
        appendString(text)
        needsComma = true
    }

    mutating func value(_ number: Int) {
        separate()
        bytes.append(contentsOf: String(number).utf8)
        needsComma = true
    }

    mutating func value(_ number: Int64) {
        value(Int(number))
    }

    /// A string whose first byte is `byte`, written raw (a marker for a later substitution; it is
    /// never escaped, unlike the same byte inside `text`), then `text`.
    mutating func value(_ text: String, after byte: UInt8) {
        separate()
        appendString(text, after: byte)
        needsComma = true
    }

    /// `"name":` and a string.
    mutating func member(_ name: String, _ text: String) {
        key(name)
        value(text)
    }

    /// `"name":` and a whole number.
    mutating func member(_ name: String, _ number: Int) {
        key(name)
        value(number)
    }

    /// `"name":` and a whole number.
    mutating func member(_ name: String, _ number: Int64) {
        key(name)
        value(number)
    }

    /// `"name":` and an object whose members `body` writes.
    mutating func object(_ name: String, _ body: (inout JSONWriter) -> Void) {
        key(name)
        beginObject()
        body(&self)
        endObject()
    }

    /// `"name":` and a number with at most two decimals.
    mutating func member(_ name: String, _ number: Double) {
        key(name)
        value(number)
    }

    /// A number with at most two decimals, as OpenWeatherMap writes temperatures.
    mutating func value(_ number: Double) {
        separate()
        let rounded = (number * 100).rounded() / 100
        bytes.append(contentsOf: (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)).utf8)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendString(_ text: String, after marker: UInt8? = nil) {
        bytes.append(UInt8(ascii: "\""))
        if let marker { bytes.append(marker) }
        // Most strings (tags, URLs, names) need no escaping: copy them in one go.
        let copied = text.utf8.withContiguousStorageIfAvailable { buffer in
            guard !buffer.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if copied == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
