// The TerminalUI benchmark (issues 4 and 17): rendering frames, drawing thumbnails, and
// pictures in real pixels. Prints, for each frame workload, the median CPU and wall time of
// the timed runs and the bytes written to the terminal, then the thumbnail figures, then the
// picture figures. Exits non-zero when a frame with no change writes anything, when a
// full-screen picture takes more than 30 ms to encode as sixel or kitty data, or when
// scrolling a list by one row in kitty mode sends a picture again.
// Run: swift run -c release TerminalUIBenchmark [--quick] [--runs N]
// --quick: a few runs only — a CI smoke test, the figures mean nothing.
import Foundation

let options = BenchmarkOptions(arguments: CommandLine.arguments)
print("TerminalUI benchmark\(options.quick ? " (quick: figures not meaningful)" : ""), median of \(options.runs) run(s)")
print(WorkloadResult.header)

var results: [WorkloadResult] = []
results += FrameWorkloads.run(options: options)
for result in results { print(result.line) }

// Image workloads (ThumbnailWorkload.swift), then pictures in real pixels (PictureWorkloads.swift).
runThumbnailWorkload()
let pictureFailures = PictureWorkloads.run(options: options)

let failures = results.compactMap(\.failure) + pictureFailures
for failure in failures { print("FAILED: \(failure)") }
exit(failures.isEmpty ? 0 : 1)
