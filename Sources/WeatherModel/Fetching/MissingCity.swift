/// A city asked for that a fetch did not bring, and why. A value; safe to share between threads.
public struct MissingCity: Sendable, Hashable {
    /// Why a city is missing.
    public enum Reason: Sendable, Hashable {
        /// The answer did not bring it: a group answer without its entry, or with one that could
        /// not be read, or a single-city answer that was not a city.
        case notInAnswer
        /// The server knows no city by this id: it answered 404 when asked for the city alone.
        case unknownID
    }

    /// The OpenWeatherMap id asked for.
    public let id: Int
    /// Why it is missing.
    public let reason: Reason

    /// City `id`, missing for `reason`.
    public init(id: Int, reason: Reason) {
        self.id = id
        self.reason = reason
    }
}
