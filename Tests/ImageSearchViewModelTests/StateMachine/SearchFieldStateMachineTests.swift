import PropertyBased
import Testing
import TestSupport

/// The search field's ↑ and ↓ and the history behind them, driven by random sequences of what a
/// user does — open, type, recall, search, cancel — with another copy of the app searching now
/// and then. After every step the field, the list's search and the history file are compared with
/// ``SearchFieldReferenceModel``.
///
/// A failing run records the first difference with the steps that led to it, the seed
/// (`.fixedSeed("…")` on the test replays it) and the shortest sequence found that still fails.
/// `STATE_MACHINE_RUNS` sets the number of sequences (500 by default: each search writes the
/// history file).
@Suite("The search field's history under random sequences of keys")
struct SearchFieldStateMachineTests {
    @Test("recalls, edits and keeps searches as a shell's history does, after every step")
    func historyHoldsAfterEveryStep() async {
        await propertyCheck(count: StateMachineRuns.count(standard: 500), input: SearchFieldStep.generator.array(of: 1...150)) { steps in
            let machine = SearchFieldMachine()
            var done: [SearchFieldStep] = []
            for step in steps {
                done.append(step)
                machine.perform(step)
                let problems = machine.violations
                if !problems.isEmpty {
                    Issue.record("After \(done.count) steps (\(done.map(\.description).joined(separator: ", "))): \(problems.joined(separator: "; "))")
                    return
                }
            }
        }
    }
}
