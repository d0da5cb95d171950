import Hummingbird

/// The `http://host:port` that links in responses should use: the request's Host header when it
/// is a plain host name or address with an optional port (so clients that reached the server by
/// another name get working links), otherwise the address the server is bound to.
enum RequestBaseURL {
    static func of(_ request: Request, fallback: String) -> String {
        guard let authority = request.head.authority, (1...255).contains(authority.utf8.count),
              authority.utf8.allSatisfy({ isHostByte($0) })
        else { return fallback }
        return "http://" + authority
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default:
            false
        }
    }
}
