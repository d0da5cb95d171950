import AppSupport
import Foundation
import ReactiveCore
import Testing
import WeatherModel
import WeatherViewModel

/// A store that keeps what it is given, or fails with `failure`.
final class StubCityStore: CityListStoring {
    let location = "/home/me/.config/reactivemvvm-weather/weather.toml"
    let failure: FileError?
    private let saved = Locked<[[Int]]>([])

    init(failure: FileError? = nil) {
        self.failure = failure
    }

    /// Every list saved, in order.
    var saves: [[Int]] { saved.withLock { $0 } }

    func saveCities(_ ids: [Int]) throws(FileError) {
        if let failure { throw failure }
        saved.withLock { $0.append(ids) }
    }
}

@MainActor
@Suite("CityChoiceViewModel")
struct CityChoiceViewModelTests {
    let cities = ChosenCities(ids: [1_850_147, 2_988_507])
    let store = StubCityStore()

    func viewModel(language: AppLanguage = .english, store: (any CityListStoring)? = nil) -> CityChoiceViewModel {
        CityChoiceViewModel(cities: cities, store: store ?? self.store, language: language)
    }

    @Test("shows the cities chosen, in order, marked, with nothing typed")
    func chosen() {
        let model = viewModel()
        #expect(model.rows.value.map(\.name) == ["Tokyo", "Paris"] && model.rows.value.allSatisfy(\.isChosen))
        #expect(model.rows.value[0].detail == "東京" && model.rows.value[0].country == "JP")
        #expect(model.statusText.value == "2 cities" && model.title == "Cities")
        #expect(model.storageText == "Your cities are kept in /home/me/.config/reactivemvvm-weather/weather.toml")
    }

    @Test("searches as the user types, in any script, saying by which name it found a city", arguments: [
        ("Москв", "Moscow", "モスクワ · Москва"), ("とうきょう", "Tokyo", "東京"), ("서울", "Seoul", "ソウル · 서울"), ("Αθήνα", "Athens", "アテネ · Αθήνα"),
        ("zurich", "Zurich", "チューリッヒ"), ("Sao Paulo", "São Paulo", "サンパウロ"),
    ])
    func search(typed: String, city: String, detail: String) throws {
        let model = viewModel()
        model.search(typed)
        let first = try #require(model.rows.value.first)
        #expect(first.name == city && first.detail == detail && model.query.value == typed)
        #expect(first.isChosen == (city == "Tokyo"))
    }

    @Test("adds a city found, at the end, and saves the list; removes it again")
    func addAndRemove() {
        let model = viewModel()
        model.search("Москва")
        model.toggle(row: 0)
        #expect(cities.ids.value == [1_850_147, 2_988_507, 524_901] && store.saves == [[1_850_147, 2_988_507, 524_901]])
        #expect(model.rows.value[0].isChosen && model.statusText.value == "Added Moscow · 3 cities")
        model.toggle(row: 0)
        #expect(cities.ids.value == [1_850_147, 2_988_507] && store.saves.last == [1_850_147, 2_988_507])
        #expect(!model.rows.value[0].isChosen && model.statusText.value == "Removed Moscow · 2 cities")
    }

    @Test("keeps one city at least")
    func lastCity() {
        let one = ChosenCities(ids: [1_850_147])
        let model = CityChoiceViewModel(cities: one, store: store, language: .english)
        model.toggle(row: 0)
        #expect(one.ids.value == [1_850_147] && store.saves.isEmpty && model.statusText.value == "The list keeps one city at least · 1 city")
    }

    @Test("says when nothing matches, and ignores rows that are not there")
    func nothingFound() {
        let model = viewModel()
        model.search("Xyzzyplugh")
        #expect(model.rows.value.isEmpty && model.emptyText.value.hasPrefix("No city of the bundled list matches “Xyzzyplugh”"))
        model.toggle(row: 0)
        model.toggle(row: -1)
        #expect(cities.ids.value == [1_850_147, 2_988_507] && store.saves.isEmpty)
        model.search("")
        #expect(model.emptyText.value == "" && model.rows.value.count == 2)
    }

    @Test("shows a city not on the bundled list by its id")
    func unlistedCity() {
        let unlisted = ChosenCities(ids: [2_950_158])
        let model = CityChoiceViewModel(cities: unlisted, store: store, language: .english)
        #expect(model.rows.value == [CityChoiceRow(id: 2_950_158, name: "2950158", detail: "not on the bundled list", country: "", isChosen: true)])
    }

    @Test("changes the list even when the file cannot be written, and says why it was not saved")
    func saveFails() {
        let model = viewModel(store: StubCityStore(failure: FileError(path: "/x/weather.toml", code: EACCES)))
        model.search("Berlin")
        model.toggle(row: 0)
        #expect(cities.ids.value.last == 2_950_159)
        #expect(model.statusText.value == "Added Berlin, not saved: permission denied · 3 cities")
    }

    @Test("speaks Japanese, and says that the cities last until the app ends without a store")
    func japanese() {
        let model = CityChoiceViewModel(cities: cities, store: nil, language: .japanese)
        #expect(model.rows.value.map(\.name) == ["東京", "パリ"] && model.rows.value[0].detail == "Tokyo")
        #expect(model.title == "都市の選択" && model.statusText.value == "2 都市")
        #expect(model.storageText.hasPrefix("都市の一覧はアプリの終了まで有効です"))
        model.search("もすくわ")
        model.toggle(row: 0)
        #expect(model.statusText.value == "モスクワを追加しました · 3 都市")
    }
}
