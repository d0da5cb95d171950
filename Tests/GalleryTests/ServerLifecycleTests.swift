import Foundation
import Gallery
import Logging
import Testing

@Suite("Starting and stopping the server")
struct ServerLifecycleTests {
    @Test("binds 127.0.0.1 on a free port and reports its base URL")
    func baseURL() async throws {
        try await TestGallery.with { server in
            #expect(server.baseURL.host == "127.0.0.1")
            #expect((server.baseURL.port ?? 0) > 0)
            #expect(server.imageCount == TestGallery.imageCount)
        }
    }

    @Test("a port in use is a clear startup error")
    func portInUse() async throws {
        try await TestGallery.with { server in
            let folder = try TemporaryDirectory()
            defer { folder.remove() }
            var configuration = GalleryConfiguration()
            configuration.port = server.baseURL.port ?? 0
            configuration.dataDirectory = folder.url
            configuration.demoImageCount = 5
            configuration.logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
            await #expect {
                _ = try await GalleryServer.start(configuration)
            } throws: { error in
                (error as? GalleryStartupError)?.description.contains("already in use") == true
            }
        }
    }

    @Test("a missing library folder is a clear startup error")
    func missingLibrary() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var configuration = GalleryConfiguration()
        configuration.dataDirectory = folder.url
        configuration.library = folder.url.appending(path: "nowhere")
        configuration.logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        await #expect {
            _ = try await GalleryServer.start(configuration)
        } throws: { error in
            (error as? GalleryStartupError)?.description.contains("Cannot read the library folder") == true
        }
    }

    @Test("the demo gallery is generated once and reused on the next start")
    func generatedOnce() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let configure: (inout GalleryConfiguration) -> Void = { $0.dataDirectory = folder.url }
        let first = try await TestGallery.with(configure) { try await HTTPTestClient.get($0.baseURL, "/api/?key=k").text }
        let index = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix("index.sqlite") }
        #expect(index.count == 1)
        let modified = try FileManager.default.attributesOfItem(atPath: folder.url.appending(path: index[0]).path)[.modificationDate] as? Date
        let second = try await TestGallery.with(configure) { try await HTTPTestClient.get($0.baseURL, "/api/?key=k").text }
        #expect(first.replacingOccurrences(of: #"127\.0\.0\.1:\d+"#, with: "", options: .regularExpression)
            == second.replacingOccurrences(of: #"127\.0\.0\.1:\d+"#, with: "", options: .regularExpression))
        #expect(try FileManager.default.attributesOfItem(atPath: folder.url.appending(path: index[0]).path)[.modificationDate] as? Date == modified)
    }

    @Test("the data folders it creates are private to the user (0700), and so are its files (0600)")
    func privateFiles() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let data = folder.url.appending(path: "cache/gallery", directoryHint: .isDirectory)
        try await TestGallery.with({ $0.dataDirectory = data }) { server in
            let preview = try await HTTPTestClient.get(server.baseURL, "/images/100001_150.jpg")
            #expect(preview.status == 200)
        }
        let paths = [""] + (try FileManager.default.subpathsOfDirectory(atPath: data.path))
        #expect(paths.contains { $0.hasSuffix(".jpg") } && paths.contains { $0.hasSuffix("index.sqlite") })
        for path in paths {
            let attributes = try FileManager.default.attributesOfItem(atPath: data.appending(path: path).path)
            let mode = try #require(attributes[.posixPermissions] as? Int)
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            #expect(mode & 0o077 == 0, "\(path.isEmpty ? "the data directory" : path) is \(String(mode, radix: 8))")
            #expect(mode & 0o700 == (isFolder ? 0o700 : 0o600), "\(path)")
        }
    }

    @Test("the data directory defaults to the XDG cache: XDG_CACHE_HOME, else HOME's .cache")
    func dataDirectory() {
        #expect(GalleryConfiguration.defaultDataDirectory(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/tmp/home"]).path == "/tmp/xdg/reactivemvvm-gallery")
        #expect(GalleryConfiguration.defaultDataDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/tmp/home"]).path == "/tmp/home/.cache/reactivemvvm-gallery")
        #expect(GalleryConfiguration.defaultDataDirectory(environment: [:]).path.hasSuffix("/.cache/reactivemvvm-gallery"))
    }
}
