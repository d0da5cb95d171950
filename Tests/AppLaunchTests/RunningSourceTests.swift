import AppLaunch
import AppSupport
import Foundation
import Gallery
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Testing
import TestSupport

@Suite("RunningSource")
struct RunningSourceTests {
    /// What `work` returns, run on a thread of its own: waiting for the Gallery blocks its
    /// thread, and tests run on the few threads of the cooperative pool the Gallery starts on.
    static func onAThreadOfItsOwn<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    /// The embedded Gallery started with `galleryPort`, once it serves.
    static func serving(environment: [String: String], galleryPort: RememberedPort) async throws -> GalleryServer {
        let gallery = try #require(try DataSource.embeddedGallery.start(environment: environment, logger: Logger(label: "test"), galleryPort: galleryPort).embeddedGallery)
        return try await onAThreadOfItsOwn { Result { try gallery.waitUntilServing() } }.get()
    }

    @Test("uses a remote source as it is, starting nothing")
    func remote() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9"))
        let running = try DataSource.remote(baseURL: url, apiKey: "k", isOfficial: false).start(environment: [:], logger: Logger(label: "test"))
        #expect(running.baseURL == url && running.embeddedGallery == nil)
    }

    @Test("starts the embedded Gallery on loopback without waiting for it, with its data in the cache directory, and it serves at the address given at once")
    func embedded() async throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "running-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let running = try DataSource.embeddedGallery.start(environment: ["XDG_CACHE_HOME": cache.path], logger: Logger(label: "test"))
        let gallery = try #require(running.embeddedGallery)
        #expect(running.baseURL == gallery.baseURL && running.baseURL.host() == "127.0.0.1" && running.baseURL.port != nil)
        let server = try await Self.onAThreadOfItsOwn { Result { try gallery.waitUntilServing() } }.get()
        #expect(server.baseURL == running.baseURL, "the server listens where the app was told it would")
        try running.waitUntilServing()
        #expect(FileManager.default.fileExists(atPath: cache.appending(path: "reactivemvvm-gallery").path))
        let (_, response) = try await URLSession.shared.data(from: running.baseURL.appending(path: "api/").appending(queryItems: [URLQueryItem(name: "key", value: DataSource.placeholderKey)]))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        await server.stop()
    }

    @Test("holds the embedded Gallery's port from the start: another program cannot bind it while the Gallery starts or serves")
    func embeddedPortIsHeld() async throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "running-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let running = try DataSource.embeddedGallery.start(environment: ["XDG_CACHE_HOME": cache.path], logger: Logger(label: "test"))
        let port = try #require(running.baseURL.port)
        #expect(!LoopbackBind.succeeds(port: port), "the port is held before the Gallery listens")
        let gallery = try #require(running.embeddedGallery)
        let server = try await Self.onAThreadOfItsOwn { Result { try gallery.waitUntilServing() } }.get()
        #expect(!LoopbackBind.succeeds(port: port), "and while it serves")
        await server.stop()
    }

    @Test("returns before the Gallery fails to start, and says why when waited for")
    func embeddedFailure() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "running-source-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let running = try DataSource.embeddedGallery.start(environment: ["XDG_CACHE_HOME": file.path], logger: Logger(label: "test"))
        let outcome = await Self.onAThreadOfItsOwn { Result { try running.waitUntilServing() } }
        #expect {
            try outcome.get()
        } throws: { error in
            "\(error)".hasPrefix("Cannot use the data directory")
        }
    }

    @Test("starts the embedded Gallery on the port it remembers, choosing and remembering one the first time")
    func rememberedPort() async throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "running-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let port = RememberedPort(file: cache.appending(path: "state/imagesearch/gallery-port"))
        let environment = ["XDG_CACHE_HOME": cache.path]
        let first = try await Self.serving(environment: environment, galleryPort: port)
        let chosen = try #require(first.baseURL.port)
        #expect(port.read() == chosen, "the port the system chose, remembered")
        await first.stop()
        let second = try await Self.serving(environment: environment, galleryPort: port)
        #expect(second.baseURL.port == chosen, "the next run listens on the same port")
        await second.stop()
    }

    @Test("falls back to a free port for the run when another program holds the remembered one, and keeps remembering it")
    func rememberedPortTaken() async throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "running-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let taken = try ClosedPort()
        let port = RememberedPort(file: cache.appending(path: "gallery-port"))
        try port.write(Int(taken.port))
        let gallery = try await Self.serving(environment: ["XDG_CACHE_HOME": cache.path], galleryPort: port)
        #expect(gallery.baseURL.port != nil && gallery.baseURL.port != Int(taken.port))
        let (_, response) = try await URLSession.shared.data(from: gallery.baseURL.appending(path: "api/").appending(queryItems: [URLQueryItem(name: "key", value: DataSource.placeholderKey)]))
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "it serves on the port it fell back to")
        #expect(port.read() == Int(taken.port), "the remembered port kept for the next run")
        await gallery.stop()
    }

    @Test("reads a remembered port only when the file holds one above the privileged ports", arguments: [("41234\n", 41234), ("  8080 ", 8080), ("80\n", nil), ("70000", nil), ("port", nil), ("", nil)])
    func rememberedPortFile(contents: String, expected: Int?) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "remembered-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "gallery-port")
        try Data(contents.utf8).write(to: file)
        #expect(RememberedPort(file: file).read() == expected)
        #expect(RememberedPort(file: folder.appending(path: "missing")).read() == nil)
    }

    @Test("keeps the embedded Gallery's data where the app's cache goes: XDG_CACHE_HOME, else HOME's .cache")
    func embeddedDataFollowsTheAppsCache() {
        for environment in [["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/tmp/home"], ["HOME": "/tmp/home"], ["XDG_CACHE_HOME": "", "HOME": "/tmp/home"]] {
            let expected = XDGDirectories.cacheHome(environment: environment).appending(path: "reactivemvvm-gallery").path
            #expect(EmbeddedGallery.dataDirectory(environment: environment).path == expected)
        }
        #expect(EmbeddedGallery.dataDirectory(environment: ["HOME": "/tmp/home"]).path == "/tmp/home/.cache/reactivemvvm-gallery")
    }
}
