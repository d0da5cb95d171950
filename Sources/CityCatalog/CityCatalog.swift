/// The bundled list of cities Weather Now knows by name — the twelve of the seeds plus world
/// capitals and major cities (``cities``) — with the look-ups the `--cities` option, the cities
/// screen and the offline Gallery need: by OpenWeatherMap id, by name (English, Japanese and its
/// kana reading, the city's own names or another common name, matched as ``CityNameKey`` folds
/// them), the names that start like what is being typed, and those close to a mistyped one.
///
/// Pure and immutable; usable from any thread. The indexes are built on first use.
public enum CityCatalog {
    /// One name of one city, with its key, for the searches.
    private struct IndexedName: Sendable {
        /// The city's place in ``cities``.
        let order: Int
        let city: CatalogCity
        let name: String
        let key: String
        /// The key's words ("sao", "paulo").
        let words: [Substring]
    }

    private static let byID = Dictionary(uniqueKeysWithValues: cities.map { ($0.id, $0) })
    private static let byName: [CityNameKey: CatalogCity] = {
        var index: [CityNameKey: CatalogCity] = [:]
        for city in cities {
            // A name two cities share would stay with the first; the tests check that none does.
            for name in city.allNames where index[CityNameKey(name)] == nil { index[CityNameKey(name)] = city }
        }
        return index
    }()
    private static let names: [IndexedName] = cities.enumerated().flatMap { order, city in
        city.allNames.map { name in
            let key = CityNameKey(name).text
            return IndexedName(order: order, city: city, name: name, key: key, words: key.split(separator: " "))
        }
    }

    /// The city with OpenWeatherMap id `id`, if it is on the list.
    public static func city(id: Int) -> CatalogCity? {
        byID[id]
    }

    /// The city one of whose names is `name`, ignoring case, accents, width, kana and punctuation.
    public static func city(named name: String) -> CatalogCity? {
        byName[CityNameKey(name)]
    }

    /// The cities whose names come closest to `name`, closest first, at most `limit`: those a
    /// few typing mistakes away (one for short names, up to three for long ones) and those
    /// whose name starts with it or with which it starts (from three characters on).
    public static func nearMatches(for name: String, limit: Int = 5) -> [CityMatch] {
        let typed = CityNameKey(name).text
        guard !typed.isEmpty else { return [] }
        let tolerance = tolerance(for: typed)
        return best(limit: limit) { candidate in
            let distance = EditDistance.between(typed, candidate.key)
            let sharesStart = min(typed.count, candidate.key.count) >= 3 && (candidate.key.hasPrefix(typed) || typed.hasPrefix(candidate.key))
            guard distance <= tolerance || sharesStart else { return nil }
            return sharesStart ? min(distance, tolerance) : distance
        }
    }

    /// The cities to suggest while `text` is being typed, best first, at most `limit`, in any
    /// script: a name that is `text` (0), names that start with it (1), names with a word that
    /// starts with it (2: "york", "paulo"), names that contain it (3; from two characters on, or
    /// one that is not ASCII: 京 finds 東京, 京都 and 北京), then names a typing mistake or more
    /// away (4 and up, from three characters on). Each city once, by its best name; ties in the
    /// list's order.
    public static func search(_ text: String, limit: Int = 50) -> [CityMatch] {
        let typed = CityNameKey(text).text
        guard !typed.isEmpty else { return [] }
        let findsInside = typed.count >= 2 || !typed.allSatisfy(\.isASCII)
        let tolerance = typed.count >= 3 ? tolerance(for: typed) : -1
        return best(limit: limit) { candidate in
            if candidate.key == typed { return 0 }
            if candidate.key.hasPrefix(typed) { return 1 }
            if candidate.words.contains(where: { $0.hasPrefix(typed) }) { return 2 }
            if findsInside, candidate.key.contains(typed) { return 3 }
            let distance = tolerance < 0 ? Int.max : EditDistance.between(typed, candidate.key)
            return distance <= tolerance ? 3 + distance : nil
        }
    }

    /// How many typing mistakes `typed` may hold: one for short names, up to three for long ones.
    private static func tolerance(for typed: String) -> Int {
        min(3, max(1, typed.count / 3))
    }

    /// The cities with the lowest `score` of any of their names (nil: no match), lowest first and
    /// then in the list's order, at most `limit`, each with the name that scored it.
    private static func best(limit: Int, score: (IndexedName) -> Int?) -> [CityMatch] {
        var closest: [Int: (score: Int, name: IndexedName)] = [:]
        for candidate in names {
            guard let value = score(candidate) else { continue }
            if closest[candidate.order].map({ value < $0.score }) ?? true { closest[candidate.order] = (value, candidate) }
        }
        return closest.values.sorted { ($0.score, $0.name.order) < ($1.score, $1.name.order) }
            .prefix(max(0, limit))
            .map { CityMatch(city: $0.name.city, matchedName: $0.name.city.shownName(for: $0.name.name)) }
    }
}
