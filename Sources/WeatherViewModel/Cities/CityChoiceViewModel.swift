import AppSupport
import CityCatalog
import ReactiveCore
import WeatherModel

/// The cities screen's view model (see ``CityChoiceViewModeling``): searches ``CityCatalog``
/// (`search`: names that are, start with, have a word starting with or contain what is typed,
/// then near misses, in every script), changes ``ChosenCities`` — which the list fetches once it
/// shows again — and saves them through a ``CityListStoring`` (the settings file), saying when it
/// could not. Without a store (no settings folder), changes last until the app ends.
///
/// Threading: main actor only. Lifetime: holds the chosen cities and the store it was given.
@MainActor
public final class CityChoiceViewModel: CityChoiceViewModeling {
    /// The most rows a search shows.
    public nonisolated static let searchLimit = 50

    /// What the screen shows, as one value.
    private struct State: Sendable {
        var query = ""
        var chosen: [Int]
        /// The rows for the query and the cities chosen.
        var rows: [CityChoiceRow] = []
        /// What the last change did, for the status line.
        var message: String?
    }

    public let title: String
    public let query: Property<String>
    public let rows: Property<[CityChoiceRow]>
    public let emptyText: Property<String>
    public let statusText: Property<String>
    public let storageText: String

    private let cities: ChosenCities
    private let store: (any CityListStoring)?
    private let language: AppLanguage
    private let state: MutableProperty<State>

    /// A screen changing `cities`, saving them with `store` (nil: they are not kept), its texts
    /// in `language`.
    public init(cities: ChosenCities, store: (any CityListStoring)?, language: AppLanguage) {
        self.cities = cities
        self.store = store
        self.language = language
        let chosen = cities.ids.value
        state = MutableProperty(State(chosen: chosen, rows: Self.rows(query: "", chosen: chosen, language: language)))
        title = language.text(english: "Cities", japanese: "都市の選択")
        storageText = store.map { store in
            language.text(english: "Your cities are kept in \(store.location)", japanese: "都市の一覧は \(store.location) に保存されます")
        } ?? language.text(
            english: "Your cities are kept until the app ends: set HOME or XDG_CONFIG_HOME to keep them",
            japanese: "都市の一覧はアプリの終了まで有効です。保存するには HOME か XDG_CONFIG_HOME を設定してください")
        query = state.map(\.query).skipRepeats()
        rows = state.map(\.rows).skipRepeats()
        emptyText = state.map { state in
            guard state.rows.isEmpty else { return "" }
            return language.text(
                english: "No city of the bundled list matches “\(state.query)”. Cities that are not on it can be given by id: weather --cities 2950158",
                japanese: "同梱の一覧に「\(state.query)」に合う都市はありません。一覧にない都市は ID で指定できます: weather --cities 2950158")
        }.skipRepeats()
        statusText = state.map { state in
            let count = language.text(english: state.chosen.count == 1 ? "1 city" : "\(state.chosen.count) cities", japanese: "\(state.chosen.count) 都市")
            return ((state.message.map { [$0] } ?? []) + [count]).joined(separator: " · ")
        }.skipRepeats()
    }

    public func search(_ text: String) {
        let language = language
        state.modify { state in
            state.query = text
            state.rows = Self.rows(query: text, chosen: state.chosen, language: language)
        }
    }

    public func toggle(row: Int) {
        let shown = state.value.rows
        guard shown.indices.contains(row) else { return }
        let city = shown[row]
        var chosen = state.value.chosen
        let message: String
        if city.isChosen {
            guard chosen.count > 1 else {
                let message = language.text(english: "The list keeps one city at least", japanese: "一覧には 1 つ以上の都市が必要です")
                state.modify { $0.message = message }
                return
            }
            chosen.removeAll { $0 == city.id }
            message = language.text(english: "Removed \(city.name)", japanese: "\(city.name)を外しました")
        } else {
            chosen.append(city.id)
            message = language.text(english: "Added \(city.name)", japanese: "\(city.name)を追加しました")
        }
        cities.replace(with: chosen)
        let saved = save(chosen)
        let language = language
        state.modify { state in
            state.chosen = chosen
            state.rows = Self.rows(query: state.query, chosen: chosen, language: language)
            state.message = saved.map { message + $0 } ?? message
        }
    }

    /// Saves `chosen`; nil when it was saved, or the words saying why it was not.
    private func save(_ chosen: [Int]) -> String? {
        guard let store else { return nil }
        do throws(FileError) {
            try store.saveCities(chosen)
            return nil
        } catch {
            return language.text(english: ", not saved: \(error.reason(in: language))", japanese: "（保存できません: \(error.reason(in: language))）")
        }
    }

    /// The rows for `query`: the chosen cities with no query, else the search's.
    private nonisolated static func rows(query: String, chosen: [Int], language: AppLanguage) -> [CityChoiceRow] {
        guard !query.allSatisfy(\.isWhitespace) else {
            return chosen.map { id in
                guard let city = CityCatalog.city(id: id) else {
                    let detail = language.text(english: "not on the bundled list", japanese: "同梱の一覧にない都市")
                    return CityChoiceRow(id: id, name: String(id), detail: detail, country: "", isChosen: true)
                }
                return row(for: CityMatch(city: city, matchedName: city.name), chosen: true, language: language)
            }
        }
        let chosenSet = Set(chosen)
        return CityCatalog.search(query, limit: searchLimit).map { row(for: $0, chosen: chosenSet.contains($0.city.id), language: language) }
    }

    /// The row of `match`: its name in `language`, the other language's and the name it was found by.
    private nonisolated static func row(for match: CityMatch, chosen: Bool, language: AppLanguage) -> CityChoiceRow {
        let city = match.city
        let (name, other) = language == .japanese ? (city.japaneseName, city.name) : (city.name, city.japaneseName)
        let found = [name, other].contains(match.matchedName) ? [] : [match.matchedName]
        return CityChoiceRow(id: city.id, name: name, detail: ([other] + found).joined(separator: " · "), country: city.country, isChosen: chosen)
    }
}
