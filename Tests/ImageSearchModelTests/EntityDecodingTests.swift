import Foundation
import ImageSearchModel
import Testing

@Suite("Entity decoding")
struct EntityDecodingTests {
    /// `object` decoded as a search answer.
    static func decode(_ object: Any) throws -> Result<ResponseEntity, NetworkError> {
        ResponseEntity.decoding(try PixabayJSON.data(object))
    }

    /// A one-hit page whose hit is changed by `change`.
    static func decodeHit(_ change: (inout [String: Any]) -> Void) throws -> Result<ResponseEntity, NetworkError> {
        var hit = PixabayJSON.hit(id: 7)
        change(&hit)
        return try decode(PixabayJSON.page(totalHits: 1, hits: [hit]))
    }

    @Suite("ImageEntity")
    struct Image {
        @Test("reads every field of a hit from its Pixabay key, ignoring the keys it does not know")
        func everyField() throws {
            let image = try #require(try EntityDecodingTests.decodeHit { _ in }.get().images.first)
            #expect(image == ImageEntity(
                id: 7, pageURL: "https://pixabay.com/photos/mountain-7/", pageImageWidth: 4000, pageImageHeight: 2667,
                previewURL: "https://cdn.pixabay.com/photo/7_150.jpg", previewWidth: 150, previewHeight: 100,
                imageURL: "https://pixabay.com/get/7_640.jpg", imageWidth: 640, imageHeight: 427,
                viewCount: 123_456_789, downloadCount: 98_765, likeCount: 432, tags: ["mountain", "landscape", "nature"], username: "someone",
                largeImageURL: "https://pixabay.com/get/7_1280.jpg"))
        }

        @Test("reads the larger sizes a key with full access gets: fullHDURL and the original's imageURL")
        func largerSizes() throws {
            let image = try #require(try EntityDecodingTests.decodeHit { hit in
                hit["fullHDURL"] = "https://pixabay.com/get/7_1920.jpg"
                hit["imageURL"] = "https://pixabay.com/get/7.png"
            }.get().images.first)
            #expect(image.fullHDURL == "https://pixabay.com/get/7_1920.jpg")
            #expect(image.originalImageURL == "https://pixabay.com/get/7.png")
            #expect(image.largestOfferedPicture.url == "https://pixabay.com/get/7.png")
        }

        @Test("a larger size that is missing, null or not a string is not offered; the largest is then the next one down")
        func largerSizesMissing() throws {
            let image = try #require(try EntityDecodingTests.decodeHit { hit in
                hit["largeImageURL"] = nil
                hit["fullHDURL"] = NSNull()
                hit["imageURL"] = 42
            }.get().images.first)
            #expect(image.largeImageURL == nil && image.fullHDURL == nil && image.originalImageURL == nil)
            #expect(image.largestOfferedPicture.url == "https://pixabay.com/get/7_640.jpg")
            let large = try #require(try EntityDecodingTests.decodeHit { _ in }.get().images.first)
            #expect(large.largestOfferedPicture.url == "https://pixabay.com/get/7_1280.jpg")
        }

        @Test("offers the pictures the answer links to, smallest first, with their pixel sizes: the large and full-HD ones the original fitted into 1,280 and 1,920 pixels")
        func offeredPictures() throws {
            let image = try #require(try EntityDecodingTests.decodeHit { hit in
                hit["fullHDURL"] = "https://pixabay.com/get/7_1920.jpg"
                hit["imageURL"] = "https://pixabay.com/get/7.png"
            }.get().images.first)
            #expect(image.offeredPictures.map(\.kind) == [.preview, .webFormat, .large, .fullHD, .original])
            #expect(image.offeredPictures.map(\.size.description) == ["150x100", "640x427", "1280x853", "1920x1280", "4000x2667"])
            #expect(image.offeredPictures.map(\.url).last == "https://pixabay.com/get/7.png")
            #expect(image.largestOfferedPicture.kind == .original)
            let gallery = try #require(try EntityDecodingTests.decodeHit { hit in
                hit["imageWidth"] = 1080
                hit["imageHeight"] = 1920
            }.get().images.first)
            #expect(gallery.offeredPictures.map(\.kind) == [.preview, .webFormat, .large], "the Gallery's answer: no full-HD, no original")
            #expect(gallery.largestOfferedPicture.size.description == "720x1280", "a vertical picture fitted by its height")
            let small = try #require(try EntityDecodingTests.decodeHit { hit in
                hit["imageWidth"] = 800
                hit["imageHeight"] = 600
            }.get().images.first)
            #expect(small.largestOfferedPicture.size.description == "800x600", "never enlarged")
        }

        @Test("splits tags on commas, trims each and drops empty pieces")
        func tags() throws {
            let image = try #require(try EntityDecodingTests.decodeHit { $0["tags"] = "  sea , sky,,blue sea ,  , 山 ,," }.get().images.first)
            #expect(image.tags == ["sea", "sky", "blue sea", "山"])
        }

        @Test(
            "trims tags of exactly what Foundation's whitespacesAndNewlines holds, scalar by scalar",
            arguments: [
                "\t sea\n, sky\r\n", "\u{3000}山\u{3000},\u{A0}sea\u{A0}", "\u{2028}a\u{2029},\u{85}b\u{85}", "\u{200B}z\u{200B}, \u{1680}y\u{2007}",
                "\u{200C}x\u{200D}, \u{FEFF}w\u{FEFF}", " \u{301}e ,\u{301} ", "🌊 ,  \u{1F3FD}", "\u{B}\u{C}v\u{1C}\u{1F}",
            ])
        func tagsTrimmedAsFoundationTrims(tags: String) throws {
            let image = try #require(try EntityDecodingTests.decodeHit { $0["tags"] = tags }.get().images.first)
            let foundationTrimmed = tags.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }
            #expect(image.tags.map { Array($0.unicodeScalars) } == foundationTrimmed.map { Array($0.unicodeScalars) })
        }

        @Test("a hit without tags, or with null tags, has no tags")
        func missingTags() throws {
            #expect(try EntityDecodingTests.decodeHit { $0["tags"] = nil }.get().images.first?.tags == [])
            #expect(try EntityDecodingTests.decodeHit { $0["tags"] = NSNull() }.get().images.first?.tags == [])
            #expect(try EntityDecodingTests.decodeHit { $0["tags"] = "" }.get().images.first?.tags == [])
        }

        @Test(
            "a hit missing any key but tags makes the page undecodable",
            arguments: [
                "id", "pageURL", "imageWidth", "imageHeight", "previewURL", "previewWidth", "previewHeight",
                "webformatURL", "webformatWidth", "webformatHeight", "views", "downloads", "likes", "user",
            ])
        func missingKey(key: String) throws {
            #expect(try EntityDecodingTests.decodeHit { $0[key] = nil } == .failure(.incorrectDataReturned))
        }

        @Test(
            "a value of the wrong type makes the page undecodable",
            arguments: [
                ("id", "7" as any Sendable), ("id", -1), ("id", 1.5), ("views", "many"), ("likes", 1e30), ("downloads", NSNull()),
                ("user", 42), ("previewWidth", true), ("pageURL", ["https://x"]), ("tags", 3), ("imageHeight", 2.5),
            ])
        func wrongType(key: String, value: any Sendable) throws {
            #expect(try EntityDecodingTests.decodeHit { $0[key] = value } == .failure(.incorrectDataReturned))
        }

        @Test("the largest id and counts decode")
        func largestNumbers() throws {
            let json = try String(decoding: PixabayJSON.data(PixabayJSON.page(totalHits: 1, count: 1)), as: UTF8.self)
                .replacingOccurrences(of: #""id":1,"#, with: #""id":18446744073709551615,"#)
                .replacingOccurrences(of: #""views":123456789"#, with: #""views":9223372036854775807"#)
            let image = try #require(try ResponseEntity.decoding(Data(json.utf8)).get().images.first)
            #expect(image.id == .max)
            #expect(image.viewCount == .max)
        }

        @Test("strings are kept exactly as the server sent them, escape sequences, C1 controls and bidi overrides included")
        func hostileStrings() throws {
            let tags = "\u{1B}[2J\u{1B}[31mred, \u{9B}31mcsi, \u{202E}txt.exe, bell\u{7}, \u{1B}]0;title\u{7}"
            let user = "\u{1B}]8;;http://evil\u{1B}\\\u{202E}name\u{0}"
            let image = try #require(try EntityDecodingTests.decodeHit {
                $0["tags"] = tags
                $0["user"] = user
                $0["pageURL"] = "https://x.test/\u{1B}[1m"
            }.get().images.first)
            #expect(image.tags == ["\u{1B}[2J\u{1B}[31mred", "\u{9B}31mcsi", "\u{202E}txt.exe", "bell\u{7}", "\u{1B}]0;title\u{7}"])
            #expect(image.username == user)
            #expect(image.pageURL == "https://x.test/\u{1B}[1m")
        }
    }

    @Suite("ResponseEntity")
    struct Response {
        @Test("reads the reachable total from totalHits, the matches from total, and the images from hits, in order")
        func page() throws {
            let response = try EntityDecodingTests.decode(PixabayJSON.page(totalHits: 500, count: 3, firstID: 10)).get()
            #expect(response.totalCount == 500 && response.matchCount == 507)
            #expect(response.images.map(\.id) == [10, 11, 12])
        }

        @Test("takes the matches to be totalHits when total is missing, not a whole number, or smaller", arguments: [nil, "many", 3] as [(any Sendable)?])
        func matchesWithoutTotal(total: (any Sendable)?) throws {
            var page = PixabayJSON.page(totalHits: 500, count: 1)
            page["total"] = total
            #expect(try EntityDecodingTests.decode(page).get().matchCount == 500)
        }

        @Test("an empty result decodes")
        func emptyResult() throws {
            #expect(try EntityDecodingTests.decode(PixabayJSON.page(totalHits: 0, hits: [])).get() == ResponseEntity(totalCount: 0, images: [], matchCount: 7))
        }

        @Test("one hit with fewer fields makes the whole page undecodable")
        func oneBadHit() throws {
            var hits = (1...3).map { PixabayJSON.hit(id: $0) }
            hits[1]["webformatURL"] = nil
            #expect(try EntityDecodingTests.decode(PixabayJSON.page(totalHits: 3, hits: hits)) == .failure(.incorrectDataReturned))
        }

        @Test(
            "an answer that is not a search result is incorrect data",
            arguments: [
                "{}", "", "[]", "null", "<html><body>Service unavailable</body></html>", #"{"totalHits":1,"hits":["#,
                #"{"totalHits":1}"#, #"{"hits":[]}"#, #"{"totalHits":"500","hits":[]}"#, #"{"totalHits":5,"hits":{}}"#,
                #"{"totalHits":5,"hits":[null]}"#, "\u{FEFF}\u{0}\u{1B}[2J",
            ])
        func notAPage(json: String) {
            #expect(ResponseEntity.decoding(Data(json.utf8)) == .failure(.incorrectDataReturned))
        }

        @Test("truncated JSON at any length is incorrect data")
        func truncatedAnywhere() throws {
            let json = try PixabayJSON.data(PixabayJSON.page(totalHits: 2, count: 2))
            for length in stride(from: 0, to: json.count - 1, by: 7) {
                #expect(ResponseEntity.decoding(json.prefix(length)) == .failure(.incorrectDataReturned), "cut at \(length) bytes")
            }
        }
    }
}
