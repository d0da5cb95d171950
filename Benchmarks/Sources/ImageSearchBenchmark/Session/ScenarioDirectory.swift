import Foundation

/// A temporary home for runs of a program: `HOME`, with `XDG_CACHE_HOME` inside it, where Image
/// Search keeps its HTTP cache and the embedded Gallery its data. Kept across runs while the
/// object lives (warm runs share one), removed with everything in it when it goes away.
final class ScenarioDirectory {
    /// The home folder.
    let home: URL

    /// A new, empty directory under the system's temporary folder.
    init() throws(HarnessError) {
        let pattern = URL(filePath: NSTemporaryDirectory(), directoryHint: .isDirectory).appending(path: "imagesearch-benchmark-XXXXXX")
        var template = Array(pattern.path.utf8CString)
        guard let path = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw .system("creating a temporary directory", errno: errno)
        }
        home = URL(filePath: String(cString: path), directoryHint: .isDirectory)
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    /// The environment a program runs with: exactly the terminal, home, cache and language
    /// variables (no API key, no `NO_COLOR`), and the benchmark's `PATH`.
    var environment: [String: String] {
        [
            "TERM": "xterm-256color",
            "COLORTERM": "truecolor",
            "HOME": home.path,
            "XDG_CACHE_HOME": home.appending(path: ".cache").path,
            "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }
}
