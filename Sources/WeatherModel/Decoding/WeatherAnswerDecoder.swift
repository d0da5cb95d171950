import Foundation

/// Reads OpenWeatherMap's current-weather answers into cities — BEHAVIOUR.md's decoding:
/// `list[].id`, `list[].name`, `list[].weather[0].main`, and ours also `main.temp`,
/// `weather[0].description` and the details (``CityEntry``). Extra keys are ignored. Pure;
/// usable from any thread.
enum WeatherAnswerDecoder {
    private struct GroupAnswer: Decodable {
        let list: [CityEntry]
    }

    /// The entries of a group answer (`{"cnt": …, "list": […]}`), in order: each a city, or nil
    /// when the entry is unusable (see ``CityEntry/city(units:)``). Fails with
    /// ``WeatherFetchError/incorrectDataReturned`` when the body is not JSON or has no `list`
    /// array.
    static func groupEntries(in body: Data, units: UnitSystem) -> Result<[City?], WeatherFetchError> {
        guard let answer = try? JSONDecoder().decode(GroupAnswer.self, from: body) else { return .failure(.incorrectDataReturned) }
        return .success(answer.list.map { $0.city(units: units) })
    }

    /// The city of a single-city answer, or nil when the body is not a usable city.
    static func city(in body: Data, units: UnitSystem) -> City? {
        (try? JSONDecoder().decode(CityEntry.self, from: body))?.city(units: units)
    }
}
