import Foundation
import Testing
import TestSupport

/// The `imagesearch` a user installs: the Debian package's (Scripts/build-deb.sh), unpacked into
/// the scratch root `INSTALLED_ROOT` names — CI's Debian package step sets it and runs this suite;
/// without it the suite does not run. The program runs in tmux with the Swift toolchain out of
/// reach: in a mount namespace of its own where the toolchain's folder (the one this test loads
/// the Swift runtime from) is an empty file system, with `LD_LIBRARY_PATH` empty and a `PATH` of
/// the system's folders only. It must serve its embedded gallery, show the rows and quit with 0.
@Suite(
    "The installed imagesearch in a real terminal (tmux), without the Swift toolchain", .serialized, .tmux,
    .enabled(if: ProcessInfo.processInfo.environment["INSTALLED_ROOT"] != nil, "INSTALLED_ROOT names no unpacked package (CI's Debian package step sets it)"))
final class InstalledImageSearchEndToEndTests {
    /// The scratch root the package was unpacked into.
    static let installedRoot = ProcessInfo.processInfo.environment["INSTALLED_ROOT"].map { URL(fileURLWithPath: $0, isDirectory: true) }

    /// A home of the test's own: the embedded gallery and the caches start empty.
    let home = FileManager.default.temporaryDirectory.appending(path: "installed-imagesearch-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    /// The folder of the toolchain this test runs with: where the Swift runtime it loaded
    /// (`…/usr/lib/swift/linux/libswiftCore.so`) lives.
    static func toolchainFolder() throws -> String {
        // Read to the end: /proc files say they are empty, so a read by size gets nothing.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        defer { try? file.close() }
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        let runtime = try #require(maps.split(separator: "\n").lazy.compactMap { $0.split(separator: " ").last }.first { $0.hasSuffix("/libswiftCore.so") })
        let folder = try #require(runtime.range(of: "/usr/lib/swift/"), "the runtime is not in a toolchain's usr/lib/swift: \(runtime)")
        return String(runtime[..<folder.lowerBound])
    }

    @Test("serves its embedded gallery, shows the rows and quits with 0")
    func showsRows() async throws {
        let root = try #require(Self.installedRoot)
        let toolchain = try Self.toolchainFolder()
        let program = root.appending(path: "usr/bin/imagesearch").path
        // unshare(1) then sh replace themselves: the recorded process id is the program's.
        let hidingToolchain = #"mount -t tmpfs -o ro tmpfs "$1" && exec "$0""#
        let run = try TerminalProgramRun(
            executable: URL(fileURLWithPath: "/usr/bin/unshare"),
            arguments: ["--map-root-user", "--mount", "--", "/bin/sh", "-c", hidingToolchain, program, toolchain],
            environment: [
                "HOME": home.path, "XDG_CACHE_HOME": home.appending(path: ".cache").path, "LANG": "C.UTF-8", "LC_ALL": "", "PIXABAY_API_KEY": "",
                "PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "",
            ])
        let screen = try await run.waitForScreen("the first rows", timeout: .seconds(60)) { $0.contains("1/50 ·") && $0.contains("50 of 400 images") }
        #expect(screen.contains("Image Search — Offline Gallery"), "\(screen)")
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        try await run.expectRestored(exitStatus: 0)
    }
}
