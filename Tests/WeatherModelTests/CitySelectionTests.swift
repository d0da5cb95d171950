import AppSupport
import CityCatalog
import Testing
import WeatherModel

@Suite("CitySelection")
struct CitySelectionTests {
    @Suite("a list that chooses cities")
    struct Chooses {
        @Test("takes names and ids in the order given")
        func namesAndIDs() throws {
            #expect(try CitySelection.cityIDs(from: "Tokyo,Paris,2643743") == [1_850_147, 2_988_507, 2_643_743])
        }

        @Test("takes Japanese names and names written any way")
        func anyWriting() throws {
            #expect(try CitySelection.cityIDs(from: "東京,大阪,SÃO PAULO,new york city") == [1_850_147, 1_853_909, 3_448_439, 5_128_581])
        }

        @Test("takes names in the cities' own scripts and in kana, with or without accents")
        func ownScripts() throws {
            #expect(try CitySelection.cityIDs(from: "とうきょう,トウキョウ,Москва,서울,Αθήνα,Zürich,Zurich,São Paulo,Sao Paulo") == [
                1_850_147, 524_901, 1_835_848, 264_371, 2_657_896, 3_448_439,
            ])
        }

        @Test("takes the commas a Japanese keyboard types, 、 and ，, as commas", arguments: ["東京、パリ", "東京，パリ", "Tokyo、 Paris", "東京、パリ,"])
        func japaneseCommas(text: String) throws {
            #expect(try CitySelection.cityIDs(from: text) == [1_850_147, 2_988_507])
        }

        @Test("drops repeats, whether named or numbered, keeping the first place")
        func repeats() throws {
            #expect(try CitySelection.cityIDs(from: "London,Tokyo,2643743,london,東京") == [2_643_743, 1_850_147])
        }

        @Test("ignores spaces around entries and empty entries")
        func spaces() throws {
            #expect(try CitySelection.cityIDs(from: " Tokyo , ,Paris ,") == [1_850_147, 2_988_507])
        }

        @Test("takes ids that are not on the bundled list: OpenWeatherMap knows many more cities")
        func unlistedIDs() throws {
            #expect(CityCatalog.city(id: 2_950_158) == nil)
            #expect(try CitySelection.cityIDs(from: "2950158") == [2_950_158])
        }
    }

    @Suite("a list that does not")
    struct Refuses {
        @Test("refuses names that are not on the list, naming each with the closest names")
        func unknownNames() {
            #expect {
                try CitySelection.cityIDs(from: "Tokio,Paris,Xyzzyplugh,Lodnon")
            } throws: { error in
                guard let error = error as? CitySelectionError, case let .unknownNames(cities) = error else { return false }
                return cities.map(\.name) == ["Tokio", "Xyzzyplugh", "Lodnon"] && cities[0].nearMatches.first?.city.name == "Tokyo"
                    && cities[1].nearMatches.isEmpty
            }
        }

        @Test("says which names are unknown, what they may have meant and what to do")
        func message() {
            let error = CitySelectionError.unknownNames([
                .init(name: "Tokio", nearMatches: [CityMatch(city: CityCatalog.city(id: 1_850_147)!, matchedName: "Tokyo")]),
                .init(name: "Xyzzyplugh", nearMatches: []),
            ])
            #expect(error.description == """
                --cities: not on the bundled list of cities: “Tokio” (did you mean Tokyo?), “Xyzzyplugh”. \
                Separate the names with commas (, 、 or ，). \
                Use an OpenWeatherMap city id for a city that is not on the list; --list-cities shows the list.
                """)
            #expect(error.description(in: .english) == error.description)
            #expect(error.description(in: .japanese) == """
                --cities: 同梱の都市一覧にない名前です: 「Tokio」（Tokyo のことですか？）、「Xyzzyplugh」。\
                名前は「,」「、」「，」のどれかで区切ってください。\
                一覧にない都市は OpenWeatherMap の都市 ID で指定できます。一覧は --list-cities で表示されます。
                """)
        }

        @Test("says what separates names when names run together", arguments: ["東京・パリ", "東京 パリ", "Tokyo;Paris"])
        func runTogether(text: String) {
            #expect {
                try CitySelection.cityIDs(from: text)
            } throws: { error in
                guard let error = error as? CitySelectionError, case let .unknownNames(cities) = error else { return false }
                return cities.count == 1 && error.description.contains("Separate the names with commas (, 、 or ，)")
                    && error.description(in: .japanese).contains("名前は「,」「、」「，」のどれかで区切ってください")
            }
        }

        @Test("suggests Japanese names for a name typed in Japanese")
        func japaneseSuggestions() throws {
            #expect {
                try CitySelection.cityIDs(from: "東京都")
            } throws: { error in
                (error as? CitySelectionError)?.description.contains("“東京都” (did you mean 東京, 京都?)") == true
            }
        }

        @Test("suggests the names closest to a misspelt one in the script it was typed in")
        func otherScriptSuggestions() throws {
            #expect {
                try CitySelection.cityIDs(from: "Москв,서우")
            } throws: { error in
                (error as? CitySelectionError)?.description.contains("“Москв” (did you mean Москва?), “서우” (did you mean 서울?)") == true
            }
        }

        @Test("refuses a list without any city", arguments: ["", " ", ",,", " , "])
        func empty(text: String) {
            #expect(throws: CitySelectionError.noCities) { try CitySelection.cityIDs(from: text) }
        }

        @Test("refuses numbers that cannot be ids", arguments: ["0", "000", "99999999999999999999999"])
        func badIDs(text: String) {
            #expect(throws: CitySelectionError.invalidID(text)) { try CitySelection.cityIDs(from: "Tokyo,\(text)") }
        }
    }
}
