import BenchmarkSupport

/// Runs `body` once to warm up, then `runs` times: the median timing and the largest byte
/// count a timed run returned.
func measure(runs: Int, _ body: () -> Int) -> (timing: Timing, bytes: Int) {
    _ = body()
    var bytes = 0
    var timings: [Timing] = []
    for _ in 0..<runs {
        var written = 0
        timings.append(Timing.measure { written = body() })
        bytes = max(bytes, written)
    }
    return (Timing.median(of: timings), bytes)
}
