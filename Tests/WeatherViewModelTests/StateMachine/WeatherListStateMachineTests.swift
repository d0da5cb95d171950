import PropertyBased
import Testing
import TestSupport

/// Weather Now's list as a state machine: random sequences of keys (r, Enter, c, Esc, the alert's
/// OK), other cities chosen on the cities screen (some the server does not know), time passing (around `r`'s 15 seconds, the automatic 10 minutes, up to an hour) and
/// network answers (in any order, after any delay, weather or a timeout, a cut connection, 500,
/// 429 with Retry-After, an unreadable body), from a server answering groups or only city by
/// city; after every step the view model is checked against ``WeatherListModel`` (see
/// ``WeatherListMachine`` for the rules).
///
/// A failure prints the seed and the shortest sequence found that still fails; add
/// `.fixedSeed("…")` with that seed after the test's name in its `@Test` to run the same
/// sequence again.
@MainActor
@Suite("Weather Now's list as a state machine")
struct WeatherListStateMachineTests {
    /// Whether the server answers only city by city, and the steps.
    static let input = zip(Gen.bool, WeatherListStep.generator.array(of: 1...40))

    @Test("keeps the refresh policy and shows the last good answer whatever the keys, the time and the answers")
    func randomSequences() async {
        await propertyCheck(count: StateMachineRuns.count(standard: 2_000), input: Self.input) { cityByCity, steps in
            if let broken = WeatherListMachine(cityByCity: cityByCity).run(steps) {
                Issue.record(Comment(rawValue: broken))
            }
        }
    }
}
