import CityCatalog
import Foundation
import Hummingbird
import HTTPTypes

/// Answers OpenWeatherMap's `GET /data/2.5/weather?id=` and `GET /data/2.5/group?id=a,b,c`
/// (`appid` or `APPID`, `units` = standard, metric or imperial, `lang` = ja for Japanese
/// descriptions; at most 20 ids a group, as OpenWeatherMap takes) for every city of the bundled
/// list (`CityCatalog`), with the fields of OpenWeatherMap's current weather: `weather`, `main`
/// (temperatures, pressure, humidity), `visibility`, `wind` (with `gust` when gusty), `clouds`,
/// `dt`, `sys` (country, sunrise, sunset) and the UTC offset — `timezone` at the top of a
/// single-city answer, in `sys` in a group answer's entries, as OpenWeatherMap writes them.
///
/// Stateless; the weather comes from `WeatherSimulator` and the clock.
struct WeatherController: Sendable {
    let keys: APIKeyPolicy
    /// The clock, replaceable so that tests can pin the weather.
    let now: @Sendable () -> Date

    func weather(_ request: Request) -> Response {
        respond(request, single: true)
    }

    func group(_ request: Request) -> Response {
        respond(request, single: false)
    }

    private func respond(_ request: Request, single: Bool) -> Response {
        let parameters = QueryString(request.uri.query)
        let cities: [CatalogCity]
        do {
            cities = try Self.cities(parameters, keys: keys, single: single)
        } catch {
            return PlainResponse.bytes(error.body, status: error.status, contentType: "application/json")
        }
        let units = Units(parameters["units"])
        let language = parameters["lang"]
        let date = now()
        var json = JSONWriter(capacity: 700 * cities.count)
        if single {
            write(WeatherSimulator.observation(of: cities[0], at: date), units: units, language: language, into: &json, standalone: true)
        } else {
            json.beginObject()
            json.key("cnt")
            json.value(cities.count)
            json.key("list")
            json.beginArray()
            for city in cities {
                write(WeatherSimulator.observation(of: city, at: date), units: units, language: language, into: &json, standalone: false)
            }
            json.endArray()
            json.endObject()
        }
        return PlainResponse.bytes(json.bytes, contentType: "application/json; charset=utf-8")
    }

    private static func cities(_ parameters: QueryString, keys: APIKeyPolicy, single: Bool) throws(WeatherError) -> [CatalogCity] {
        guard let key = parameters.value(caseInsensitive: "appid"), !key.isEmpty else { throw .missingKey }
        guard keys.accepts(key) else { throw .invalidKey }
        guard let list = parameters["id"], !list.isEmpty else { throw .missingID }
        let texts = single ? [Substring(list)] : list.split(separator: ",", omittingEmptySubsequences: false)
        guard texts.count <= 20 else { throw .tooManyIDs }
        return try texts.map { text throws(WeatherError) in
            guard let id = Int(text.trimmingCharacters(in: .whitespaces)), id > 0 else { throw .invalidID(String(text)) }
            guard let city = CityCatalog.city(id: id) else { throw .unknownCity(id) }
            return city
        }
    }

    /// OpenWeatherMap's unit systems; anything unknown means standard (kelvin, m/s), as there.
    private enum Units {
        case standard, metric, imperial

        init(_ text: String?) {
            self = text == "metric" ? .metric : text == "imperial" ? .imperial : .standard
        }

        func temperature(_ kelvin: Double) -> Double {
            switch self {
            case .standard: kelvin
            case .metric: kelvin - 273.15
            case .imperial: (kelvin - 273.15) * 9 / 5 + 32
            }
        }

        func speed(_ metresPerSecond: Double) -> Double {
            self == .imperial ? metresPerSecond * 2.236_94 : metresPerSecond
        }
    }

    /// Writes one city's answer; `language` is the request's `lang` (Japanese descriptions for `ja`).
    private func write(_ observation: WeatherObservation, units: Units, language: String?, into json: inout JSONWriter, standalone: Bool) {
        let city = observation.city
        json.beginObject()
        json.object("coord") { json in
            json.member("lon", city.longitude)
            json.member("lat", city.latitude)
        }
        json.key("weather")
        json.beginArray()
        json.beginObject()
        json.member("id", observation.condition.code)
        json.member("main", observation.condition.main)
        json.member("description", observation.condition.description(forLanguage: language))
        json.member("icon", observation.condition.icon + (observation.isDaytime ? "d" : "n"))
        json.endObject()
        json.endArray()
        json.object("main") { json in
            for (name, kelvin) in [("temp", observation.temperature), ("feels_like", observation.feelsLike),
                                   ("temp_min", observation.minimum), ("temp_max", observation.maximum)] {
                json.member(name, units.temperature(kelvin))
            }
            json.member("pressure", observation.pressure)
            json.member("humidity", observation.humidity)
        }
        json.member("visibility", observation.visibility)
        json.object("wind") { json in
            json.member("speed", units.speed(observation.windSpeed))
            json.member("deg", observation.windDegrees)
            if let gust = observation.windGust { json.member("gust", units.speed(gust)) }
        }
        json.object("clouds") { $0.member("all", observation.cloudiness) }
        json.member("dt", observation.time)
        json.object("sys") { json in
            json.member("country", city.country)
            if !standalone { json.member("timezone", observation.utcOffset) }
            if let sunrise = observation.sunrise, let sunset = observation.sunset {
                json.member("sunrise", sunrise)
                json.member("sunset", sunset)
            }
        }
        if standalone { json.member("timezone", observation.utcOffset) }
        json.member("id", city.id)
        json.member("name", city.name)
        if standalone { json.member("cod", 200) }
        json.endObject()
    }
}
