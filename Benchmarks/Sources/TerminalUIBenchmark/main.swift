// The TerminalUI benchmark (issue 4): rendering frames and drawing thumbnails. Prints, for each
// frame workload, the median CPU and wall time of the timed runs and the bytes written to the
// terminal, then the thumbnail figures. Exits non-zero when a frame with no change writes
// anything.
// Run: swift run -c release TerminalUIBenchmark [--quick] [--runs N]
// --quick: a few runs only — a CI smoke test, the figures mean nothing.
import Foundation

let options = BenchmarkOptions(arguments: CommandLine.arguments)
print("TerminalUI benchmark\(options.quick ? " (quick: figures not meaningful)" : ""), median of \(options.runs) run(s)")
print(WorkloadResult.header)

var results: [WorkloadResult] = []
results += FrameWorkloads.run(options: options)
for result in results { print(result.line) }

// Image workloads (ThumbnailWorkload.swift).
runThumbnailWorkload()

let failures = results.compactMap(\.failure)
for failure in failures { print("FAILED: \(failure)") }
exit(failures.isEmpty ? 0 : 1)
