import Foundation
import PropertyBased
import TerminalUI
import WeatherModel
import WeatherTestSupport

/// One thing that happens to the Weather Now screen in a random test: a key, time passing, the
/// network's answer reaching the screen, or the server starting to answer differently. A value.
enum WeatherScreenStep: Sendable, Hashable, CustomStringConvertible {
    /// What the server answers from now on.
    enum ServerAnswer: Sendable, Hashable {
        case weather, missingCity, serverError, timeout, rateLimited
    }

    case key(KeyEvent)
    case wait(seconds: Int)
    /// What the network sent reaches the screen.
    case deliver
    case server(ServerAnswer)

    var description: String {
        switch self {
        case let .key(event): "\(event)"
        case let .wait(seconds): "wait \(seconds) s"
        case .deliver: "deliver"
        case let .server(answer): "server answers \(answer)"
        }
    }

    /// The answer as the stub network gives it, at `now`.
    static func result(of answer: ServerAnswer, at now: Date) -> Result<Data, WeatherFetchError> {
        switch answer {
        case .weather: .success(WeatherFixtures.twelveCities)
        case .missingCity: .success(WeatherFixtures.group(Array(WeatherFixtures.entries.dropLast())))
        case .serverError: .failure(.serverError(statusCode: 500))
        case .timeout: .failure(.serverNotReached(.timedOut))
        case .rateLimited: .failure(.rateLimited(retryAt: now.addingTimeInterval(120)))
        }
    }

    /// Random steps: the list's, the detail's and the cities screen's keys (r, Enter, Esc, ?, ↓,
    /// Ctrl-L, c, letters of names in three scripts, Backspace), waits around
    /// 15 seconds and 10 minutes, deliveries and changes of the server's answer.
    static let generator = Gen<WeatherScreenStep>.frequency([
        (6, pick(keys).map { .key($0) }.eraseToAny()),
        (3, pick([1, 5, 14, 15, 16, 600, 3_600]).map { .wait(seconds: $0) }.eraseToAny()),
        (3, Gen.always(.deliver).eraseToAny()),
        (1, pick([ServerAnswer.weather, .missingCity, .serverError, .timeout, .rateLimited]).map { .server($0) }.eraseToAny()),
    ])

    /// One of `choices`, shrinking towards the first.
    private static func pick<Choice: Sendable>(_ choices: [Choice]) -> Generator<Choice, Shrink.Integer<Int>> {
        Gen.int(in: 0...(choices.count - 1)).map { choices[$0] }
    }

    private static let keys: [KeyEvent] = [
        KeyEvent(.character("r")), KeyEvent(.enter), KeyEvent(.escape), KeyEvent(.character("?")), KeyEvent(.down), .control("l"),
        KeyEvent(.character("c")), KeyEvent(.character("o")), KeyEvent(.character("М")), KeyEvent(.character("と")), KeyEvent(.backspace),
    ]
}
