import Foundation
import Hummingbird
import HTTPTypes
import Logging

/// Serves `/images/{id}_{150|640|1280}.jpg`, `/users/{id}_250.jpg` and the `/photos/…/` pages.
///
/// Path traversal is impossible by construction: a request names an image only by number, the
/// file name is checked against that exact pattern, and the disk path comes from the index.
struct ImageController: Sendable {
    let index: ImageIndex
    let store: RenditionStore
    let fallbackBaseURL: String
    let logger: Logger

    /// Cached for a day: an image's URL keeps its id when a library file changes, and the ETag lets
    /// clients revalidate cheaply after that.
    static let cacheControl = "public, max-age=86400"

    func image(_ request: Request, name: String) async -> Response {
        guard let (id, number) = Self.parse(name), let size = RenditionSize(rawValue: number) else { return Self.notFound }
        do {
            guard let record = try index.record(id: Int64(id)) else { return Self.notFound }
            return Self.respond(request, with: try await store.rendition(of: record, size: size))
        } catch let error as LibraryFileError {
            // Moved, deleted, swapped for a link or grown past the limit since it was indexed.
            logger.warning("library file no longer served", metadata: ["id": "\(id)", "error": "\(error)"])
            return Self.notFound
        } catch {
            logger.error("rendition failed", metadata: ["id": "\(id)", "size": "\(number)", "error": "\(error)"])
            return PlainResponse.text("The image could not be produced.", status: .internalServerError)
        }
    }

    /// The picture of a user of the index; other user ids are 404, so that requests cannot fill
    /// the cache with pictures of made-up users.
    func avatar(_ request: Request, name: String) async -> Response {
        guard let (userID, size) = Self.parse(name), size == 250 else { return Self.notFound }
        do {
            guard try index.hasUser(id: userID) else { return Self.notFound }
            return Self.respond(request, with: try await store.avatar(userID: userID))
        } catch {
            logger.error("avatar failed", metadata: ["user": "\(userID)", "error": "\(error)"])
            return PlainResponse.text("The image could not be produced.", status: .internalServerError)
        }
    }

    /// A small HTML page for `pageURL`: the large image with its tags and author.
    func page(_ request: Request, slug: String) -> Response {
        guard let last = slug.split(separator: "-").last, let id = Int64(last), let record = try? index.record(id: id) else {
            return Self.notFound
        }
        let base = RequestBaseURL.of(request, fallback: fallbackBaseURL)
        let tags = Self.escape(record.tags.joined(separator: ", "))
        let html = """
            <!doctype html><html><head><meta charset="utf-8"><title>\(tags)</title></head>
            <body><img src="\(base)/images/\(record.id)_1280.jpg" alt="\(tags)">
            <p>\(tags) — by \(Self.escape(record.user)), \(record.width)×\(record.height)</p></body></html>
            """
        return PlainResponse.bytes(Array(html.utf8), contentType: "text/html; charset=utf-8")
    }

    private static let notFound = PlainResponse.text("Not found.", status: .notFound)

    private static func respond(_ request: Request, with rendition: Rendition) -> Response {
        var headers = HTTPFields()
        headers[.eTag] = rendition.etag
        headers[.cacheControl] = cacheControl
        if let tags = request.headers[.ifNoneMatch], tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == rendition.etag }) {
            return Response(status: .notModified, headers: headers)
        }
        return PlainResponse.bytes(rendition.data, contentType: "image/jpeg", headers: headers)
    }

    /// `{number}_{number}.jpg` with plain decimal digits only.
    private static func parse(_ name: String) -> (Int, Int)? {
        guard name.hasSuffix(".jpg") else { return nil }
        let parts = name.dropLast(4).split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...12).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let first = Int(parts[0]), let second = Int(parts[1])
        else { return nil }
        return (first, second)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
