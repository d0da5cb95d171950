import Foundation
import Testing

@Suite("The OpenWeatherMap-compatible weather")
struct WeatherAPITests {
    private static let cityIDs = [6_077_243, 524_901, 5_368_361, 1_835_848, 3_128_760, 4_180_439, 2_147_714, 264_371, 1_816_670, 2_643_743, 3_451_190, 1_850_147]

    @Suite("group")
    struct Group {
        @Test("answers every Weather Now city in OpenWeatherMap's shape")
        func allCities() async throws {
            try await TestGallery.with { server in
                let ids = cityIDs.map(String.init).joined(separator: ",")
                let response = try await HTTPTestClient.get(server.baseURL, "/data/2.5/group?id=\(ids)&APPID=weather-key&units=metric")
                #expect(response.status == 200)
                let json = try response.jsonObject()
                let list = try #require(json["list"] as? [[String: Any]])
                #expect(json["cnt"] as? Int == 12)
                #expect(list.compactMap { $0["id"] as? Int } == cityIDs)
                #expect(list.first?["name"] as? String == "Montreal")
                for city in list {
                    let weather = try #require((city["weather"] as? [[String: Any]])?.first)
                    #expect(weather["main"] is String && weather["description"] is String)
                    let temperature = try #require((city["main"] as? [String: Any])?["temp"] as? Double)
                    #expect((-45...50).contains(temperature))
                }
            }
        }

        @Test("describes the weather in Japanese for lang=ja, the group name staying English, and in English otherwise")
        func japaneseDescriptions() async throws {
            try await TestGallery.with { server in
                let ids = cityIDs.map(String.init).joined(separator: ",")
                func weathers(_ query: String) async throws -> [[String: Any]] {
                    let list = try #require(try await HTTPTestClient.get(server.baseURL, "/data/2.5/group?id=\(ids)&appid=k\(query)").jsonObject()["list"] as? [[String: Any]])
                    return list.compactMap { ($0["weather"] as? [[String: Any]])?.first }
                }
                let japanese = try await weathers("&lang=ja")
                #expect(japanese.count == 12)
                for weather in japanese {
                    let description = try #require(weather["description"] as? String)
                    #expect(!description.isEmpty && !description.contains { $0.isASCII }, "\(description)")
                    #expect((weather["main"] as? String)?.allSatisfy(\.isASCII) == true)
                }
                for query in ["", "&lang=en", "&lang=fr"] {
                    #expect(try await weathers(query).allSatisfy { ($0["description"] as? String)?.allSatisfy(\.isASCII) == true })
                }
            }
        }

        @Test("the same moment gives the same weather, and the weather changes over the hours")
        func deterministic() async throws {
            try await TestGallery.with({ $0.now = { Date(timeIntervalSince1970: 1_700_000_000) } }) { server in
                let target = "/data/2.5/group?id=\(cityIDs.map(String.init).joined(separator: ","))&appid=k"
                let first = try await HTTPTestClient.get(server.baseURL, target).text
                #expect(try await HTTPTestClient.get(server.baseURL, target).text == first)
                try await TestGallery.with({ $0.now = { Date(timeIntervalSince1970: 1_700_000_000 + 9 * 3_600) } }) { later in
                    let changed = try await HTTPTestClient.get(later.baseURL, target).text
                    #expect(changed != first)
                }
            }
        }
    }

    @Suite("weather")
    struct Single {
        @Test("answers one city with cod 200, in kelvin by default")
        func oneCity() async throws {
            try await TestGallery.with { server in
                let json = try await HTTPTestClient.get(server.baseURL, "/data/2.5/weather?id=2643743&appid=k").jsonObject()
                #expect(json["name"] as? String == "London" && json["cod"] as? Int == 200)
                #expect(((json["main"] as? [String: Any])?["temp"] as? Double ?? 0) > 200)
            }
        }
    }

    @Suite("errors")
    struct Errors {
        @Test("a missing or refused key is a 401 with cod and message")
        func keys() async throws {
            try await TestGallery.with({ $0.apiKeys = .only(["good"]) }) { server in
                for target in ["/data/2.5/weather?id=2643743", "/data/2.5/group?id=2643743&appid=bad"] {
                    let response = try await HTTPTestClient.get(server.baseURL, target)
                    #expect(response.status == 401)
                    let json = try response.jsonObject()
                    #expect(json["cod"] as? Int == 401 && json["message"] is String)
                }
            }
        }

        @Test("unknown, malformed, missing and too many ids are errors", arguments: [
            ("/data/2.5/weather?id=1&appid=k", 404), ("/data/2.5/group?id=2643743,42&appid=k", 404),
            ("/data/2.5/group?id=London&appid=k", 400), ("/data/2.5/weather?appid=k", 400),
            ("/data/2.5/group?id=\(Array(repeating: "2643743", count: 21).joined(separator: ","))&appid=k", 400),
        ])
        func ids(target: String, status: Int) async throws {
            try await TestGallery.with { server in
                let response = try await HTTPTestClient.get(server.baseURL, target)
                #expect(response.status == status)
                #expect(try response.jsonObject()["cod"] as? String == String(status))
            }
        }
    }
}
