import Foundation

/// The programs the benchmark runs: Image Search, TerminalUI's demo (the baseline) and the
/// Gallery server (for paging) — release builds of the main package's products, found beside the benchmark's executable
/// (where `swift build -c release --product …` in `Benchmarks/` puts them) or in a folder
/// given on the command line.
struct Programs {
    /// The `imagesearch` executable.
    let imageSearch: URL
    /// The `terminalui-demo` executable.
    let demo: URL
    /// The `gallery` executable.
    let gallery: URL

    /// The programs in `folder`, or beside the running executable when it is nil.
    ///
    /// - Throws: `HarnessError.missingProgram` naming the first that is not there.
    init(folder: String?) throws(HarnessError) {
        let directory = folder.map { URL(filePath: $0, directoryHint: .isDirectory) }
            ?? Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            ?? URL(filePath: ".", directoryHint: .isDirectory)
        imageSearch = directory.appending(path: "imagesearch")
        demo = directory.appending(path: "terminalui-demo")
        gallery = directory.appending(path: "gallery")
        for program in [imageSearch, demo, gallery] where !FileManager.default.isExecutableFile(atPath: program.path) {
            throw .missingProgram(program.path)
        }
    }
}
