import Foundation
import Gallery
import ImageCodec
import Testing

@Suite("Serving a folder of the user's pictures")
struct LibraryIndexerTests {
    /// A library the test writes: JPEGs and a PNG in folders, a sidecar, and a file that is not an image.
    private struct Library {
        let folder: TemporaryDirectory
        let data: TemporaryDirectory

        init() throws {
            folder = try TemporaryDirectory()
            data = try TemporaryDirectory()
            try write(.jpeg, "Holidays/Alps/lake_sunrise.jpg", ImageSize(width: 800, height: 600), red: 30, green: 90, blue: 220)
            try write(.jpeg, "Holidays/Alps/IMG_0042.jpg", ImageSize(width: 300, height: 500), red: 40, green: 160, blue: 60)
            try write(.png, "pets/cat.png", ImageSize(width: 200, height: 200), red: 220, green: 40, blue: 30)
            try "tabby, sleeping\nnsfw".write(to: folder.url.appending(path: "pets/cat.txt"), atomically: true, encoding: .utf8)
            try Data("not a picture".utf8).write(to: folder.url.appending(path: "pets/notes.jpg"))
        }

        func write(_ format: ImageFormat, _ path: String, _ size: ImageSize, red: UInt8, green: UInt8, blue: UInt8) throws {
            let file = folder.url.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let image = Image(width: size.width, height: size.height, pixelFormat: .rgb,
                              pixels: Array(repeating: [red, green, blue], count: size.width * size.height).flatMap { $0 })
            let data = format == .png ? try PNGEncoder().encode(image) : try JPEGEncoder().encode(image)
            try data.write(to: file)
        }

        func serve<Result>(_ body: (GalleryServer) async throws -> Result) async throws -> Result {
            try await TestGallery.with({
                $0.library = folder.url
                $0.dataDirectory = data.url
            }, body)
        }

        func remove() {
            folder.remove()
            data.remove()
        }
    }

    @Test("indexes JPEG and PNG files with sizes from their headers and tags from folders and names")
    func indexes() async throws {
        let library = try Library()
        defer { library.remove() }
        try await library.serve { server in
            let report = try #require(server.libraryReport)
            #expect(report.added == 3 && report.skipped == ["pets/notes.jpg"])
            let hits = try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=alps").hits()
            #expect(hits.count == 2)
            let lake = try #require(hits.first { ($0["tags"] as? String)?.contains("lake") == true })
            #expect(lake["tags"] as? String == "holidays, alps, lake, sunrise")
            #expect(lake["imageWidth"] as? Int == 800 && lake["imageHeight"] as? Int == 600)
            let counter = try #require(hits.first { $0["imageWidth"] as? Int == 300 })
            #expect(counter["tags"] as? String == "holidays, alps")
        }
    }

    @Test("reads sidecar tags, hides nsfw pictures from safesearch and finds pictures by colour")
    func sidecarsAndColours() async throws {
        let library = try Library()
        defer { library.remove() }
        try await library.serve { server in
            let cat = try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=tabby").hits()
            #expect(cat.first?["tags"] as? String == "pets, cat, tabby, sleeping")
            #expect(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=tabby&safesearch=true").hits().isEmpty)
            #expect(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&colors=red").hits().count == 1)
            #expect(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&colors=blue").hits().count == 1)
        }
    }

