import Foundation

/// A request as ``StubHTTPServer`` received it: the request line and the header fields.
public struct StubHTTPRequest: Sendable, Hashable {
    /// The method (`GET`).
    public let method: String
    /// The request target exactly as sent (`/api/?q=cat`).
    public let target: String
    /// The header fields, with names in lower case (a repeated field keeps its first value).
    public let headers: [String: String]

    /// The path of the target, without the query.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The query of the target (after `?`, still percent-encoded), or nil without one.
    public var query: String? {
        target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
    }

    /// The query parameters, decoded, in the order sent.
    public var queryItems: [URLQueryItem] {
        URLComponents(string: target)?.queryItems ?? []
    }

    /// The decoded value of the first query parameter called `name`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The value of the header field `name` (any case), if present.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Parses a request head (up to, not including, the blank line); nil when it is not one.
    init?(head: [UInt8]) {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            if headers[name] == nil {
                headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        method = String(requestLine[0])
        target = String(requestLine[1])
        self.headers = headers
    }
}
