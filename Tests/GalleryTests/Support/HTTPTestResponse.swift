import Foundation

/// A response as the test client read it off the socket.
struct HTTPTestResponse: Sendable {
    var status: Int
    /// Header values by lower-cased name (the last one wins).
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed as a JSON object.
    func jsonObject() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        return object
    }

    /// The `hits` of a Pixabay response.
    func hits() throws -> [[String: Any]] {
        try jsonObject()["hits"] as? [[String: Any]] ?? []
    }
}