    @Test("tags and finds pictures named by one character: a Japanese or Chinese word, or a letter")
    func oneCharacterNames() async throws {
        let library = try Library()
        defer { library.remove() }
        for path in ["山.jpg", "a.jpg", "京都/寺.png", "dad's car.jpg"] {
            try library.write(path.hasSuffix("png") ? .png : .jpeg, path, ImageSize(width: 120, height: 80), red: 90, green: 90, blue: 90)
        }
        try await library.serve { server in
            for (query, tags) in [("山", "山"), ("a", "a"), ("寺", "京都, 寺"), ("car", "dad, car")] {
                let hits = try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")").hits()
                #expect(hits.map { $0["tags"] as? String } == [tags], "q=\(query)")
            }
        }
    }

    @Test("serves previews made from the files")
    func previews() async throws {
        let library = try Library()
        defer { library.remove() }
        try await library.serve { server in
            let hit = try #require(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=sunrise").hits().first)
            let preview = try await HTTPTestClient.get(server.baseURL, URL(string: hit["previewURL"] as? String ?? "")?.path ?? "")
            let image = try ImageDecoder().decode(Data(preview.body))
            #expect(image.width == 150 && image.height == 113)
            let large = try await HTTPTestClient.get(server.baseURL, URL(string: hit["largeImageURL"] as? String ?? "")?.path ?? "")
            #expect(try ImageDecoder().decode(Data(large.body)).width == 800)
        }
    }

    @Test("re-indexes only files that changed, drops deleted ones and keeps ids")
    func reindexes() async throws {
        let library = try Library()
        defer { library.remove() }
        let firstIDs = try await library.serve { server in
            try await HTTPTestClient.get(server.baseURL, "/api/?key=k&per_page=10").hits().compactMap { $0["id"] as? Int }.sorted()
        }
        try await library.serve { server in
            #expect(server.libraryReport?.unchanged == 3 && server.libraryReport?.added == 0)
        }
        try library.write(.jpeg, "Holidays/Alps/lake_sunrise.jpg", ImageSize(width: 640, height: 480), red: 200, green: 200, blue: 40)
        try FileManager.default.removeItem(at: library.folder.url.appending(path: "pets/cat.png"))
        try library.write(.jpeg, "garden/rose.jpg", ImageSize(width: 100, height: 120), red: 230, green: 60, blue: 120)
        try await library.serve { server in
            let report = try #require(server.libraryReport)
            #expect(report.updated == 1 && report.removed == 1 && report.added == 1 && report.unchanged == 1)
            let lake = try #require(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=lake").hits().first)
            #expect(lake["imageWidth"] as? Int == 640)
            #expect(firstIDs.contains(lake["id"] as? Int ?? 0))
            #expect(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=cat").hits().isEmpty)
            #expect(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=rose").hits().count == 1)
        }
    }

    @Test("deletes the cached renditions of files that changed or disappeared when it re-indexes")
    func removesOutdatedRenditions() async throws {
        let library = try Library()
        defer { library.remove() }
        /// The cached JPEGs of the library, by file name.
        func renditions() throws -> Set<String> {
            let folders = try FileManager.default.contentsOfDirectory(atPath: library.data.url.path)
            let folder = try #require(folders.first { $0.hasPrefix("library-") })
            let files = try FileManager.default.contentsOfDirectory(atPath: library.data.url.appending(path: "\(folder)/renditions").path)
            return Set(files.filter { $0.hasSuffix(".jpg") })
        }
        let lakeID = try await library.serve { server in
            let lake = try #require(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=lake").hits().first)
            for link in ["previewURL", "webformatURL", "largeImageURL"] {
                #expect(try await HTTPTestClient.get(server.baseURL, URL(string: lake[link] as? String ?? "")?.path ?? "").status == 200)
            }
            return try #require(lake["id"] as? Int)
        }
        let before = try renditions()
        #expect(before.count == 5, "three previews, and the lake's web and large sizes: \(before)")

        try library.write(.jpeg, "Holidays/Alps/lake_sunrise.jpg", ImageSize(width: 640, height: 480), red: 200, green: 200, blue: 40)
        try FileManager.default.removeItem(at: library.folder.url.appending(path: "pets/cat.png"))
        try await library.serve { server in
            #expect(server.libraryReport?.renditionsRemoved == 4, "the lake's three and the cat's preview")
            let after = try renditions()
            #expect(after.count == 2, "the lake's new preview and the untouched picture's: \(after)")
            #expect(after.subtracting(before).count == 1 && after.contains { $0.hasPrefix("\(lakeID)_150_") })
        }
    }

    @Test("names the user of library pictures neutrally, never after the account running the server")
    func neutralUser() async throws {
        let library = try Library()
        defer { library.remove() }
        try await library.serve { server in
            let hits = try await HTTPTestClient.get(server.baseURL, "/api/?key=k").hits()
            #expect(hits.count == 3)
            #expect(hits.allSatisfy { $0["user"] as? String == "library" }, "\(hits.map { $0["user"] ?? "" })")
        }
    }

    @Test("does not serve a file or folder swapped for a symbolic link after indexing", arguments: [
        "Holidays/Alps/lake_sunrise.jpg", "Holidays/Alps", "Holidays",
    ])
    func symlinksAreRefused(swapped: String) async throws {
        let library = try Library()
        let outside = try TemporaryDirectory()
        defer {
            library.remove()
            outside.remove()
        }
        try await library.serve { server in
            let lake = try #require(try await HTTPTestClient.get(server.baseURL, "/api/?key=k&q=lake").hits().first)
            let target = library.folder.url.appending(path: swapped)
            let secret = outside.url.appending(path: target.lastPathComponent)
            // The outside copy has the same layout, so that following the link would find a picture.
            try FileManager.default.moveItem(at: target, to: secret)
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: secret)
            let webformat = try await HTTPTestClient.get(server.baseURL, URL(string: lake["webformatURL"] as? String ?? "")?.path ?? "")
            #expect(webformat.status == 404)
            #expect(webformat.headers["content-type"] != "image/jpeg")
        }
    }

    @Test("skips a file over the decoder's input limit (LibraryFileReader's tests check that none of it is read)")
    func hugeFilesAreSkipped() async throws {
        let library = try Library()
        defer { library.remove() }
        // A sparse file: a JPEG signature, then 80 MiB of nothing, taking no space on disk.
        let huge = library.folder.url.appending(path: "huge.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(DecodingLimits.standard.maximumInputSize) + 16 << 20)
        try handle.close()
        try await library.serve { server in
            #expect(server.libraryReport?.skipped.contains("huge.jpg") == true)
        }
    }
}
