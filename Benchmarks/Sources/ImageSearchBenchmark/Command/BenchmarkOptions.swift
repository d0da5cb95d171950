/// The command line: how many runs, quick mode, where the programs are, which scenarios.
struct BenchmarkOptions {
    /// How to build the programs the benchmark runs, for `--help` and for a missing program.
    static let buildInstructions = """
        Build the programs next to the benchmark first (release, in Benchmarks/):
          swift build -c release --product imagesearch
          swift build -c release --product terminalui-demo
          swift build -c release --product gallery
        """

    /// The command's usage.
    static let usage = """
        usage: ImageSearchBenchmark [--runs N] [--quick] [--only LIST] [--programs DIR]
        Runs imagesearch (and terminalui-demo, the baseline) in a 120×40 pseudo-terminal and measures
        launch to first frame, launch to every visible preview (on the embedded Gallery), paging to
        500 rows and key repeat (against a gallery server of 2,400 pictures).
          --runs N        runs of each scenario (default 7); figures are the median and min–max
          --quick         one run of each, targets printed but not enforced (a smoke test for CI)
          --only LIST     scenarios to run, from: \(Scenario.allCases.map(\.rawValue).joined(separator: ", "))
          --programs DIR  where imagesearch, terminalui-demo and gallery are (default: beside this program)
          --help          print this text
        \(buildInstructions)
          swift run -c release ImageSearchBenchmark
        Exit status: 0 when every run ran (and, without --quick, every target was met), 1 when a
        target was missed, 2 when a program failed to run or the harness broke.
        """

    /// A command line that cannot be run.
    enum Failure: Error, CustomStringConvertible {
        case helpRequested
        case invalid(String)

        var description: String {
            switch self {
            case .helpRequested: BenchmarkOptions.usage
            case .invalid(let problem): "\(problem)\n\(BenchmarkOptions.usage)"
            }
        }
    }

    /// Runs of each scenario.
    var runs = 7
    /// Whether this is the CI smoke test.
    var quick = false
    /// The scenarios to run.
    var scenarios = Scenario.allCases
    /// The folder holding the programs, or nil for the benchmark's own folder.
    var programsFolder: String?

    /// Reads the options from `arguments`, the command line without the program's name.
    init(arguments: [String]) throws(Failure) {
        var remaining = arguments[...]
        func value(of option: String) throws(Failure) -> String {
            guard let value = remaining.popFirst() else { throw .invalid("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs":
                guard let count = Int(try value(of: argument)), count > 0 else { throw .invalid("--runs needs a positive number") }
                runs = count
            case "--quick":
                quick = true
            case "--only":
                scenarios = try Self.scenarios(named: try value(of: argument))
            case "--programs":
                programsFolder = try value(of: argument)
            case "--help", "-h":
                throw .helpRequested
            default:
                throw .invalid("unknown argument '\(argument)'")
            }
        }
        if quick { runs = 1 }
    }

    private static func scenarios(named list: String) throws(Failure) -> [Scenario] {
        var chosen = Set<Scenario>()
        for name in list.split(separator: ",") {
            guard let scenario = Scenario(rawValue: String(name)) else { throw .invalid("unknown scenario '\(name)'") }
            chosen.insert(scenario)
        }
        guard !chosen.isEmpty else { throw .invalid("--only needs a list of scenarios") }
        return Scenario.allCases.filter(chosen.contains)
    }
}
