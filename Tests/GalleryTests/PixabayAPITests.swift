import Foundation
import Testing

@Suite("The Pixabay-compatible image search")
struct PixabayAPITests {
    private static func search(_ server: URL, _ query: String) async throws -> HTTPTestResponse {
        try await HTTPTestClient.get(server, "/api/?key=test-key" + (query.isEmpty ? "" : "&" + query))
    }

    @Suite("without parameters besides the key")
    struct Defaults {
        @Test("answers JSON with total, totalHits and twenty hits")
        func answersTheFirstPage() async throws {
            try await TestGallery.with { server in
                let response = try await search(server.baseURL, "")
                #expect(response.status == 200)
                #expect(response.headers["content-type"] == "application/json")
                let json = try response.jsonObject()
                #expect(json["total"] as? Int == TestGallery.imageCount)
                #expect(json["totalHits"] as? Int == TestGallery.imageCount)
                #expect(try response.hits().count == 20)
            }
        }

        @Test("gives every field Pixabay documents for a hit, with links to this server")
        func hitsCarryEveryField() async throws {
            try await TestGallery.with { server in
                let hit = try #require(try await search(server.baseURL, "").hits().first)
                let fields = [
                    "id", "pageURL", "type", "tags", "previewURL", "previewWidth", "previewHeight", "webformatURL", "webformatWidth",
                    "webformatHeight", "largeImageURL", "imageWidth", "imageHeight", "imageSize", "views", "downloads",
                    "collections", "likes", "comments", "user_id", "user", "userImageURL",
                ]
                for field in fields { #expect(hit[field] != nil, "missing \(field)") }
                let base = server.baseURL.absoluteString
                for link in ["pageURL", "previewURL", "webformatURL", "largeImageURL", "userImageURL"] {
                    #expect((hit[link] as? String)?.hasPrefix(base + "/") == true, "\(link) does not point here")
                }
                #expect(max(hit["previewWidth"] as? Int ?? 0, hit["previewHeight"] as? Int ?? 0) == 150)
                #expect(max(hit["webformatWidth"] as? Int ?? 0, hit["webformatHeight"] as? Int ?? 0) == 640)
            }
        }

        @Test("sorts by popularity")
        func sortsByPopularity() async throws {
            try await TestGallery.with { server in
                let likes = try await search(server.baseURL, "per_page=50").hits().map { ($0["likes"] as? Int ?? 0) }
                #expect(likes.first ?? 0 >= likes.last ?? 0)
            }
        }
    }

    @Suite("with q")
    struct Words {
        @Test("finds only images whose tags contain every word")
        func matchesAllWords() async throws {
            try await TestGallery.with { server in
                let hits = try await search(server.baseURL, "q=mountain+blue&per_page=200").hits()
                #expect(!hits.isEmpty)
                for hit in hits {
                    let tags = (hit["tags"] as? String ?? "").components(separatedBy: ", ")
                    #expect(tags.contains("mountain") && tags.contains("blue"))
                }
            }
        }

        @Test("finds fractals, and plural words find singular tags")
        func findsFractalsAndPlurals() async throws {
            try await TestGallery.with { server in
                #expect(try await search(server.baseURL, "q=fractal").jsonObject()["total"] as? Int ?? 0 > 0)
                let singular = try await search(server.baseURL, "q=mountain").jsonObject()["total"] as? Int
                let plural = try await search(server.baseURL, "q=mountains").jsonObject()["total"] as? Int
                #expect(singular == plural && (singular ?? 0) > 0)
            }
        }

        @Test("decodes percent-encoding and treats FTS operators as plain words")
        func escapesQueries() async throws {
            try await TestGallery.with { server in
                let operators = try await search(server.baseURL, "q=%22mountain%22%20OR%20*")
                #expect(operators.status == 200)
                let near = try await search(server.baseURL, "q=NEAR(a%3Ab)")
                #expect(try near.jsonObject()["total"] as? Int == 0)
            }
        }

        @Test("refuses a q longer than 100 characters")
        func refusesLongQueries() async throws {
            try await TestGallery.with { server in
                let response = try await search(server.baseURL, "q=" + String(repeating: "a", count: 101))
                #expect(response.status == 400)
                #expect(response.text.hasPrefix("[ERROR 400] "))
                #expect(try await search(server.baseURL, "q=" + String(repeating: "a", count: 100)).status == 200)
            }
        }
    }

    @Suite("with lang")
    struct Languages {
        /// `山` (mountain), percent-encoded.
        static let mountain = "%E5%B1%B1"

