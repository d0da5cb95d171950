import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately plain HTTP/1.1 client over a POSIX socket: it sends the request target exactly as
/// written (no dot-segment removal or re-encoding, unlike URLSession and curl), so tests can send
/// traversal attempts and oversized requests. Each request uses its own connection on its own
/// thread, so no Swift concurrency thread ever blocks on the socket.
enum HTTPTestClient {
    static func get(_ server: URL, _ target: String, headers: [String: String] = [:]) async throws -> HTTPTestResponse {
        try await request("GET", server, target, headers: headers)
    }

    /// A request with any method and no body; a HEAD response is complete after its header.
    static func request(_ method: String, _ server: URL, _ target: String, headers: [String: String] = [:]) async throws -> HTTPTestResponse {
        var request = "\(method) \(target) HTTP/1.1\r\nHost: \(server.host ?? "127.0.0.1"):\(server.port ?? 80)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        return try await send(Array((request + "\r\n").utf8), to: server, bodyless: method == "HEAD")
    }

    /// Sends `request` as written; `bodyless` when the response should have no body whatever its
    /// Content-Length says (the answer to HEAD): then everything up to the end of the connection
    /// is taken as the body.
    static func send(_ request: [UInt8], to server: URL, bodyless: Bool = false) async throws -> HTTPTestResponse {
        let port = UInt16(server.port ?? 80)
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try exchange(request, port: port, bodyless: bodyless) })
            }.start()
        }
    }

    private static func exchange(_ request: [UInt8], port: UInt16, bodyless: Bool) throws -> HTTPTestResponse {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        var sent = 0
        while sent < request.count {
            let written = request[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { break }
            sent += written
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[0..<count]
            if let response = parse(received, bodyless: bodyless) { return response }
        }
        guard let response = parse(received, bodyless: bodyless, atEnd: true) else { throw POSIXError(.EPROTO) }
        return response
    }

    /// A complete response from `bytes`, or nil while more is needed.
    private static func parse(_ bytes: [UInt8], bodyless: Bool, atEnd: Bool = false) -> HTTPTestResponse? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.dropLast(3).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let body = Array(bytes[(end + 4)...])
        if bodyless {
            // Read to the end (the connection closes), so that a body sent by mistake shows.
            return atEnd ? HTTPTestResponse(status: status, headers: headers, body: body) : nil
        }
        if let length = headers["content-length"].flatMap(Int.init) {
            return body.count >= length ? HTTPTestResponse(status: status, headers: headers, body: Array(body.prefix(length))) : nil
        }
        if headers["transfer-encoding"] == "chunked" {
            return dechunk(body).map { HTTPTestResponse(status: status, headers: headers, body: $0) }
        }
        return atEnd || status == 304 || status == 204 ? HTTPTestResponse(status: status, headers: headers, body: body) : nil
    }

    private static func dechunk(_ body: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        var offset = 0
        while let lineEnd = body.indices.dropFirst(offset).dropLast().first(where: { body[$0] == 13 && body[$0 + 1] == 10 }) {
            guard let size = Int(String(decoding: body[offset..<lineEnd], as: UTF8.self), radix: 16) else { return nil }
            if size == 0 { return result }
            guard lineEnd + 2 + size <= body.count else { return nil }
            result += body[(lineEnd + 2)..<(lineEnd + 2 + size)]
            offset = lineEnd + 4 + size
        }
        return nil
    }
}
