import Foundation

/// What ``StubHTTPServer`` does with one request: a script of steps on the connection — send
/// bytes, pause, hold the connection open, close it, reset it. The static functions build the
/// usual good and bad servers; `steps` can also be written by hand.
///
/// After the last step the connection is closed (unless a step already ended it): every
/// answer is sent with `Connection: close`, so one connection carries one exchange.
public struct StubHTTPReply: Sendable {
    /// One step of a reply.
    public enum Step: Sendable, Hashable {
        /// Send these bytes (waits while the client does not read).
        case send([UInt8])
        /// Wait this long before the next step.
        case pause(Duration)
        /// Keep the connection open, sending nothing, until the client goes away or the server
        /// stops.
        case hold
        /// Close the connection in an orderly way (FIN).
        case close
        /// Reset the connection (RST: `SO_LINGER` 0, then close).
        case reset
    }

    /// The steps, in order.
    public var steps: [Step]

    /// A reply made of `steps`.
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// A complete answer: status line, `headers`, `Content-Length` (unless `headers` name one or a
    /// `Transfer-Encoding`), `Connection: close`, and `body`.
    public static func answer(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) -> StubHTTPReply {
        StubHTTPReply(steps: [.send(head(status: status, headers: headers, bodyLength: body.count) + Array(body))])
    }

    /// A complete answer whose body is `text` in UTF-8.
    public static func answer(status: Int = 200, headers: [String: String] = [:], text: String) -> StubHTTPReply {
        answer(status: status, headers: headers, body: Data(text.utf8))
    }

    /// The head at once, then the body `chunkSize` bytes at a time with `interval` before each
    /// chunk: a slow but steady server.
    public static func slowly(
        status: Int = 200, headers: [String: String] = [:], body: Data, chunkSize: Int, interval: Duration
    ) -> StubHTTPReply {
        var steps: [Step] = [.send(head(status: status, headers: headers, bodyLength: body.count))]
        let bytes = Array(body)
        for start in stride(from: 0, to: bytes.count, by: max(chunkSize, 1)) {
            steps += [.pause(interval), .send(Array(bytes[start..<min(start + max(chunkSize, 1), bytes.count)]))]
        }
        return StubHTTPReply(steps: steps)
    }

    /// The head (declaring the whole `body`) and its first `byteCount` bytes, then nothing: a
    /// server that stalls mid-body and keeps the connection open.
    public static func stall(status: Int = 200, headers: [String: String] = [:], body: Data, after byteCount: Int) -> StubHTTPReply {
        StubHTTPReply(steps: [.send(head(status: status, headers: headers, bodyLength: body.count) + Array(body.prefix(byteCount))), .hold])
    }

    /// The head (declaring the whole `body`) and its first `byteCount` bytes, then an orderly
    /// close: a body shorter than its `Content-Length`.
    public static func truncated(status: Int = 200, headers: [String: String] = [:], body: Data, after byteCount: Int) -> StubHTTPReply {
        StubHTTPReply(steps: [.send(head(status: status, headers: headers, bodyLength: body.count) + Array(body.prefix(byteCount))), .close])
    }

    /// Closes the connection without answering.
    public static let closeWithoutAnswer = StubHTTPReply(steps: [.close])

    /// Sends `bytes` (none by default), then resets the connection.
    public static func reset(afterSending bytes: [UInt8] = []) -> StubHTTPReply {
        StubHTTPReply(steps: (bytes.isEmpty ? [] : [.send(bytes)]) + [.reset])
    }

    /// Sends `bytes` as they are — anything but a well-formed answer — then closes.
    public static func raw(_ bytes: [UInt8]) -> StubHTTPReply {
        StubHTTPReply(steps: [.send(bytes), .close])
    }

    /// Accepts the request and never answers (until the client goes away or the server stops).
    public static let neverAnswer = StubHTTPReply(steps: [.hold])

    /// This reply after a pause of `delay`: a server slow to start answering.
    public func delayed(by delay: Duration) -> StubHTTPReply {
        StubHTTPReply(steps: [.pause(delay)] + steps)
    }

    /// A status line and header fields for a body of `bodyLength` bytes.
    public static func head(status: Int, headers: [String: String] = [:], bodyLength: Int) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasonPhrase(status))\r\n"
        let names = Set(headers.keys.map { $0.lowercased() })
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            text += "\(name): \(value)\r\n"
        }
        if !names.contains("content-length"), !names.contains("transfer-encoding") {
            text += "Content-Length: \(bodyLength)\r\n"
        }
        if !names.contains("connection") {
            text += "Connection: close\r\n"
        }
        return Array((text + "\r\n").utf8)
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
