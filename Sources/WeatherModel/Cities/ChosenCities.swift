import ReactiveCore

/// The cities Weather Now shows, by OpenWeatherMap id, in order: those chosen at start-up
/// (`--cities`, the settings file or the twelve), then as the cities screen changes them. The
/// fetcher asks for the ones chosen when a fetch starts; the list hears of changes through
/// ``ids``. Never empty, never with a repeat.
///
/// Threading: read and changed from any thread; ``ids`` sends each change on the thread that
/// made it. Lifetime: shared by whoever holds it (the container keeps one for the app).
public final class ChosenCities: Sendable {
    /// The ids, in order.
    public let ids: Property<[Int]>
    private let storage: MutableProperty<[Int]>

    /// The cities `ids` names, repeats dropped (the first place kept); the twelve when it names none.
    public init(ids: [Int] = WeatherNowCities.ids) {
        let unique = Self.withoutRepeats(ids)
        storage = MutableProperty(unique.isEmpty ? WeatherNowCities.ids : unique)
        self.ids = Property(capturing: storage)
    }

    /// Chooses `ids` instead, repeats dropped; returns false, changing nothing, when it names no
    /// city (the list always shows one at least).
    @discardableResult
    public func replace(with ids: [Int]) -> Bool {
        let unique = Self.withoutRepeats(ids)
        guard !unique.isEmpty else { return false }
        storage.value = unique
        return true
    }

    private static func withoutRepeats(_ ids: [Int]) -> [Int] {
        var seen = Set<Int>()
        return ids.filter { seen.insert($0).inserted }
    }
}
