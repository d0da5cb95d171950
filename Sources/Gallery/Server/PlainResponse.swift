import Hummingbird
import HTTPTypes

/// Builders for the server's responses with fully buffered bodies (so each has a Content-Length).
enum PlainResponse {
    /// A `text/plain` response.
    static func text(_ text: String, status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        bytes(Array(text.utf8), status: status, contentType: "text/plain; charset=utf-8", headers: headers)
    }

    /// A response carrying `bytes` as `contentType`.
    static func bytes(_ bytes: some Collection<UInt8>, status: HTTPResponse.Status = .ok, contentType: String, headers: HTTPFields = [:]) -> Response {
        buffer(ByteBuffer(bytes: bytes), status: status, contentType: contentType, headers: headers)
    }

    /// A response carrying `buffer` as `contentType`, without copying it.
    static func buffer(_ buffer: ByteBuffer, status: HTTPResponse.Status = .ok, contentType: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: buffer))
    }
}
