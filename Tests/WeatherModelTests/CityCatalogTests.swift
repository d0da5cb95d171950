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
                #expect(city.japaneseReading?.unicodeScalars.allSatisfy { (0x30A1...0x30FC).contains($0.value) } ?? true, "\(city.name)")
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

        @Test("finds a city by its name in its own script, in hiragana or katakana, with or without its accents", arguments: [
            ("とうきょう", 1_850_147), ("トウキョウ", 1_850_147), ("ﾄｳｷｮｳ", 1_850_147), ("Москва", 524_901), ("МОСКВА", 524_901),
            ("もすくわ", 524_901), ("서울", 1_835_848), ("Αθήνα", 264_371), ("ΑΘΗΝΑ", 264_371), ("αθηνα", 264_371),
            ("Zürich", 2_657_896), ("Zurich", 2_657_896), ("São Paulo", 3_448_439), ("Sao Paulo", 3_448_439), ("おおさか", 1_853_909),
            ("ぺきん", 1_816_670), ("Київ", 703_448), ("Киев", 703_448), ("İstanbul", 745_044), ("ירושלים", 281_184), ("القاهرة", 360_630),
            ("กรุงเทพฯ", 1_609_350), ("Hà Nội", 1_581_130), ("ha noi", 1_581_130), ("臺北", 1_668_341), ("부산", 1_838_524),
        ])
        func anyScript(name: String, id: Int) {
            #expect(CityCatalog.city(named: name)?.id == id, "\(name)")
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
            #expect(CityCatalog.nearMatches(for: typed).first?.city.name == expected)
        }

        @Test("suggests the cities whose names start with what was typed, as many as asked for")
        func prefixes() {
            #expect(Set(CityCatalog.nearMatches(for: "San").map(\.city.name)) == ["San Francisco", "Santiago"])
            #expect(CityCatalog.nearMatches(for: "San", limit: 1).count == 1)
        }

        @Test("names each suggestion by the name of it that came closest, in the script it was typed in", arguments: [
            ("Москв", "Москва"), ("Tokio", "Tokyo"), ("とうきょ", "東京"), ("Αθηνς", "Αθήνα"), ("서우", "서울"),
        ])
        func inTheTypedScript(typed: String, suggestion: String) {
            #expect(CityCatalog.nearMatches(for: typed).first?.matchedName == suggestion)
        }

        @Test("suggests nothing for a name far from every city's")
        func nothingClose() {
            #expect(CityCatalog.nearMatches(for: "Xyzzyplugh").isEmpty)
            #expect(CityCatalog.nearMatches(for: " ").isEmpty)
        }
    }

    @Suite("searching as the user types")
    struct Searching {
        /// The English names of what `typed` finds, best first.
        func found(_ typed: String, limit: Int = 50) -> [String] {
            CityCatalog.search(typed, limit: limit).map(\.city.name)
        }

        @Test("puts the city named exactly first, then those whose names start with it, then those with a word starting with it")
        func ranking() {
            #expect(found("Paris").first == "Paris")
            #expect(found("par").first == "Paris")
            #expect(found("york") == ["New York"])
            #expect(Array(found("san").prefix(2)) == ["San Francisco", "Santiago"] && found("paulo") == ["São Paulo"])
        }

        @Test("finds cities in any script and says by which name", arguments: [
            ("Мос", "Moscow", "Москва"), ("とうき", "Tokyo", "東京"), ("トウキ", "Tokyo", "東京"), ("서", "Seoul", "서울"), ("Αθή", "Athens", "Αθήνα"),
            ("zür", "Zurich", "Zurich"), ("sao p", "São Paulo", "São Paulo"), ("もすく", "Moscow", "モスクワ"), ("Lond", "London", "London"),
        ])
        func anyScript(typed: String, city: String, name: String) throws {
            let first = try #require(CityCatalog.search(typed).first)
            #expect(first.city.name == city && first.matchedName == name)
        }

        @Test("finds the names that contain a kanji, and a name with a typing mistake after the others")
        func insideAndMistyped() {
            #expect(Set(found("京")) == ["Tokyo", "Kyoto", "Beijing"])
            #expect(found("Lodnon") == ["London"])
            #expect(found("o").allSatisfy { name in CityCatalog.city(named: name)!.allNames.contains { $0.lowercased().hasPrefix("o") || $0.lowercased().contains(" o") } })
        }

        @Test("finds each city once, as many as asked for, and nothing for nothing typed")
        func limits() {
            let found = found("a")
            #expect(Set(found).count == found.count && found.count > 5)
            #expect(self.found("a", limit: 3).count == 3)
            #expect(self.found("").isEmpty && self.found(" - ").isEmpty && self.found("Xyzzyplugh").isEmpty)
        }
    }
}
