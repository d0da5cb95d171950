import Testing
import TestSupport

@Suite("A real-terminal test this machine cannot run")
struct UnavailableTerminalTests {
    @Test("fails in CI, whatever CI's spelling of true", arguments: ["true", "1", "yes", "TRUE"])
    func failsInCI(value: String) {
        #expect(UnavailableTerminal.outcome("not installed: kitty", environment: ["CI": value])
            == .fail("not installed: kitty — in CI a real-terminal test that cannot run fails"))
    }

    @Test("is skipped elsewhere, saying why", arguments: [[:], ["CI": ""], ["CI": "false"], ["CI": "0"]])
    func skippedElsewhere(environment: [String: String]) {
        #expect(UnavailableTerminal.outcome("not installed: kitty", environment: environment) == .skip("not installed: kitty"))
    }

    @Test("names the packages of the programs that are missing, and only those")
    func missingPackages() {
        let trait = RealTerminalTrait.realTerminal(needs: ["sh": "dash", "no-such-program-e2e": "no-such-package", "also-missing-e2e": "no-such-package"])
        #expect(trait.missingPackages == ["no-such-package"])
    }
}
