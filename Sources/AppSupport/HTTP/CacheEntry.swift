import Foundation

/// One answer as ``ResponseCache`` keeps it in a file, and the file's format: a magic number,
/// then every field length-prefixed (little-endian), the body last. The format is exact — a file
/// whose fields do not add up to its size is not an entry — so a truncated or foreign file is
/// recognised and dropped.
struct CacheEntry: Equatable {
    /// The cache key of the request (its URL without secrets, query sorted).
    var key: String
    /// When the answer was stored.
    var storedAt: Date
    /// How many seconds after `storedAt` the answer may be used.
    var lifetime: TimeInterval
    var statusCode: Int
    /// The final URL of the answer, without secrets.
    var url: String
    var headers: [String: String]
    var body: Data

    /// Version 2 added the lifetime; a version 1 file is not an entry (and is dropped).
    private static let magic = Array("RMVMHTC2".utf8)

    /// The file's bytes.
    func encoded() -> [UInt8] {
        var bytes = Self.magic
        bytes.reserveCapacity(body.count + 512)
        append(storedAt.timeIntervalSince1970.bitPattern, to: &bytes)
        append(lifetime.bitPattern, to: &bytes)
        append(UInt32(clamping: statusCode), to: &bytes)
        appendField(Array(key.utf8), to: &bytes)
        appendField(Array(url.utf8), to: &bytes)
        append(UInt32(headers.count), to: &bytes)
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            appendField(Array(name.utf8), to: &bytes)
            appendField(Array(value.utf8), to: &bytes)
        }
        append(UInt64(body.count), to: &bytes)
        bytes += body
        return bytes
    }

    /// The entry stored in `bytes`; nil when they are not exactly one entry.
    init?(decoding bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard reader.take(Self.magic.count) == Self.magic[...],
              let stored = reader.integer(UInt64.self), let lifetime = reader.integer(UInt64.self), let status = reader.integer(UInt32.self),
              let key = reader.text(), let url = reader.text(), let headerCount = reader.integer(UInt32.self)
        else { return nil }
        var headers: [String: String] = [:]
        for _ in 0..<headerCount {
            guard let name = reader.text(), let value = reader.text() else { return nil }
            headers[name] = value
        }
        guard let bodyLength = reader.integer(UInt64.self), bodyLength == reader.remaining, let body = reader.take(Int(bodyLength)) else {
            return nil
        }
        let storedAt = Double(bitPattern: stored)
        let seconds = Double(bitPattern: lifetime)
        guard storedAt.isFinite, seconds.isFinite else { return nil }
        self.init(
            key: key, storedAt: Date(timeIntervalSince1970: storedAt), lifetime: seconds, statusCode: Int(status), url: url, headers: headers,
            body: Data(body))
    }

    init(key: String, storedAt: Date, lifetime: TimeInterval, statusCode: Int, url: String, headers: [String: String], body: Data) {
        self.key = key
        self.storedAt = storedAt
        self.lifetime = lifetime
        self.statusCode = statusCode
        self.url = url
        self.headers = headers
        self.body = body
    }

    private func append<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private func appendField(_ field: [UInt8], to bytes: inout [UInt8]) {
        append(UInt32(field.count), to: &bytes)
        bytes += field
    }

    /// Reads fields from the front of a byte array, failing rather than reading past its end.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var remaining: UInt64 { UInt64(bytes.count - offset) }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
            take(MemoryLayout<Integer>.size).map { slice in
                slice.reversed().reduce(Integer.zero) { $0 << 8 | Integer($1) }
            }
        }

        mutating func text() -> String? {
            guard let length = integer(UInt32.self), let field = take(Int(length)) else { return nil }
            return String(validating: field, as: UTF8.self)
        }
    }
}
