import CityCatalog
import Foundation
import Testing
import WeatherModel

@Suite("CityCatalog")
struct CityCatalogTests {
    @Suite("the bundled list")
    struct TheList {
        @Test("starts with the twelve Weather Now cities, in their order, and holds over a hundred")
        func twelveFirst() {
            #expect(CityCatalog.cities.prefix(12).map(\.id) == WeatherNowCities.ids)
            #expect(CityCatalog.cities.count >= 100)
        }

        @Test("lists each id once, and each of a city's names leads back to that city alone")
        func unique() {
            #expect(Set(CityCatalog.cities.map(\.id)).count == CityCatalog.cities.count)
            for city in CityCatalog.cities {
                #expect(CityCatalog.city(id: city.id) == city)
                for name in city.allNames {
                    #expect(CityCatalog.city(named: name)?.id == city.id, "\(name) of \(city.name)")
                }
            }
        }

        @Test("gives every city a Japanese name, a country code, a place on the globe and a time zone the system knows")
        func complete() {
            for city in CityCatalog.cities {
                #expect(city.japaneseName.unicodeScalars.allSatisfy { $0.value >= 0x3000 }, "\(city.name)")
                #expect(city.country.count == 2 && city.country.allSatisfy { $0.isASCII && $0.isUppercase }, "\(city.name)")
                #expect((-90...90).contains(city.latitude) && (-180...180).contains(city.longitude), "\(city.name)")
                #expect(TimeZone(identifier: city.timeZone) != nil, "\(city.name): \(city.timeZone)")
                #expect((0...1).contains(city.climate.wetness) && city.climate.seasonalSwing >= 0, "\(city.name)")
            }
        }
    }

    @Suite("looking up a name")
    struct ByName {
        @Test("ignores case, accents, full-width letters, half-width kana and punctuation", arguments: [
            ("tokyo", 1_850_147), ("TOKYO", 1_850_147), ("ｔｏｋｙｏ", 1_850_147), ("  Tokyo ", 1_850_147), ("東京", 1_850_147),
            ("Sao Paulo", 3_448_439), ("são paulo", 3_448_439), ("SAO-PAULO", 3_448_439), ("Zurich", 2_657_896), ("zürich", 2_657_896),
            ("St. Petersburg", 498_817), ("saint-petersburg", 498_817), ("Washington, D.C.", 4_140_963), ("washington dc", 4_140_963),
            ("Kobenhavn", 2_618_425), ("ﾄﾛﾝﾄ", 6_167_865), ("Kiev", 703_448), ("bombay", 1_275_339),
        ])
        func folding(name: String, id: Int) {
            #expect(CityCatalog.city(named: name)?.id == id)
        }

        @Test("keeps the Japanese voiced marks: パリ is Paris, バリ is no city of the list")
        func voicedMarks() {
            #expect(CityCatalog.city(named: "パリ")?.name == "Paris")
            #expect(CityCatalog.city(named: "バリ") == nil)
        }

        @Test("knows no city by an empty name or one that is not on the list")
        func unknown() {
            #expect(CityCatalog.city(named: "") == nil)
            #expect(CityCatalog.city(named: "Atlantis") == nil)
        }
    }

    @Suite("near matches")
    struct NearMatches {
        @Test("suggests the names a typing mistake or two away, closest first", arguments: [
            ("Tokio", "Tokyo"), ("Pariss", "Paris"), ("Sidney", "Sydney"), ("Barcelone", "Barcelona"), ("Lodnon", "London"), ("東京都", "Tokyo"),
        ])
        func mistakes(typed: String, expected: String) {
            #expect(CityCatalog.nearMatches(for: typed).first?.name == expected)
        }

        @Test("suggests the cities whose names start with what was typed, as many as asked for")
        func prefixes() {
            #expect(Set(CityCatalog.nearMatches(for: "San").map(\.name)) == ["San Francisco", "Santiago"])
            #expect(CityCatalog.nearMatches(for: "San", limit: 1).count == 1)
        }

        @Test("suggests nothing for a name far from every city's")
        func nothingClose() {
            #expect(CityCatalog.nearMatches(for: "Xyzzyplugh").isEmpty)
            #expect(CityCatalog.nearMatches(for: " ").isEmpty)
        }
    }
}
