/// The command line: which workloads and implementations to run, at full scale or as a quick smoke
/// test, and how many times.
struct Options {
    /// The command's usage, printed by `--help` and after a wrong argument.
    static let usage = """
        usage: ReactiveCoreBenchmark [--quick] [--filter NAME,NAME...] [--implementations NAME,NAME...]
                                     [--runs N] [--warm-up N]
          --quick                 1/100 of the sizes, 1 timed run, no warm-up (a smoke test for CI)
          --filter LIST           run only these workloads, from: \(Workload.allCases.map(\.rawValue).joined(separator: ", "))
          --implementations LIST  run only these implementations, from: \(Implementation.allCases.map(\.name).joined(separator: ", "))
                                  (e.g. one at a time under valgrind --tool=callgrind)
          --runs N                timed runs per implementation and workload (default 5, quick 1)
          --warm-up N             untimed runs first (default 1, quick 0)
          --help                  print this text
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
        /// `--implementations` without its list.
        case missingImplementationList
        /// A name in the `--implementations` list that is not an implementation.
        case unknownImplementation(String)
        /// `--runs` or `--warm-up` without a count, or with one that is not a number from `minimum` to 1000.
        case invalidCount(option: String, minimum: Int)

        var description: String {
            switch self {
            case .helpRequested: Options.usage
            case .unknownArgument(let argument): "unknown argument '\(argument)'\n\(Options.usage)"
            case .missingFilterList: "--filter needs a list of workloads\n\(Options.usage)"
            case .unknownWorkload(let name): "unknown workload '\(name)'\n\(Options.usage)"
            case .missingImplementationList: "--implementations needs a list of implementations\n\(Options.usage)"
            case .unknownImplementation(let name): "unknown implementation '\(name)'\n\(Options.usage)"
            case .invalidCount(let option, let minimum): "\(option) needs a count from \(minimum) to 1000\n\(Options.usage)"
            }
        }
    }

    /// Whether to run the quick smoke test instead of the full benchmark.
    var quick = false
    /// The workloads to run, in the order of `Workload.allCases`.
    var workloads = Workload.allCases
    /// The implementations to run, in the order of `Implementation.allCases`.
    var implementations = Implementation.allCases
    /// The timed runs asked for with `--runs`, if any.
    private var requestedRuns: Int?
    /// The warm-up runs asked for with `--warm-up`, if any.
    private var requestedWarmUpRuns: Int?

    /// How many times each implementation is timed on each workload.
    var runs: Int { requestedRuns ?? (quick ? 1 : 5) }
    /// How many untimed runs come first, per implementation and workload.
    var warmUpRuns: Int { requestedWarmUpRuns ?? (quick ? 0 : 1) }

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
            case "--implementations":
                guard let list = remaining.popFirst() else { throw .missingImplementationList }
                implementations = try Self.chosen(
                    from: list, among: Implementation.allCases, named: \.name,
                    unknown: Failure.unknownImplementation, empty: .missingImplementationList
                )
            case "--runs":
                requestedRuns = try Self.count(remaining.popFirst(), of: argument, from: 1)
            case "--warm-up":
                requestedWarmUpRuns = try Self.count(remaining.popFirst(), of: argument, from: 0)
            case "--help", "-h":
                throw .helpRequested
            default:
                guard argument.hasPrefix("--filter=") else { throw .unknownArgument(argument) }
                workloads = try Self.workloads(named: String(argument.dropFirst("--filter=".count)))
            }
        }
    }

    /// The count `text` given to `option`, between `minimum` and 1000.
    private static func count(_ text: String?, of option: String, from minimum: Int) throws(Failure) -> Int {
        guard let text, let count = Int(text), (minimum...1000).contains(count) else {
            throw .invalidCount(option: option, minimum: minimum)
        }
        return count
    }

    /// The workloads named in the comma-separated `list`, in the order of `Workload.allCases`.
    private static func workloads(named list: String) throws(Failure) -> [Workload] {
        try chosen(
            from: list, among: Workload.allCases, named: \.rawValue,
            unknown: Failure.unknownWorkload, empty: .missingFilterList
        )
    }

    /// The items of `all` named, case-insensitively, in the comma-separated `list`, in the order of
    /// `all`; `unknown` and `empty` are the failures for a name that is not one of them and for an
    /// empty list.
    private static func chosen<Item: Hashable>(
        from list: String,
        among all: [Item],
        named name: (Item) -> String,
        unknown: (String) -> Failure,
        empty: Failure
    ) throws(Failure) -> [Item] {
        var chosen = Set<Item>()
        for listed in list.split(separator: ",") {
            guard let item = all.first(where: { name($0).lowercased() == listed.lowercased() }) else {
                throw unknown(String(listed))
            }
            chosen.insert(item)
        }
        guard !chosen.isEmpty else { throw empty }
        return all.filter(chosen.contains)
    }
}
