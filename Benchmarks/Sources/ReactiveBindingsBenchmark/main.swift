// The ReactiveBindings benchmark (issue 3): diffs of 10,000-element arrays and 100,000 appends
// to an observed array. Prints the median of 5 timed runs after one warm-up run.
// Run: swift run -c release ReactiveBindingsBenchmark [--quick]
// --quick: 1/100 of the sizes and one run — a CI smoke test, the figures mean nothing.
import Foundation

let quick = CommandLine.arguments.contains("--quick")
let scale = quick ? 100 : 1
let runs = quick ? 1 : 5

print("ReactiveBindings benchmark\(quick ? " (quick: figures not meaningful)" : ""), median of \(runs) run(s)")
for workload in Workload.allCases {
    let run = workload.prepare(scale: scale)
    var checksums = Set([run()])
    var durations: [Duration] = []
    for _ in 0..<runs {
        var checksum = 0
        durations.append(ContinuousClock().measure { checksum = run() })
        checksums.insert(checksum)
    }
    guard checksums.count == 1 else {
        print("\(workload.rawValue): runs disagree (checksums \(checksums.sorted()))")
        exit(1)
    }
    let median = durations.sorted()[durations.count / 2]
    let microseconds = Double(median.components.seconds) * 1e6 + Double(median.components.attoseconds) / 1e12
    print("\(workload.rawValue.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%10.1f", microseconds)) µs")
}
