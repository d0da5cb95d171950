import PropertyBased
import WeatherTestSupport

/// One thing that happens to Weather Now's list in a state-machine test: a key the user presses,
/// time passing, or the network answering one of the requests waiting for it. A value.
enum WeatherListStep: Sendable, Hashable, CustomStringConvertible {
    /// `r` on the list (nothing on a city's detail).
    case refresh
    /// Enter on the list: a city's detail on top of it (nothing before there are cities).
    case openCity
    /// `c` on the list: the cities screen on top of it.
    case openCities
    /// On the cities screen: other cities chosen (repeats and all, as given to `ChosenCities`).
    case chooseCities([Int])
    /// Esc on a city's detail or the cities screen: the list again.
    case back
    /// The OK of the failure alert.
    case dismissFailure
    /// Seconds pass.
    case wait(seconds: Int)
    /// The pending request at `request` (modulo how many are pending) gets `answer`.
    case answer(request: Int, ScriptedAnswer)

    var description: String {
        switch self {
        case .refresh: "r"
        case .openCity: "Enter"
        case .openCities: "c"
        case let .chooseCities(ids): "choose \(ids)"
        case .back: "Esc"
        case .dismissFailure: "OK"
        case let .wait(seconds): "wait \(seconds) s"
        case let .answer(request, answer): "answer #\(request) \(answer)"
        }
    }

    /// The cities a step chooses from: the twelve the server knows, and two ids it does not.
    static let cityPool = WeatherFixtures.cities.map(\.id) + [1, 2]

    /// Random steps: keys, waits around the intervals that matter (15 seconds, 10 minutes) and
    /// beyond, other cities chosen, and answers of every kind.
    static let generator = Gen<WeatherListStep>.frequency([
        (3, Gen.always(.refresh).eraseToAny()),
        (1.5, Gen.always(.openCity).eraseToAny()),
        (1, Gen.always(.openCities).eraseToAny()),
        (1, citiesGenerator.map { .chooseCities($0) }.eraseToAny()),
        (2, Gen.always(.back).eraseToAny()),
        (0.5, Gen.always(.dismissFailure).eraseToAny()),
        (4, waitGenerator.map { .wait(seconds: $0) }.eraseToAny()),
        (5, zip(Gen.int(in: 0...2), answerGenerator).map { .answer(request: $0, $1) }.eraseToAny()),
    ])

    /// Seconds to wait: mostly within or around `r`'s 15 seconds, sometimes around the automatic
    /// 10 minutes, sometimes up to an hour.
    private static let waitGenerator = Gen<Int>.frequency([
        (4, Gen.int(in: 1...20).eraseToAny()),
        (2, Gen.int(in: 590...610).eraseToAny()),
        (1, Gen.int(in: 1...3_600).eraseToAny()),
    ])

    /// Cities to choose: one to six of the pool, repeats possible, or the twelve again.
    private static let citiesGenerator = Gen<[Int]>.frequency([
        (3, Gen.int(in: 0...(cityPool.count - 1)).map { cityPool[$0] }.array(of: 1...6).eraseToAny()),
        (1, Gen.always(WeatherFixtures.cities.map(\.id)).eraseToAny()),
    ])

    private static let answerGenerator = Gen<ScriptedAnswer>.frequency([
        (6, Gen.always(.weather(missing: 0)).eraseToAny()),
        (1, Gen.int(in: 1...2).map { .weather(missing: $0) }.eraseToAny()),
        (1, Gen.always(.timeout).eraseToAny()),
        (1, Gen.always(.connectionCut).eraseToAny()),
        (1, Gen.always(.serverError).eraseToAny()),
        (1, Gen.int(in: 1...900).map { .rateLimited(retryAfter: $0) }.eraseToAny()),
        (0.5, Gen.always(.unreadable).eraseToAny()),
    ])
}
