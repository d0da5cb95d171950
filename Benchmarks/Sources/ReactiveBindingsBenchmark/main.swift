// The ReactiveBindings benchmark (issue 3): diffs of 10,000-element arrays and 100,000 appends
// to an observed array. Prints the medians of 5 timed runs after one warm-up run.
// Run: swift run -c release ReactiveBindingsBenchmark [--quick] [--filter TEXT] [--runs N]
// --quick: 1/100 of the sizes and one run — a CI smoke test, the figures mean nothing.
// --filter: only the workloads whose name contains TEXT. --runs: timed runs (default 5).
import BenchmarkSupport
import Foundation

let quick = CommandLine.arguments.contains("--quick")
let scale = quick ? 100 : 1
func argument(after option: String) -> String? {
    CommandLine.arguments.firstIndex(of: option).map { CommandLine.arguments[$0 + 1] }
}

let runs = quick ? 1 : argument(after: "--runs").flatMap(Int.init) ?? 5
let filter = argument(after: "--filter")

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

print("ReactiveBindings benchmark\(quick ? " (quick: figures not meaningful)" : ""), median of \(runs) run(s)")
print("workload".padding(toLength: 44, withPad: " ", startingAt: 0) + "   CPU µs    wall µs")
for workload in Workload.allCases where filter.map(workload.rawValue.contains) ?? true {
    let run = workload.prepare(scale: scale)
    var checksums = Set([run()])
    var timings: [Timing] = []
    for _ in 0..<runs {
        var checksum = 0
        timings.append(Timing.measure { checksum = run() })
        checksums.insert(checksum)
    }
    guard checksums.count == 1 else {
        print("\(workload.rawValue): runs disagree (checksums \(checksums.sorted()))")
        exit(1)
    }
    let cpu = median(timings.map(\.cpuMicroseconds))
    let wall = median(timings.map(\.wallMicroseconds))
    print(workload.rawValue.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%9.1f  %9.1f", cpu, wall))
}
