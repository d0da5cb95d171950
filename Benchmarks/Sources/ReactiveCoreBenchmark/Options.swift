/// The command line: which workloads to run, and whether at full scale or as a quick smoke test.
struct Options {
    /// The command's usage, printed by `--help` and after a wrong argument.
    static let usage = """
        usage: ReactiveCoreBenchmark [--quick] [--filter NAME,NAME...]
          --quick        1/100 of the sizes, 1 timed run, no warm-up (a smoke test for CI)
          --filter LIST  run only these workloads, from: \(Workload.allCases.map(\.rawValue).joined(separator: ", "))
          --help         print this text
        """

    /// A command line that cannot be run.
    enum Failure: Error, CustomStringConvertible {
        /// The user asked for the usage text.
        case helpRequested
        /// An argument the command does not know.
        case unknownArgument(String)
        /// `--filter` without its list.
        case missingFilterList
        /// A workload name in the `--filter` list that is not a workload.
        case unknownWorkload(String)

        var description: String {
            switch self {
            case .helpRequested: Options.usage
            case .unknownArgument(let argument): "unknown argument '\(argument)'\n\(Options.usage)"
            case .missingFilterList: "--filter needs a list of workloads\n\(Options.usage)"
            case .unknownWorkload(let name): "unknown workload '\(name)'\n\(Options.usage)"
            }
        }
    }

    /// Whether to run the quick smoke test instead of the full benchmark.
    var quick = false
    /// The workloads to run, in the order of `Workload.allCases`.
    var workloads = Workload.allCases

    /// How many times each implementation is timed on each workload.
    var runs: Int { quick ? 1 : 5 }
    /// How many untimed runs come first, per implementation and workload.
    var warmUpRuns: Int { quick ? 0 : 1 }

    /// The size `workload` runs at.
    func size(of workload: Workload) -> Int {
        quick ? workload.fullSize / 100 : workload.fullSize
    }

    /// Reads the options from `arguments`, the command line without the program's name.
    init(arguments: [String]) throws(Failure) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--filter":
                guard let list = remaining.popFirst() else { throw .missingFilterList }
                workloads = try Self.workloads(named: list)
            case "--help", "-h":
                throw .helpRequested
            default:
                guard argument.hasPrefix("--filter=") else { throw .unknownArgument(argument) }
                workloads = try Self.workloads(named: String(argument.dropFirst("--filter=".count)))
            }
        }
    }

    /// The workloads named in the comma-separated `list`, in the order of `Workload.allCases`.
    private static func workloads(named list: String) throws(Failure) -> [Workload] {
        var chosen = Set<Workload>()
        for name in list.split(separator: ",") {
            guard let workload = Workload(rawValue: String(name)) else {
                throw .unknownWorkload(String(name))
            }
            chosen.insert(workload)
        }
        guard !chosen.isEmpty else { throw .missingFilterList }
        return Workload.allCases.filter(chosen.contains)
    }
}
