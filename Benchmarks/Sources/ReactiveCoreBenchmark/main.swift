import Foundation

// Runs the ReactiveCore benchmark (REACTIVE.md): every chosen workload on the chosen implementations (plain
// closures, ReactiveCore, OpenCombine), prints the report, and exits with status 1 if the implementations'
// checksums disagree.
let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch .helpRequested {
    print(Options.usage)
    exit(0)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}

let results = options.workloads.map { workload in
    measure(
        workload,
        size: options.size(of: workload),
        on: options.implementations,
        runs: options.runs,
        warmUpRuns: options.warmUpRuns
    )
}
let report = Report(results: results, options: options)
print(report.text, terminator: "")
if !report.disagreements.isEmpty {
    let names = report.disagreements.map(\.workload.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("error: checksums disagree across implementations on workload(s) \(names)\n".utf8))
    exit(1)
}
