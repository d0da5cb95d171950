import CityCatalog
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

    @Suite("the bundled list of cities")
    struct BundledCities {
        /// 2024-03-10 12:00 UTC.
        static let noon = Date(timeIntervalSince1970: 1_710_072_000)

        /// The group answer's entries for `ids` at `date` (metric).
        static func entries(_ ids: [Int], at date: Date) async throws -> [[String: Any]] {
            try await TestGallery.with({ $0.now = { date } }) { server in
                let target = "/data/2.5/group?id=\(ids.map(String.init).joined(separator: ","))&appid=k&units=metric"
                return try #require(try await HTTPTestClient.get(server.baseURL, target).jsonObject()["list"] as? [[String: Any]])
            }
        }

        /// The offset from UTC of a group answer's entry (in `sys`, as OpenWeatherMap writes it there).
        static func offset(of entry: [String: Any]) -> Int? {
            (entry["sys"] as? [String: Any])?["timezone"] as? Int
        }

        /// The time of day of `time` in a group answer's entry, in hours on the city's clock.
        static func localHour(_ time: Int, in entry: [String: Any]) throws -> Double {
            let offset = try #require(Self.offset(of: entry))
            return Double(((time + offset) % 86_400 + 86_400) % 86_400) / 3_600
        }

        @Test("answers every city of the list, twenty at a time, with every field of OpenWeatherMap's answer")
        func everyCity() async throws {
            let ids = CityCatalog.cities.map(\.id)
            var gusty = 0
            for start in stride(from: 0, to: ids.count, by: 20) {
                let group = Array(ids[start..<min(start + 20, ids.count)])
                let entries = try await Self.entries(group, at: Self.noon)
                #expect(entries.compactMap { $0["id"] as? Int } == group)
                for entry in entries {
                    let city = try #require(CityCatalog.city(id: entry["id"] as? Int ?? 0))
                    let main = try #require(entry["main"] as? [String: Any])
                    let wind = try #require(entry["wind"] as? [String: Any])
                    let system = try #require(entry["sys"] as? [String: Any])
                    #expect(entry["name"] as? String == city.name && system["country"] as? String == city.country)
                    let temperature = try #require(main["temp"] as? Double)
                    #expect(abs(temperature - city.climate.meanTemperature) <= city.climate.seasonalSwing + 12, "\(city.name): \(temperature)")
                    #expect(try #require(main["temp_min"] as? Double) < temperature && temperature < (try #require(main["temp_max"] as? Double)))
                    #expect(main["feels_like"] is Double && (990...1_040).contains(main["pressure"] as? Int ?? 0))
                    #expect((0...100).contains(main["humidity"] as? Int ?? -1) && (0...100).contains((entry["clouds"] as? [String: Any])?["all"] as? Int ?? -1))
                    let speed = try #require(wind["speed"] as? Double)
                    #expect((0...15).contains(speed) && (0..<360).contains(wind["deg"] as? Int ?? -1))
                    if let gust = wind["gust"] as? Double {
                        gusty += 1
                        #expect(gust > speed)
                    }
                    #expect((1...10_000).contains(entry["visibility"] as? Int ?? 0))
                    #expect(entry["dt"] as? Int == Int(Self.noon.timeIntervalSince1970))
                    #expect(Self.offset(of: entry) == TimeZone(identifier: city.timeZone)?.secondsFromGMT(for: Self.noon), "\(city.name)")
                    #expect(entry["timezone"] == nil, "the offset is in sys in a group answer")
                    let sunrise = try #require(system["sunrise"] as? Int)
                    let sunset = try #require(system["sunset"] as? Int)
                    #expect(sunrise < sunset && sunset - sunrise > 9 * 3_600 && sunset - sunrise < 15 * 3_600, "\(city.name)")
                    #expect((4.0...9.0).contains(try Self.localHour(sunrise, in: entry)), "\(city.name) sunrise")
                }
            }
            #expect(gusty > 0 && gusty < ids.count, "gusts in some answers, not in all")
        }

        @Test("answers one city of the list at a time too")
        func single() async throws {
            try await TestGallery.with { server in
                let json = try await HTTPTestClient.get(server.baseURL, "/data/2.5/weather?id=2988507&appid=k&units=imperial").jsonObject()
                #expect(json["name"] as? String == "Paris" && json["cod"] as? Int == 200)
                #expect([0, 3_600, 7_200].contains(json["timezone"] as? Int ?? -1) && (json["sys"] as? [String: Any])?["timezone"] == nil)
            }
        }

        @Test("makes the days long in summer and short in winter, the other way round in the south, sunrise at the city's time of day")
        func seasons() async throws {
            let june = Date(timeIntervalSince1970: 1_718_928_000)
            let december = Date(timeIntervalSince1970: 1_734_739_200)
            let tokyoInJune = try #require(try await Self.entries([1_850_147], at: june).first)
            let tokyoInDecember = try #require(try await Self.entries([1_850_147], at: december).first)
            let sydneyInJune = try #require(try await Self.entries([2_147_714], at: june).first)
            func day(_ entry: [String: Any]) throws -> (sunrise: Int, length: Int) {
                let system = try #require(entry["sys"] as? [String: Any])
                let sunrise = try #require(system["sunrise"] as? Int)
                return (sunrise, try #require(system["sunset"] as? Int) - sunrise)
            }
            #expect(try day(tokyoInJune).length > 14 * 3_600 && day(tokyoInDecember).length < 10 * 3_600)
            #expect(try day(sydneyInJune).length < 10 * 3_600)
            #expect((4.2...4.8).contains(try Self.localHour(day(tokyoInJune).sunrise, in: tokyoInJune)))
            #expect((6.6...7.2).contains(try Self.localHour(day(tokyoInDecember).sunrise, in: tokyoInDecember)))
        }

        @Test("gives the offset from UTC of the day, summer time included", arguments: [
            (2_643_743, 1_705_320_000, 0), (2_643_743, 1_721_044_800, 3_600), (2_147_714, 1_705_320_000, 39_600), (2_147_714, 1_721_044_800, 36_000),
            (1_283_240, 1_705_320_000, 20_700),
        ])
        func summerTime(id: Int, time: Int, offset: Int) async throws {
            let entry = try #require(try await Self.entries([id], at: Date(timeIntervalSince1970: TimeInterval(time))).first)
            #expect(Self.offset(of: entry) == offset)
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
