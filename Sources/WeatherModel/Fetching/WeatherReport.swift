/// What one fetch brought: the cities whose weather could be read, in the order they were asked
/// for, and what was left out. A value; safe to share between threads.
///
/// The rule for imperfect answers: entries that cannot be read (no id, name or weather group),
/// that are for a city not asked for, or that repeat a city are skipped and counted; cities
/// asked for that the answer does not bring (the server does not know them, or their entry was
/// skipped) are listed as missing. Only an answer with no usable city at all is an error.
public struct WeatherReport: Sendable, Hashable {
    /// The cities, in the order asked for.
    public let cities: [City]
    /// The ids asked for that have no city in ``cities``.
    public let missingCityIDs: [Int]
    /// How many entries of the answer were skipped.
    public let skippedEntryCount: Int
    /// How many requests the fetch took (1 for a group request).
    public let requestCount: Int

    /// A report with every field given.
    public init(cities: [City], missingCityIDs: [Int] = [], skippedEntryCount: Int = 0, requestCount: Int = 1) {
        self.cities = cities
        self.missingCityIDs = missingCityIDs
        self.skippedEntryCount = skippedEntryCount
        self.requestCount = requestCount
    }

    /// The report on `entries` (nil for an unreadable one) answering a request for
    /// `requestedIDs`, made with `requestCount` requests.
    init(requestedIDs: [Int], entries: [City?], requestCount: Int) {
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
            missingCityIDs: requestedIDs.filter { found[$0] == nil },
            skippedEntryCount: skipped,
            requestCount: requestCount)
    }
}
