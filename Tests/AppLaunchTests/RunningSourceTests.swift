import AppLaunch
import AppSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Testing

@Suite("RunningSource")
struct RunningSourceTests {
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
        let running = try DataSource.embeddedGallery.start(environment: ["XDG_CACHE_HOME": cache.path], logger: Logger(label: "test"))
        let gallery = try #require(running.embeddedGallery)
        #expect(running.baseURL == gallery.baseURL && running.baseURL.host() == "127.0.0.1")
        #expect(FileManager.default.fileExists(atPath: cache.appending(path: "reactivemvvm-gallery").path))
        let (_, response) = try await URLSession.shared.data(from: running.baseURL.appending(path: "api/").appending(queryItems: [URLQueryItem(name: "key", value: DataSource.placeholderKey)]))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        await gallery.stop()
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
