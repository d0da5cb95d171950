import PropertyBased
import Testing
import TestSupport

/// The Weather Now screen under random keys (r, Enter, Esc, ?, ↓, Ctrl-L, c and the cities
/// screen's typing), waits, deliveries and
/// changes of the server's answer: after every step it shows what its view model says (see
/// ``WeatherScreenMachine``). A failure prints the seed and a shrunk sequence; add
/// `.fixedSeed("…")` after the test's name to replay it.
@MainActor
@Suite("Weather Now's screen under random keys and answers")
struct WeatherScreenRandomTests {
    @Test("shows what its view model says, and one failure alert at most, whatever the keys, the time and the answers")
    func randomSequences() async {
        await propertyCheck(count: StateMachineRuns.count(standard: 300), input: WeatherScreenStep.generator.array(of: 1...30)) { steps in
            if let broken = WeatherScreenMachine().run(steps) {
                Issue.record(Comment(rawValue: broken))
            }
        }
    }
}
