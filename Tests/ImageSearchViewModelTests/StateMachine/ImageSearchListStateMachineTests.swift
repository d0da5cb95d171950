import PropertyBased
import Testing
import TestSupport

/// The image list driven by random sequences of what a user does and what the network answers,
/// interleaved: keys faster than the network, answers in any order, failures of every kind, time
/// passing for rate limits. After every step the list is compared with a small reference model
/// (``ImageSearchListMachine/violations``).
///
/// A failing run records the first broken invariant with the steps that led to it, the seed
/// (`.fixedSeed("…")` on the test replays it) and the shortest sequence found that still fails.
/// `STATE_MACHINE_RUNS` sets the number of sequences (2,000 by default).
@Suite("The image list under random interleavings of keys and network answers")
struct ImageSearchListStateMachineTests {
    @Test("keeps its rows, requests, loading flags and errors consistent after every step")
    func invariantsHoldAfterEveryStep() async {
        await propertyCheck(count: StateMachineRuns.count(standard: 2_000), input: ListStep.generator.array(of: 1...80)) { steps in
            let machine = ImageSearchListMachine()
            var done: [ListStep] = []
            for step in steps {
                done.append(step)
                let problems = [machine.perform(step)].compactMap { $0 } + machine.violations
                if !problems.isEmpty {
                    Issue.record("After \(done.count) steps (\(done.map(\.description).joined(separator: ", "))): \(problems.joined(separator: "; "))")
                    return
                }
            }
        }
    }
}
