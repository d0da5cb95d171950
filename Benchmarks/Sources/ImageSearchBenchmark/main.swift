// The Image Search benchmark (issue 10): imagesearch, release build, in a 120×40 pseudo-terminal
// read through a terminal emulator — launch to first frame with rows (against terminalui-demo's
// as the baseline), launch to every visible preview, paging to 500 rows (CPU, RSS) and key
// repeat. See `BenchmarkOptions.usage` and Benchmarks/README.md.
// Run (in Benchmarks/, after building imagesearch and terminalui-demo in release):
//   swift run -c release ImageSearchBenchmark [--runs N] [--quick] [--only launch,paging,keys]
import Foundation

ChildProcessGuard.install()

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch .helpRequested {
    print(BenchmarkOptions.usage)
    exit(0)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

do {
    let programs = try Programs(folder: options.programsFolder)
    print(BenchmarkReport.heading(options: options, programs: programs))
    let runner = BenchmarkRunner(options: options, programs: programs)
    try runner.run()
    let report = BenchmarkReport(figures: runner.figures, notes: runner.notes, failures: runner.failures)
    print("\n" + report.text, terminator: "")
    print("Finished with \(MachineLoad.current.description).")
    if !report.failures.isEmpty { exit(2) }
    if !options.quick, report.verdicts.contains(where: { $0.1 == .missed }) { exit(1) }
} catch {
    FileHandle.standardError.write(Data("ImageSearchBenchmark: \(error)\n".utf8))
    exit(2)
}
