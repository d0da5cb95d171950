@testable import AppSupport
import Foundation
import ReactiveCore
import Testing
import TestSupport

@Suite("ResponseCache")
struct ResponseCacheTests {
    let folder = TemporaryDirectory()
    let clock = TestClock()

    func cache(maximumSize: Int = 1 << 20) -> ResponseCache {
        ResponseCache(directory: folder.url, maximumSize: maximumSize, now: clock.now)
    }

    func request(_ text: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: text)!)
    }

    func answer(_ request: HTTPRequest, status: Int = 200, body: String = "answer", headers: [String: String] = ["Content-Type": "application/json"]) -> HTTPResponse {
        HTTPResponse(url: request.url, statusCode: status, headers: headers, body: Data(body.utf8))
    }

    /// The path of the only entry file.
    func onlyEntryPath() throws -> String {
        let names = folder.fileNames
        try #require(names.count == 1)
        return folder.url.appending(path: names[0]).path
    }

    @Suite("hits and misses")
    struct HitsAndMisses {
        let fixture = ResponseCacheTests()

        @Test("answers a stored request from the cache, marked as such, with the request's URL")
        func hit() throws {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?key=abc&q=cat")
            cache.store(fixture.answer(request, headers: ["Content-Type": "application/json", "X-Total": "3"]), for: request)
            let cached = try #require(cache.response(for: request))
            #expect(cached.source == .cache)
            #expect(cached.statusCode == 200)
            #expect(cached.body == Data("answer".utf8))
            #expect(cached.headers == ["content-type": "application/json", "x-total": "3"])
            #expect(cached.url == request.url)
        }

        @Test("misses a request never stored")
        func miss() {
            #expect(fixture.cache().response(for: fixture.request("https://pixabay.com/api/?q=cat")) == nil)
        }

        @Test("ignores the API key and the order of the query parameters", arguments: [
            "https://pixabay.com/api/?page=2&q=cat&key=other-key",
            "https://pixabay.com/api/?q=cat&page=2",
            "https://PIXABAY.com/api/?KEY=third&page=2&q=cat#fragment",
        ])
        func sameKey(text: String) {
            let cache = fixture.cache()
            cache.store(fixture.answer(fixture.request("https://pixabay.com/api/?key=abc&q=cat&page=2")), for: fixture.request("https://pixabay.com/api/?key=abc&q=cat&page=2"))
            #expect(cache.response(for: fixture.request(text))?.body == Data("answer".utf8))
        }

        @Test("tells apart requests that differ in anything else", arguments: [
            "https://pixabay.com/api/?q=dog&page=2", "https://pixabay.com/api/?q=cat&page=3", "https://pixabay.com/api/?q=cat",
            "http://pixabay.com/api/?q=cat&page=2", "https://pixabay.com/other/?q=cat&page=2", "https://example.com/api/?q=cat&page=2",
        ])
        func differentKey(text: String) {
            let cache = fixture.cache()
            cache.store(fixture.answer(fixture.request("https://pixabay.com/api/?q=cat&page=2")), for: fixture.request("https://pixabay.com/api/?q=cat&page=2"))
            #expect(cache.response(for: fixture.request(text)) == nil)
        }

        @Test("stores only successful answers", arguments: [301, 304, 404, 429, 500])
        func onlySuccess(status: Int) {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request, status: status), for: request)
            #expect(cache.response(for: request) == nil)
            #expect(fixture.folder.fileNames.isEmpty)
        }

        @Test("a new answer replaces the old one")
        func replaces() {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request, body: "old"), for: request)
            cache.store(fixture.answer(request, body: "new"), for: request)
            #expect(cache.response(for: request)?.body == Data("new".utf8))
            #expect(fixture.folder.fileNames.count == 1)
        }

        @Test("an answer redirected elsewhere keeps its final URL, without the key")
        func redirectedURL() {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/get/1.jpg?key=abc")
            cache.store(HTTPResponse(url: URL(string: "https://cdn.pixabay.com/1.jpg?key=abc&size=2")!, statusCode: 200), for: request)
            #expect(cache.response(for: request)?.url.absoluteString == "https://cdn.pixabay.com/1.jpg?size=2")
        }
    }

    @Suite("time to live")
    struct TimeToLive {
        let fixture = ResponseCacheTests()

        @Test("keeps another server's answer only as long as its Cache-Control allows")
        func serverLifetime() {
            let cache = fixture.cache()
            let search = fixture.request("http://127.0.0.1:8080/api/?q=cat")
            cache.store(fixture.answer(search), for: search)
            #expect(cache.response(for: search) == nil, "no Cache-Control: not kept")
            let image = fixture.request("http://127.0.0.1:8080/images/1_150.jpg")
            cache.store(fixture.answer(image, headers: ["Cache-Control": "public, max-age=600"]), for: image)
            fixture.clock.advance(by: 600)
            #expect(cache.response(for: image) != nil)
            fixture.clock.advance(by: 1)
            #expect(cache.response(for: image) == nil)
        }

        @Test("uses an entry until it is a day old")
        func freshForADay() {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            fixture.clock.advance(by: CachePolicy.pixabayLifetime)
            #expect(cache.response(for: request) != nil)
        }

        @Test("ignores and removes an entry older than the time to live")
        func expires() {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            fixture.clock.advance(by: CachePolicy.pixabayLifetime + 1)
            #expect(cache.response(for: request) == nil)
            #expect(fixture.folder.fileNames.isEmpty)
        }

        @Test("reading an entry does not make it live longer")
        func readingDoesNotRefresh() {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            fixture.clock.advance(by: CachePolicy.pixabayLifetime - 10)
            #expect(cache.response(for: request) != nil)
            fixture.clock.advance(by: 20)
            #expect(cache.response(for: request) == nil)
        }
    }

    @Suite("damaged entries")
    struct DamagedEntries {
        let fixture = ResponseCacheTests()

        enum Damage: CaseIterable {
            case truncated, empty, garbage, extraBytes, wrongMagic, anotherRequest
        }

        @Test("drops an unreadable, truncated or foreign entry, and the request is fetched and stored again", arguments: Damage.allCases)
        func dropsDamaged(damage: Damage) throws {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            let path = try fixture.onlyEntryPath()
            var bytes = try [UInt8](Data(contentsOf: URL(filePath: path)))
            switch damage {
            case .truncated: bytes.removeLast(3)
            case .empty: bytes = []
            case .garbage: bytes = Array("<html>not a cache entry</html>".utf8)
            case .extraBytes: bytes += [0, 1, 2]
            case .wrongMagic: bytes[0] ^= 0xFF
            case .anotherRequest:
                let other = fixture.request("https://pixabay.com/api/?q=dog")
                bytes = CacheEntry(
                    key: ResponseCache.key(for: other.url), storedAt: fixture.clock.now(), lifetime: 60, statusCode: 200, url: "", headers: [:], body: Data()
                ).encoded()
            }
            try Data(bytes).write(to: URL(filePath: path))
            #expect(cache.response(for: request) == nil)
            #expect(fixture.folder.fileNames.isEmpty)
            cache.store(fixture.answer(request, body: "again"), for: request)
            #expect(cache.response(for: request)?.body == Data("again".utf8))
        }

        @Test("random bytes in an entry never crash the cache")
        func fuzzedEntries() throws {
            var generator = SeededGenerator(seed: 11)
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            let path = try fixture.onlyEntryPath()
            let original = try [UInt8](Data(contentsOf: URL(filePath: path)))
            for _ in 0..<300 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                try Data(bytes).write(to: URL(filePath: path))
                if let cached = cache.response(for: request) {
                    #expect(cached.statusCode >= 0)
                }
            }
        }
    }

    @Suite("secrets and permissions")
    struct SecretsAndPermissions {
        let fixture = ResponseCacheTests()

        @Test("no file name or content holds the API key")
        func keyNeverWritten() throws {
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?key=S3cr3t%2BKey99&q=cat")
            cache.store(fixture.answer(request), for: request)
            #expect(cache.response(for: request) != nil)
            let name = try fixture.onlyEntryPath()
            let content = try Data(contentsOf: URL(filePath: name))
            for form in ["S3cr3t%2BKey99", "S3cr3t+Key99", "S3cr3t"] {
                #expect(!name.contains(form))
                #expect(content.range(of: Data(form.utf8)) == nil)
            }
        }

        @Test("does not store an answer that contains the API key", arguments: ["body", "header", "url"])
        func answerWithKey(place: String) {
            let cache = fixture.cache()
            let request = fixture.request("https://api.openweathermap.org/data/2.5/group?id=1&APPID=0123456789abcdef")
            let answer = HTTPResponse(
                url: URL(string: place == "url" ? "https://cdn.test/0123456789abcdef/x" : "https://api.openweathermap.org/data/2.5/group?id=1")!,
                statusCode: 200, headers: ["Cache-Control": "max-age=600"].merging(place == "header" ? ["X-Echo": "APPID=0123456789abcdef"] : [:]) { $1 },
                body: Data((place == "body" ? "{\"key\": \"0123456789abcdef\"}" : "{}").utf8)
            )
            cache.store(answer, for: request)
            #expect(cache.response(for: request) == nil)
            #expect(fixture.folder.fileNames.isEmpty)
        }

        @Test("makes its folder (and missing parents) 0700 and its files 0600")
        func permissions() throws {
            let directory = fixture.folder.url.appending(path: "deeper/http")
            let cache = ResponseCache(directory: directory, maximumSize: 1 << 20, now: fixture.clock.now)
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names.count == 1)
            #expect(try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int == 0o700)
            #expect(try FileManager.default.attributesOfItem(atPath: directory.appending(path: names[0]).path)[.posixPermissions] as? Int == 0o600)
        }

        @Test("tightens an existing folder that others could read")
        func tightensFolder() throws {
            try FileManager.default.createDirectory(at: fixture.folder.url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            let cache = fixture.cache()
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            #expect(try FileManager.default.attributesOfItem(atPath: fixture.folder.url.path)[.posixPermissions] as? Int == 0o700)
        }

        @Test("a folder that cannot be made means no caching, not a failure")
        func unusableFolder() {
            let cache = ResponseCache(directory: URL(filePath: "/dev/null/cache"), maximumSize: 1 << 20)
            let request = fixture.request("https://pixabay.com/api/?q=cat")
            cache.store(fixture.answer(request), for: request)
            #expect(cache.response(for: request) == nil)
        }
    }

    @Suite("size bound")
    struct SizeBound {
        let fixture = ResponseCacheTests()

        func request(_ name: String) -> HTTPRequest {
            fixture.request("https://pixabay.com/get/\(name).jpg")
        }

        func store(_ name: String, in cache: ResponseCache) {
            fixture.clock.advance(by: 1)
            cache.store(fixture.answer(request(name), body: String(repeating: "x", count: 800), headers: [:]), for: request(name))
        }

        @Test("removes the least recently used entries when the total passes the maximum")
        func leastRecentlyUsed() {
            let cache = fixture.cache(maximumSize: 4000)
            for name in ["a", "b", "c", "d"] { store(name, in: cache) }
            fixture.clock.advance(by: 1)
            #expect(cache.response(for: request("a")) != nil)
            store("e", in: cache)
            let kept = ["a", "b", "c", "d", "e"].filter { cache.response(for: request($0)) != nil }
            #expect(kept == ["a", "d", "e"])
        }

        @Test("does not store an answer larger than a quarter of the maximum")
        func tooLarge() {
            let cache = fixture.cache(maximumSize: 2000)
            store("a", in: cache)
            #expect(cache.response(for: request("a")) == nil)
        }

        @Test("counts and evicts the entries another process wrote")
        func otherProcessEntries() {
            let mine = fixture.cache(maximumSize: 4000)
            let theirs = fixture.cache(maximumSize: 4000)
            store("a", in: mine)
            for name in ["b", "c", "d"] { store(name, in: theirs) }
            store("e", in: mine)
            #expect(fixture.folder.fileNames.count == 3)
            #expect(theirs.response(for: request("e")) != nil)
        }

        @Test("removes temporary files left by a writer that died, and nothing that is not its own")
        func abandonedFiles() throws {
            let cache = fixture.cache()
            store("a", in: cache)
            let abandoned = fixture.folder.url.appending(path: ".tmp-crashed-writer")
            let recent = fixture.folder.url.appending(path: ".tmp-writing-now")
            let foreign = fixture.folder.url.appending(path: "notes.txt")
            for file in [abandoned, recent, foreign] { try Data("x".utf8).write(to: file) }
            try FileManager.default.setAttributes([.modificationDate: fixture.clock.now().addingTimeInterval(-7200)], ofItemAtPath: abandoned.path)
            try FileManager.default.setAttributes([.modificationDate: fixture.clock.now()], ofItemAtPath: recent.path)
            cache.evict()
            #expect(!FileManager.default.fileExists(atPath: abandoned.path))
            #expect(FileManager.default.fileExists(atPath: recent.path))
            #expect(FileManager.default.fileExists(atPath: foreign.path))
            #expect(cache.response(for: request("a")) != nil)
        }
    }

    @Test("two caches on one folder, as two running copies of an app, never read a torn or mixed entry")
    func sharedFolder() async {
        let caches = [cache(), cache()]
        let shared = request("https://pixabay.com/get/shared.jpg")
        let bodies = (0..<8).map { Data(repeating: UInt8($0), count: 64 << 10) }
        let torn = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    let cache = caches[writer % 2]
                    for _ in 0..<40 {
                        cache.store(HTTPResponse(url: shared.url, statusCode: 200, body: bodies[writer]), for: shared)
                        if let body = cache.response(for: shared)?.body, !bodies.contains(body) {
                            torn.withLock { $0 += 1 }
                        }
                    }
                }
            }
        }
        #expect(torn.withLock { $0 } == 0)
        #expect(folder.fileNames.count == 1)
    }
}
