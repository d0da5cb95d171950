import AppSupport
import Foundation
import WeatherModel

/// Everything the container needs to build the app, decided from the command line and the
/// environment: where the weather comes from, in which units and language, and the transport
/// that carries the requests.
struct WeatherConfiguration: Sendable {
    /// The server and key.
    var endpoint: WeatherEndpoint
    /// What the title bar names as the source of the weather.
    var sourceName: String
    /// The cities to show at start-up, by OpenWeatherMap id, in order.
    var cityIDs: [Int] = WeatherNowCities.ids
    /// Where the cities screen saves the cities; nil when nothing says where settings go.
    var settingsFile: WeatherSettingsFile?
    /// A line the list shows under its rows all along (why the settings file was not used); "" for none.
    var notice = ""
    /// The temperature units.
    var units: UnitSystem
    /// The language of the screen and of the server's descriptions.
    var language: AppLanguage
    /// The time zone clock times are shown in.
    var timeZone: TimeZone
    /// The HTTP stack the requests go through.
    var transport: any HTTPTransport
}
