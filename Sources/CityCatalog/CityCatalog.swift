/// The bundled list of cities Weather Now knows by name — the twelve of the seeds plus world
/// capitals and major cities (``cities``) — with the look-ups the `--cities` option and the
/// offline Gallery need: by OpenWeatherMap id, by name (English, Japanese or another common
/// name, matched as ``CityNameKey`` folds them), and the names close to a mistyped one.
///
/// Pure and immutable; usable from any thread. The indexes are built on first use.
public enum CityCatalog {
    private static let byID = Dictionary(uniqueKeysWithValues: cities.map { ($0.id, $0) })
    private static let byName: [CityNameKey: CatalogCity] = {
        var index: [CityNameKey: CatalogCity] = [:]
        for city in cities {
            // A name two cities share would stay with the first; the tests check that none does.
            for name in city.allNames where index[CityNameKey(name)] == nil { index[CityNameKey(name)] = city }
        }
        return index
    }()

    /// The city with OpenWeatherMap id `id`, if it is on the list.
    public static func city(id: Int) -> CatalogCity? {
        byID[id]
    }

    /// The city one of whose names is `name`, ignoring case, accents, width and punctuation.
    public static func city(named name: String) -> CatalogCity? {
        byName[CityNameKey(name)]
    }

    /// The cities whose names come closest to `name`, closest first, at most `limit`: those a
    /// few typing mistakes away (one for short names, up to three for long ones) and those
    /// whose name starts with it or with which it starts (from three characters on).
    public static func nearMatches(for name: String, limit: Int = 5) -> [CatalogCity] {
        let typed = CityNameKey(name).text
        guard !typed.isEmpty else { return [] }
        let tolerance = min(3, max(1, typed.count / 3))
        var closest: [Int: (distance: Int, order: Int)] = [:]
        for (order, city) in cities.enumerated() {
            for candidate in city.allNames.map({ CityNameKey($0).text }) {
                let distance = EditDistance.between(typed, candidate)
                let sharesStart = min(typed.count, candidate.count) >= 3 && (candidate.hasPrefix(typed) || typed.hasPrefix(candidate))
                guard distance <= tolerance || sharesStart else { continue }
                let score = sharesStart ? min(distance, tolerance) : distance
                if closest[city.id].map({ score < $0.distance }) ?? true { closest[city.id] = (score, order) }
            }
        }
        return closest.sorted { ($0.value.distance, $0.value.order) < ($1.value.distance, $1.value.order) }
            .prefix(limit)
            .compactMap { byID[$0.key] }
    }
}