        @Test("lang=ja finds images by Japanese words and answers Japanese tags")
        func japanese() async throws {
            try await TestGallery.with { server in
                let english = try await search(server.baseURL, "q=mountain&per_page=200").hits()
                let japanese = try await search(server.baseURL, "q=\(Self.mountain)&lang=ja&per_page=200").hits()
                #expect(!japanese.isEmpty)
                #expect(japanese.compactMap { $0["id"] as? Int } == english.compactMap { $0["id"] as? Int })
                for hit in japanese {
                    let tags = (hit["tags"] as? String ?? "").components(separatedBy: ", ")
                    #expect(tags.contains("山") && !tags.contains("mountain"), "\(tags)")
                }
                let sameImage = try #require(japanese.first?["pageURL"] as? String)
                #expect(sameImage == english.first?["pageURL"] as? String, "pageURL keeps its English slug")
            }
        }

        @Test("lang=ja also takes English words; other languages answer the English tags")
        func fallbacks() async throws {
            try await TestGallery.with { server in
                let total = try await search(server.baseURL, "q=mountain").jsonObject()["total"] as? Int
                #expect(try await search(server.baseURL, "q=mountain&lang=ja").jsonObject()["total"] as? Int == total)
                let german = try await search(server.baseURL, "q=mountain&lang=de").hits()
                #expect(german.allSatisfy { ($0["tags"] as? String ?? "").components(separatedBy: ", ").contains("mountain") })
                #expect(try await search(server.baseURL, "q=\(Self.mountain)").jsonObject()["total"] as? Int == 0)
            }
        }
    }

    @Suite("repeated")
    struct Repeated {
        static let queries = ["", "q=mountain", "q=blue&order=latest&page=2", "q=%E5%B1%B1&lang=ja", "q=zzz"]

        /// The answers to `queries`, with the server's address replaced so that servers compare.
        static func answers(_ server: URL) async throws -> [String] {
            var answers: [String] = []
            for query in queries {
                answers.append(try await search(server, query).text.replacingOccurrences(of: server.absoluteString, with: "BASE"))
            }
            return answers
        }

        @Test("a repeated search is answered the same, with or without the cache")
        func sameAnswers() async throws {
            let uncached = try await TestGallery.with({ $0.searchCacheSize = 0 }) { try await Self.answers($0.baseURL) }
            // Three entries for five queries: the second round finds some answers cached, some evicted.
            let rounds = try await TestGallery.with({ $0.searchCacheSize = 3 }) { server in
                [try await Self.answers(server.baseURL), try await Self.answers(server.baseURL)]
            }
            #expect(rounds == [uncached, uncached])
        }

        @Test("links follow each request's Host header, also for a cached answer")
        func linksFollowTheHost() async throws {
            try await TestGallery.with { server in
                for host in ["gallery.test:8080", "other.test", "gallery.test:8080"] {
                    let request = "GET /api/?key=k&q=mountain HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"
                    let hit = try #require(try await HTTPTestClient.send(Array(request.utf8), to: server.baseURL).hits().first)
                    #expect((hit["previewURL"] as? String)?.hasPrefix("http://\(host)/images/") == true)
                }
            }
        }
    }

    @Suite("with filters")
    struct Filters {
        @Test("id returns that image alone")
        func id() async throws {
            try await TestGallery.with { server in
                let hits = try await search(server.baseURL, "id=100005").hits()
                #expect(hits.count == 1 && hits.first?["id"] as? Int == 100_005)
                #expect(try await search(server.baseURL, "id=99").hits().isEmpty)
            }
        }

        @Test("image_type keeps only that type", arguments: ["photo", "illustration", "vector"])
        func imageType(type: String) async throws {
            try await TestGallery.with { server in
                let hits = try await search(server.baseURL, "image_type=\(type)&per_page=200").hits()
                #expect(!hits.isEmpty)
                #expect(hits.allSatisfy { $0["type"] as? String == type })
                #expect(try await search(server.baseURL, "image_type=all").jsonObject()["total"] as? Int == TestGallery.imageCount)
            }
        }

        @Test("orientation keeps wide or tall images")
        func orientation() async throws {
            try await TestGallery.with { server in
                for hit in try await search(server.baseURL, "orientation=vertical&per_page=200").hits() {
                    #expect(hit["imageHeight"] as? Int ?? 0 > hit["imageWidth"] as? Int ?? 0)
                }
                for hit in try await search(server.baseURL, "orientation=horizontal&per_page=200").hits() {
                    #expect(hit["imageWidth"] as? Int ?? 0 >= hit["imageHeight"] as? Int ?? 0)
                }
            }
        }

