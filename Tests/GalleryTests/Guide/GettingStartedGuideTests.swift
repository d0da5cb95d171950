// The functions of Gallery's getting-started article (Gallery.docc/GettingStarted.md), verbatim,
// followed by tests that run them. Keep the two in step.
import Foundation
import Gallery
import Testing

// MARK: - Guide example

/// Starts a Gallery on a free port of 127.0.0.1 over a demo gallery of `pictures` pictures,
/// generated in `folder` and kept there for the next start.
func startOfflineGallery(pictures: Int, dataIn folder: URL) async throws(GalleryStartupError) -> GalleryServer {
    var configuration = GalleryConfiguration()
    configuration.dataDirectory = folder
    configuration.demoImageCount = pictures
    return try await GalleryServer.start(configuration)
}

/// The Pixabay search for `words` on `server`, as a Pixabay client sends it.
func searchURL(on server: GalleryServer, for words: String, key: String = "demo") -> URL {
    server.baseURL.appending(path: "api/").appending(queryItems: [
        URLQueryItem(name: "key", value: key),
        URLQueryItem(name: "q", value: words),
        URLQueryItem(name: "per_page", value: "20"),
    ])
}

/// The current weather of London and Tokyo on `server`, in °C, as an OpenWeatherMap client asks.
func weatherURL(on server: GalleryServer, key: String = "demo") -> URL {
    server.baseURL.appending(path: "data/2.5/group").appending(queryItems: [
        URLQueryItem(name: "id", value: "2643743,1850147"),
        URLQueryItem(name: "appid", value: key),
        URLQueryItem(name: "units", value: "metric"),
    ])
}

// MARK: - Tests of the example

@Suite("Gallery's getting-started article")
struct GettingStartedGuideTests {
    /// Sends a GET for `url` to `server` and returns its answer.
    private func get(_ url: URL, from server: GalleryServer) async throws -> HTTPTestResponse {
        let target = url.path(percentEncoded: true) + (url.query(percentEncoded: true).map { "?" + $0 } ?? "")
        return try await HTTPTestClient.get(server.baseURL, target)
    }

    @Test("the server starts on a free loopback port over the demo pictures, answers both URLs, and stops")
    func startsAnswersAndStops() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let server = try await startOfflineGallery(pictures: 60, dataIn: folder.url)
        do {
            #expect(server.baseURL.host() == "127.0.0.1")
            #expect((server.baseURL.port ?? 0) > 0)
            #expect(server.imageCount == 60)

            let search = try await get(searchURL(on: server, for: "mountain"), from: server)
            #expect(search.status == 200)
            let hits = try search.hits()
            #expect(!hits.isEmpty)
            #expect(hits.allSatisfy { ($0["tags"] as? String)?.contains("mountain") == true })
            #expect(hits.allSatisfy { ($0["previewURL"] as? String)?.hasPrefix(server.baseURL.absoluteString) == true })

            let weather = try await get(weatherURL(on: server), from: server)
            #expect(weather.status == 200)
            let cities = try #require(try weather.jsonObject()["list"] as? [[String: Any]])
            #expect(cities.compactMap { $0["name"] as? String } == ["London", "Tokyo"])
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test("a second start in the same folder reuses the gallery: the same pictures answer the same search")
    func reusesTheFolder() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var answers: [String] = []
        for _ in 0..<2 {
            let server = try await startOfflineGallery(pictures: 60, dataIn: folder.url)
            let search = try? await get(searchURL(on: server, for: "blue"), from: server)
            await server.stop()
            let ids = try #require(try search?.hits()).compactMap { $0["id"] as? Int }
            answers.append(ids.map(String.init).joined(separator: ","))
        }
        #expect(answers[0] == answers[1] && !answers[0].isEmpty)
    }
}
