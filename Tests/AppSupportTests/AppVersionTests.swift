import AppRelease
import Foundation
import Testing
import TestSupport

/// One version number: CHANGELOG.md's newest release is what the commands print for
/// `--version`, show in their key help and what the Debian package is numbered.
@Suite("AppVersion")
struct AppVersionTests {
    /// The package's root folder, from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The version of the first `## [X.Y.Z]` heading of `changelog` (`[Unreleased]` is not a
    /// version), nil when it has none.
    static func newestRelease(in changelog: String) -> String? {
        changelog.split(separator: "\n").lazy.compactMap { line -> String? in
            guard line.hasPrefix("## ["), let end = line.firstIndex(of: "]") else { return nil }
            let version = line[line.index(line.startIndex, offsetBy: 4)..<end]
            return version.split(separator: ".").count == 3 && version.allSatisfy({ $0.isNumber || $0 == "." }) ? String(version) : nil
        }.first
    }

    @Test("reads a changelog's newest release, not [Unreleased]")
    func readsChangelog() {
        let changelog = "# Changelog\n\n## [Unreleased]\n\n- more\n\n## [2.1.0] — 2027-01-02\n\n## [2.0.0] — 2026-12-01\n"
        #expect(Self.newestRelease(in: changelog) == "2.1.0")
        #expect(Self.newestRelease(in: "# Changelog\n\n## [Unreleased]\n") == nil)
    }

    @Test("is CHANGELOG.md's newest release")
    func matchesChangelog() throws {
        let changelog = try String(contentsOf: Self.packageRoot.appending(path: "CHANGELOG.md"), encoding: .utf8)
        #expect(Self.newestRelease(in: changelog) == AppVersion.current)
    }

    @Test("is what each command prints for --version", arguments: ["imagesearch", "weather", "gallery"])
    func printedByCommands(command: String) throws {
        let run = try CommandLineRun(product: command, arguments: ["--version"])
        #expect(run.status == 0 && run.output == AppVersion.current + "\n", "\(run.output)\(run.error)")
    }
}
