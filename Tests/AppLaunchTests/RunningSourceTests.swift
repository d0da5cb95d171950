import AppLaunch
import AppSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Testing
import TestSupport

@Suite("RunningSource")
struct RunningSourceTests {
    /// Starts the embedded Gallery on a thread of its own: `start` blocks its thread until the
    /// server listens (the apps call it on the main thread before their run loop), and on one of
    /// Swift concurrency's few threads it could hold the thread the server needs to start — with
    /// several tests at once on a 2-core machine, every one of them.
    func startEmbedded(environment: [String: String], galleryPort: RememberedPort? = nil) async throws -> RunningSource {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result<RunningSource, any Error> {
                    try DataSource.embeddedGallery.start(environment: environment, logger: Logger(label: "test"), galleryPort: galleryPort)
                })
            }
        }
    }

    @Test("uses a remote source as it is, starting nothing")
    func remote() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9"))
        let running = try DataSource.remote(baseURL: url, apiKey: "k", isOfficial: false).start(environment: [:], logger: Logger(label: "test"))
        #expect(running.baseURL == url && running.embeddedGallery == nil)
    }

    @Test("starts the embedded Gallery on loopback, with its data in the cache directory, and answers there")
    func embedded() async throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "running-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let running = try await startEmbedded(environment: ["XDG_CACHE_HOME": cache.path])
        let gallery = try #require(running.embeddedGallery)
        #expect(running.baseURL == gallery.baseURL && running.baseURL.host() == "127.0.0.1")
        #expect(FileManager.default.fileExists(atPath: cache.appending(path: "reactivemvvm-gallery").path))
        let (_, response) = try await URLSession.shared.data(from: running.baseURL.appending(path: "api/").appending(queryItems: [URLQueryItem(name: "key", value: DataSource.placeholderKey)]))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        await gallery.stop()
    }

    @Test("starts the embedded Gallery on the port it remembers, choosing and remembering one the first time")
    func rememberedPort() async throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "running-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let port = RememberedPort(file: cache.appending(path: "state/imagesearch/gallery-port"))
        let environment = ["XDG_CACHE_HOME": cache.path]
        let first = try #require(try await startEmbedded(environment: environment, galleryPort: port).embeddedGallery)
        let chosen = try #require(first.baseURL.port)
        #expect(port.read() == chosen, "the port the system chose, remembered")
        await first.stop()
        let second = try #require(try await startEmbedded(environment: environment, galleryPort: port).embeddedGallery)
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
        let running = try await startEmbedded(environment: ["XDG_CACHE_HOME": cache.path], galleryPort: port)
        let gallery = try #require(running.embeddedGallery)
        #expect(running.baseURL.port != nil && running.baseURL.port != Int(taken.port))
        let (_, response) = try await URLSession.shared.data(from: running.baseURL.appending(path: "api/").appending(queryItems: [URLQueryItem(name: "key", value: DataSource.placeholderKey)]))
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
