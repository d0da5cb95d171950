/// What one fetch brought: the cities whose weather could be read, in the order they were asked
/// for, and what was left out. A value; safe to share between threads.
///
/// The rule for imperfect answers: entries that cannot be read (no id, name or weather group),
/// that are for a city not asked for, or that repeat a city are skipped and counted; cities
/// asked for that the answer does not bring are listed as missing, with why: the server said it
/// knows no city by that id (404 when asked for it alone), or the answer did not have it (or
/// its entry was skipped). Only an answer with no usable city at all is an error.
public struct WeatherReport: Sendable, Hashable {
    /// The cities, in the order asked for.
    public let cities: [City]
    /// The cities asked for that are not in ``cities``, in the order asked for, with why.
    public let missingCities: [MissingCity]
    /// How many entries of the answer were skipped.
    public let skippedEntryCount: Int
    /// How many requests the fetch took (1 for a group request).
    public let requestCount: Int

    /// A report with every field given.
    public init(cities: [City], missingCities: [MissingCity] = [], skippedEntryCount: Int = 0, requestCount: Int = 1) {
        self.cities = cities
        self.missingCities = missingCities
        self.skippedEntryCount = skippedEntryCount
        self.requestCount = requestCount
    }

    /// The ids of ``missingCities``.
    public var missingCityIDs: [Int] {
        missingCities.map(\.id)
    }

    /// The report on `entries` (nil for an unreadable one) answering a request for
    /// `requestedIDs`, made with `requestCount` requests, the server having said it knows none
    /// of `unknownIDs`.
    init(requestedIDs: [Int], entries: [City?], unknownIDs: Set<Int> = [], requestCount: Int) {
        var found: [Int: City] = [:]
        var skipped = 0
        for entry in entries {
            guard let city = entry, requestedIDs.contains(city.id), found[city.id] == nil else {
                skipped += 1
                continue
            }
            found[city.id] = city
        }
        self.init(
            cities: requestedIDs.compactMap { found[$0] },
            missingCities: requestedIDs.filter { found[$0] == nil }.map { MissingCity(id: $0, reason: unknownIDs.contains($0) ? .unknownID : .notInAnswer) },
            skippedEntryCount: skipped,
            requestCount: requestCount)
    }
}