        @Test("category, colors, editors_choice, safesearch and lang narrow or keep the results")
        func narrowingFilters() async throws {
            try await TestGallery.with { server in
                let all = try #require(try await search(server.baseURL, "").jsonObject()["total"] as? Int)
                for query in ["category=nature", "colors=blue", "colors=red,green", "editors_choice=true", "q=sky&lang=de"] {
                    let total = try #require(try await search(server.baseURL, query).jsonObject()["total"] as? Int)
                    #expect(total > 0 && total < all, "\(query)")
                }
                #expect(try await search(server.baseURL, "safesearch=true").jsonObject()["total"] as? Int == all)
                #expect(try await search(server.baseURL, "editors_choice=false").jsonObject()["total"] as? Int == all)
            }
        }

        @Test("min_width and min_height drop smaller images")
        func minimumSize() async throws {
            try await TestGallery.with { server in
                for hit in try await search(server.baseURL, "min_width=2000&min_height=1500&per_page=200").hits() {
                    #expect(hit["imageWidth"] as? Int ?? 0 >= 2000 && hit["imageHeight"] as? Int ?? 0 >= 1500)
                }
                #expect(try await search(server.baseURL, "min_width=99999").jsonObject()["total"] as? Int == 0)
            }
        }
    }

    @Suite("with paging and order")
    struct Paging {
        @Test("page and per_page select consecutive windows")
        func pages() async throws {
            try await TestGallery.with { server in
                let first = try await search(server.baseURL, "per_page=10&page=1").hits().compactMap { $0["id"] as? Int }
                let second = try await search(server.baseURL, "per_page=10&page=2").hits().compactMap { $0["id"] as? Int }
                let both = try await search(server.baseURL, "per_page=20").hits().compactMap { $0["id"] as? Int }
                #expect(first.count == 10 && first + second == both)
            }
        }

        @Test("order=latest puts the newest first")
        func latest() async throws {
            try await TestGallery.with { server in
                let popular = try await search(server.baseURL, "order=popular").hits().compactMap { $0["id"] as? Int }
                let latest = try await search(server.baseURL, "order=latest").hits().compactMap { $0["id"] as? Int }
                #expect(popular != latest)
            }
        }

        @Test("a page past the results is an error")
        func pageOutOfRange() async throws {
            try await TestGallery.with { server in
                let response = try await search(server.baseURL, "per_page=50&page=3")
                #expect(response.status == 400 && response.text.hasPrefix("[ERROR 400]"))
            }
        }

        @Test("totalHits is capped at 500 and pages beyond it are refused")
        func cap() async throws {
            try await TestGallery.with({ $0.demoImageCount = 520 }) { server in
                let json = try await search(server.baseURL, "per_page=200&page=3").jsonObject()
                #expect(json["total"] as? Int == 520 && json["totalHits"] as? Int == 500)
                #expect((json["hits"] as? [Any])?.count == 100)
                #expect(try await search(server.baseURL, "per_page=100&page=6").status == 400)
            }
        }
    }

    @Suite("with a bad request")
    struct Errors {
        @Test("a missing key is a plain-text 400 error")
        func missingKey() async throws {
            try await TestGallery.with { server in
                for target in ["/api/", "/api/?q=sky", "/api/?key="] {
                    let response = try await HTTPTestClient.get(server.baseURL, target)
                    #expect(response.status == 400 && response.text.hasPrefix("[ERROR 400] "))
                    #expect(response.headers["content-type"]?.hasPrefix("text/plain") == true)
                }
            }
        }

        @Test("a key that is not accepted is a 400 error")
        func invalidKey() async throws {
            try await TestGallery.with({ $0.apiKeys = .only(["right"]) }) { server in
                let statuses = [
                    try await HTTPTestClient.get(server.baseURL, "/api/?key=wrong").status,
                    try await HTTPTestClient.get(server.baseURL, "/api/?key=right").status,
                    try await HTTPTestClient.get(server.baseURL, "/api/?key=b%C3%A4d%20key").status,
                ]
                #expect(statuses == [400, 200, 400])
            }
        }

        @Test("every out-of-range or malformed parameter is a 400 error", arguments: [
            "per_page=2", "per_page=201", "per_page=x", "page=0", "page=-1", "id=abc", "id=0", "image_type=drawing",
            "orientation=diagonal", "category=cars", "colors=blue,plaid", "min_width=-1", "min_height=wide",
            "editors_choice=yes", "safesearch=1", "order=oldest", "lang=xx",
        ])
        func badParameter(query: String) async throws {
            try await TestGallery.with { server in
                let response = try await search(server.baseURL, query)
                #expect(response.status == 400)
                #expect(response.text.hasPrefix("[ERROR 400] "), "\(response.text)")
            }
        }
    }
}
