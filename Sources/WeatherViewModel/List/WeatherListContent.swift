import Foundation
import WeatherModel

/// Everything Weather Now's list shows, as one value, so that every property the view model
/// derives from it changes together. A value.
struct WeatherListContent: Sendable {
    /// The cities of the last successful fetch, in the order asked for.
    var cities: [City] = []
    /// Their rows' texts.
    var rows: [CityRow] = []
    /// The cities the last successful fetch asked for and did not bring, with why.
    var missingCities: [MissingCity] = []
    /// When the cities shown were fetched; nil before the first success.
    var lastUpdate: Date?
    /// When the last fetch failed, until a fetch succeeds.
    var lastFailure: Date?
    /// The last failure's description, until dismissed or a fetch succeeds.
    var failureMessage: String?
    /// Whether a fetch runs.
    var isFetching = false
    /// When the refresh booked by an early `r` starts; nil when none is booked.
    var bookedRefresh: Date?
}
