import Foundation
import ImageCodec
import Testing

@Suite("Serving images")
struct ImageServingTests {
    @Test("preview, webformat and large URLs give JPEGs of the advertised sizes with caching headers")
    func renditions() async throws {
        try await TestGallery.with { server in
            let hit = try #require(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&per_page=3").hits().first)
            for (name, bound) in [("preview", 150), ("webformat", 640)] {
                let url = try #require(URL(string: hit["\(name)URL"] as? String ?? ""))
                let response = try await HTTPTestClient.get(server.baseURL, url.path)
                #expect(response.status == 200)
                #expect(response.headers["content-type"] == "image/jpeg")
                #expect(response.headers["cache-control"]?.contains("max-age=") == true)
                #expect(response.headers["etag"]?.hasPrefix("\"") == true)
                let image = try ImageDecoder().decode(Data(response.body))
                #expect(image.width == hit["\(name)Width"] as? Int && image.height == hit["\(name)Height"] as? Int)
                #expect(max(image.width, image.height) == bound)
            }
        }
    }

    @Test("the large image is at most 1280 pixels on its longer side")
    func large() async throws {
        try await TestGallery.with({ $0.demoImageCount = 8 }) { server in
            let hit = try #require(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=pattern&per_page=3").hits().first)
            let url = try #require(URL(string: hit["largeImageURL"] as? String ?? ""))
            let image = try ImageDecoder().decode(Data(try await HTTPTestClient.get(server.baseURL, url.path).body))
            #expect(max(image.width, image.height) == 1280)
        }
    }

    @Test("a matching If-None-Match gets 304 without a body")
    func revalidation() async throws {
        try await TestGallery.with { server in
            let first = try await HTTPTestClient.get(server.baseURL, "/images/100001_150.jpg")
            let etag = try #require(first.headers["etag"])
            let again = try await HTTPTestClient.get(server.baseURL, "/images/100001_150.jpg", headers: ["If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty)
            #expect(again.headers["etag"] == etag)
        }
    }

    @Test("user pictures and image pages resolve")
    func avatarsAndPages() async throws {
        try await TestGallery.with { server in
            let hit = try #require(try await HTTPTestClient.get(server.baseURL, "/api/?key=k").hits().first)
            let avatar = try await HTTPTestClient.get(server.baseURL, URL(string: hit["userImageURL"] as? String ?? "")?.path ?? "")
            #expect(avatar.status == 200 && avatar.headers["content-type"] == "image/jpeg")
            let page = try await HTTPTestClient.get(server.baseURL, URL(string: hit["pageURL"] as? String ?? "")?.path ?? "")
            #expect(page.status == 200 && page.text.contains("_1280.jpg"))
        }
    }

    @Test("pictures are made only for users of the index: other user ids leave no file behind")
    func avatarsOfUnknownUsers() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        try await TestGallery.with({ $0.dataDirectory = data.url }) { server in
            for userID in 0..<40 {
                let unknown = try await HTTPTestClient.get(server.baseURL, "/users/\(900_000_000 + userID)_250.jpg")
                #expect(unknown.status == 404)
            }
            let known = try await HTTPTestClient.get(server.baseURL, "/users/1000_250.jpg")
            #expect(known.status == 200)
            #expect(try Self.renditionFiles(in: data.url).count == 1, "only the known user's picture")
        }
    }

    @Test("the rendered images kept on disk stay within the configured number of bytes")
    func boundedCache() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        try await TestGallery.with({
            $0.dataDirectory = data.url
            $0.renditionCacheBytes = 20_000
        }) { server in
            for id in 0..<20 {
                let preview = try await HTTPTestClient.get(server.baseURL, "/images/\(100_001 + id)_150.jpg")
                #expect(preview.status == 200)
            }
            let files = try Self.renditionFiles(in: data.url)
            let bytes = try files.reduce(0) { total, file in
                total + (try FileManager.default.attributesOfItem(atPath: data.url.appending(path: file).path)[.size] as? Int ?? 0)
            }
            #expect(bytes <= 20_000 && files.count < 20, "\(files.count) files, \(bytes) bytes")
        }
    }

    /// The names of the cached JPEGs under a data directory.
    static func renditionFiles(in data: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: data.path).filter { $0.hasSuffix(".jpg") }
    }

    @Test("unknown images, other sizes and malformed names are 404", arguments: [
        "/images/999_150.jpg", "/images/100001_300.jpg", "/images/100001_150.png", "/images/100001.jpg",
        "/images/+100001_150.jpg", "/images/100001_150.jpg.jpg", "/users/1000_100.jpg", "/users/999999999999_250.jpg",
        "/users/1_250.jpg",
    ])
    func notFound(path: String) async throws {
        try await TestGallery.with { server in
            let response = try await HTTPTestClient.get(server.baseURL, path)
            #expect(response.status == 404)
        }
    }

    @Test("path traversal through image URLs finds nothing", arguments: [
        "/images/../../../../etc/passwd", "/images/..%2f..%2f..%2fetc%2fpasswd", "/images/%2e%2e/%2e%2e/etc/passwd",
        "/images/..%5c..%5cindex.sqlite", "/users/../index.sqlite", "/images/100001_150.jpg/../../index.sqlite",
        "/images/%00100001_150.jpg",
    ])
    func traversal(path: String) async throws {
        try await TestGallery.with { server in
            let response = try await HTTPTestClient.get(server.baseURL, path)
            #expect([400, 404].contains(response.status))
            #expect(!response.text.contains("root:") && !response.text.contains("SQLite"))
        }
    }

    @Test("oversized request targets and headers are refused")
    func bounded() async throws {
        try await TestGallery.with { server in
            let longTarget = try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=" + String(repeating: "a", count: 5_000))
            #expect(longTarget.status == 414)
            let bigHeader = try await HTTPTestClient.get(server.baseURL, "/api/?key=k", headers: ["X-Filler": String(repeating: "b", count: 20_000)])
            #expect(bigHeader.status >= 400)
        }
    }
}
