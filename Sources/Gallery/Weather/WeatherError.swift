import HTTPTypes

/// An error answered the way OpenWeatherMap does: JSON `{"cod": …, "message": …}` with that status.
struct WeatherError: Error, Sendable, Equatable {
    let status: HTTPResponse.Status
    let message: String

    static let missingKey = WeatherError(status: .unauthorized, message: "No API key: add appid=YOUR_KEY to the query.")
    static let invalidKey = WeatherError(status: .unauthorized, message: "Invalid API key.")
    static let missingID = WeatherError(status: .badRequest, message: "No city id: add id=CITY_ID to the query.")
    static let tooManyIDs = WeatherError(status: .badRequest, message: "At most 20 city ids per request.")

    static func invalidID(_ text: String) -> WeatherError {
        WeatherError(status: .badRequest, message: "\"\(text.prefix(20))\" is not a city id.")
    }

    static func unknownCity(_ id: Int) -> WeatherError {
        WeatherError(status: .notFound, message: "city not found: \(id)")
    }

    /// The JSON body. OpenWeatherMap writes `cod` as a number for 401 and as a string otherwise.
    var body: [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.key("cod")
        if status == .unauthorized { json.value(status.code) } else { json.value(String(status.code)) }
        json.key("message")
        json.value(message)
        json.endObject()
        return json.bytes
    }
}
