import AppSupport

/// What to ask the weather server: which cities, in which units, with descriptions in which
/// language. A value; safe to share between threads.
public struct WeatherQuery: Sendable, Hashable {
    /// Which cities one request asks for.
    public enum Scope: Sendable, Hashable {
        /// Several cities in one request (`/data/2.5/group?id=a,b,c`).
        case group([Int])
        /// One city (`/data/2.5/weather?id=a`).
        case city(Int)
    }

    /// The cities.
    public var scope: Scope
    /// The unit system (`units`): the units of temperatures and wind speeds.
    public var units: UnitSystem
    /// The language of the descriptions (`lang`).
    public var language: AppLanguage

    /// A query for `scope` in `units` and `language`.
    public init(scope: Scope, units: UnitSystem = .metric, language: AppLanguage = .english) {
        self.scope = scope
        self.units = units
        self.language = language
    }
}
