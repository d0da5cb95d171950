import AppSupport
import Foundation
import Testing
import WeatherModel

@Suite("WeatherFetchError")
struct WeatherFetchErrorTests {
    static let everyCase: [WeatherFetchError] = [
        .notConnectedToInternet, .serverNotReached(.timedOut), .serverNotReached(.cannotFindHost), .serverNotReached(.cannotConnect),
        .serverNotReached(.dnsFailure), .connectionLost, .invalidKey(message: ""), .requestRejected(statusCode: 404, message: ""),
        .rateLimited(retryAt: nil), .rateLimited(retryAt: Date(timeIntervalSince1970: 0)), .serverError(statusCode: 500),
        .incorrectDataReturned, .unknown(code: -1),
    ]

    @Test("describes every case differently in English and in Japanese, telling what to do", arguments: AppLanguage.allCases)
    func everyCaseDescribed(language: AppLanguage) throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let descriptions = Self.everyCase.map { $0.description(in: language, timeZone: utc) }
        #expect(Set(descriptions).count == descriptions.count)
        let advice = language.text(english: "try again", japanese: "お試しください")
        for (error, description) in zip(Self.everyCase, descriptions) {
            let advises = description.lowercased().contains(advice) || description.contains(WeatherFetchError.keyVariable) || description.contains("00:00:00")
            #expect(advises, "\(error): \(description)")
        }
    }

    @Test("names the key variable and quotes the server's message when the key is refused")
    func invalidKey() {
        let error = WeatherFetchError.invalidKey(message: "Invalid API key.")
        #expect(error.description(in: .english).contains("HTTP 401: Invalid API key.") && error.description(in: .english).contains("OPENWEATHERMAP_API_KEY"))
        #expect(error.description(in: .japanese).contains("HTTP 401：Invalid API key.") && error.description(in: .japanese).contains("OPENWEATHERMAP_API_KEY"))
    }

    @Test("says when the service takes requests again, as a clock time in the time zone given")
    func retryTime() throws {
        let error = WeatherFetchError.rateLimited(retryAt: Date(timeIntervalSince1970: 3_600 * 5 + 30))
        #expect(error.description(in: .english, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo"))).contains("14:00:30"))
    }

    @Test("counts only 4xx refusals as refusals, and only a 404 as an unknown city")
    func classification() {
        #expect(Self.everyCase.filter(\.isRefusal) == [.invalidKey(message: ""), .requestRejected(statusCode: 404, message: "")])
        #expect(Self.everyCase.filter(\.isCityNotFound) == [.requestRejected(statusCode: 404, message: "")])
        #expect(!WeatherFetchError.requestRejected(statusCode: 400, message: "").isCityNotFound)
    }

    @Test("describes itself in English for logs")
    func logDescription() {
        #expect("\(WeatherFetchError.connectionLost)" == WeatherFetchError.connectionLost.description(in: .english))
    }
}

@Suite("Temperature")
struct TemperatureTests {
    @Test("shows whole degrees with the unit's symbol", arguments: [
        (12.4, UnitSystem.metric, "12 °C"), (12.5, .metric, "13 °C"), (-0.4, .metric, "0 °C"), (-3.6, .imperial, "-4 °F"),
        (Double.nan, .metric, "? °C"), (Double.infinity, .imperial, "? °F"), (1e300, .metric, "999999 °C"),
    ])
    func roundedText(value: Double, units: UnitSystem, text: String) {
        #expect(Temperature(value: value, units: units).roundedText == text)
    }
}
