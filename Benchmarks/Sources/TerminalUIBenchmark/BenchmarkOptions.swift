/// The command line: `--quick` (CI smoke test) and `--runs N` (timed runs, default 200).
struct BenchmarkOptions {
    let quick: Bool
    let runs: Int

    init(arguments: [String]) {
        quick = arguments.contains("--quick")
        let requested = arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
        runs = quick ? 3 : max(requested ?? 200, 1)
    }
}
