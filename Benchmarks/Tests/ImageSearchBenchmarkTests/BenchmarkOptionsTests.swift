import Testing

@testable import ImageSearchBenchmark

@Suite("BenchmarkOptions")
struct BenchmarkOptionsTests {
    @Test("with no arguments every scenario runs 7 times")
    func defaults() throws {
        let options = try BenchmarkOptions(arguments: [])
        #expect(options.runs == 7)
        #expect(options.scenarios == Scenario.allCases)
        #expect(!options.quick)
    }

    @Test("quick mode runs each scenario once, whatever --runs says")
    func quick() throws {
        let options = try BenchmarkOptions(arguments: ["--runs", "9", "--quick"])
        #expect(options.runs == 1)
        #expect(options.quick)
    }

    @Test("--only keeps the named scenarios in their running order")
    func only() throws {
        #expect(try BenchmarkOptions(arguments: ["--only", "keys,launch"]).scenarios == [.launch, .keys])
    }

    @Test("a wrong or incomplete argument is refused with the usage")
    func refused() {
        for arguments in [["--runs", "0"], ["--runs"], ["--only", "nothing"], ["--fast"]] {
            #expect(throws: BenchmarkOptions.Failure.self) { try BenchmarkOptions(arguments: arguments) }
        }
    }
}
