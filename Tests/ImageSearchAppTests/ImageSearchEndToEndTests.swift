import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// Drives the built `imagesearch` in tmux (TestSupport's `TerminalProgramRun`) as a user would:
/// the first screen with previews, paging, a search, the detail screen, errors, Japanese, resizing
/// and quitting. `.ci/run` builds the product (`swift build --build-tests`) before the tests.
@Suite("imagesearch in a real terminal (tmux)", .serialized, .tmux)
final class ImageSearchEndToEndTests {
    /// A cache directory of each test's own: the embedded Gallery and the HTTP cache start empty;
    /// its `state` folder is the run's XDG state folder (recent searches, the gallery's port).
    let cacheDirectory = FileManager.default.temporaryDirectory.appending(path: "imagesearch-e2e-cache-\(UUID().uuidString)")

    /// The runs' XDG state folder, inside ``cacheDirectory``.
    var stateDirectory: URL {
        cacheDirectory.appending(path: "state", directoryHint: .isDirectory)
    }

    deinit {
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    /// Starts `imagesearch` with `arguments` in a 120×40 terminal (as a job of an interactive
    /// shell with `jobControl`).
    func launch(
        _ arguments: [String] = [], language: String = "C.UTF-8", environment: [String: String] = [:], width: Int = 120, height: Int = 40,
        jobControl: Bool = false
    ) throws -> TerminalProgramRun {
        let pinned = [
            "XDG_CACHE_HOME": cacheDirectory.path, "XDG_STATE_HOME": stateDirectory.path, "LANG": language, "LC_ALL": "", "PIXABAY_API_KEY": "",
        ]
        return try TerminalProgramRun(
            product: "imagesearch", arguments: arguments, environment: pinned.merging(environment) { _, new in new },
            width: width, height: height, jobControl: jobControl)
    }

    /// Waits for the first screen: the list with its first row selected and `rows` rows loaded.
    @discardableResult
    func waitForList(_ run: TerminalProgramRun, rows: Int = 50) async throws -> String {
        try await run.waitForScreen("the list with \(rows) rows", timeout: .seconds(30)) { $0.contains("1/\(rows) ·") }
    }

    /// The screen's lines.
    func lines(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n")
    }

    @Test("shows the offline gallery's images with their previews, sizes and tags on the first screen")
    func firstScreen() async throws {
        let run = try launch()
        try await run.waitForScreen("every visible preview", timeout: .seconds(30)) { screen in
            let lines = self.lines(screen)
            guard lines.count >= 40, screen.contains("1/50 ·") else { return false }
            // Rows start on line 2 and are four lines tall; the preview takes the first 12 columns.
            let rowTops = stride(from: 2, to: 38, by: 4)
            return rowTops.allSatisfy { top in (top..<top + 4).contains { lines[$0].prefix(12).contains("▀") } }
        }
        let screen = try run.session.capture()
        let lines = lines(screen)
        #expect(lines[0].contains("Image Search — Offline Gallery"))
        #expect(lines[1].contains("All images"))
        #expect(lines[3].range(of: #"\d+ x \d+"#, options: .regularExpression) != nil, "the first row's size under its tags:\n\(screen)")
        #expect(lines[39].contains("/ search") && lines[39].contains("q quit") && lines[39].contains("50 of 400 images"), "the demo gallery's 400 pictures, of every kind:\n\(screen)")
        let colored = try run.session.capture(escapes: true)
        #expect(colored.contains("48;5;") && colored.contains("▀"), "previews in the 256 colours of xterm-256color")
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        try await run.expectRestored(exitStatus: 0)
    }

    @Test("pages through every result by scrolling to the end")
    func paging() async throws {
        let gallery = try GalleryProcess()
        // A quarter of the demo pictures are photos: 480 give 120 results, three pages.
        let run = try launch(["--server", gallery.baseURL, "--type", "photo"])
        try await waitForList(run)
        try await run.press(["End"], until: { $0.contains("/100 ·") }, "the second page")
        try await run.press(["End"], until: { $0.contains("/120 · 120 of 120 images") }, "the last page")
        try await run.press(["End"], until: { $0.contains("120/120 ·") }, "the last row")
        try await run.press(["Home"], until: { $0.contains("1/120 ·") }, "the first row again")
    }

    @Test("searches for words typed after /, and shows the matching images")
    func search() async throws {
        let run = try launch()
        try await waitForList(run)
        try run.session.send(["/"])
        try run.session.send(["-l", "lake"])
        let screen = try await run.press(["Enter"], until: { $0.contains("Search: “lake”") && !$0.contains("of 400 images") && $0.contains("1/") }, "the results")
        #expect(lines(screen)[2].contains("lake"), "the first match's tags:\n\(screen)")
    }

    @Test("starts with the search given on the command line")
    func searchFromCommandLine() async throws {
        let run = try launch(["sunset"])
        let screen = try await run.waitForScreen("the results for sunset", timeout: .seconds(30)) { $0.contains("Search: “sunset”") && $0.contains("1/") }
        #expect(lines(screen)[2].contains("sunset"))
    }

    @Test("opens the detail screen with Enter and comes back with Esc")
    func detail() async throws {
        let run = try launch()
        try await waitForList(run)
        // "Esc back", the detail's last key hint, is drawn after every line checked here.
        let screen = try await run.press(["Down", "Enter"], until: { $0.contains("‹ Back") && $0.contains("Views:") && $0.contains("Esc back") }, "the detail screen")
        #expect(screen.contains("Tags:") && screen.contains("User:") && screen.contains("Downloads:") && screen.contains("o open the page"))
        try await run.waitForScreen("the larger image", timeout: .seconds(30)) { screen in
            self.lines(screen).filter { $0.contains("▀▀▀▀▀▀▀▀") }.count >= 10
        }
        try await run.press(["o"], until: { $0.contains("Open in browser") }, "the action sheet")
        try await run.press(["Escape"], until: { !$0.contains("Open in browser") }, "the sheet gone")
        try await run.press(["Escape"], until: { $0.contains("2/50 ·") && !$0.contains("‹ Back") }, "the list, on the same row")
    }

    @Test("says so in an alert when the server goes away, and keeps working")
    func serverGoesAway() async throws {
        let gallery = try GalleryProcess()
        let run = try launch(["--server", gallery.baseURL])
        try await waitForList(run)
        gallery.kill()
        // The next page was never fetched, so no cache can answer for the server.
        let screen = try await run.press(["End"], until: { $0.contains("Dismiss") }, "the alert")
        #expect(screen.contains("could not be reached") || screen.contains("connection was lost"), "a clear message:\n\(screen)")
        try await run.press(["Enter"], until: { !$0.contains("Dismiss") && $0.contains("50/50 ·") }, "the list, rows kept")
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        try await run.expectRestored(exitStatus: 0)
    }

    @Test("never shows or logs the API key, even in a failure's message")
    func keyKeptSecret() async throws {
        let closed = try ClosedPort()
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let log = cacheDirectory.appending(path: "imagesearch.log")
        let key = "secret-key-4242"
        let run = try launch(["--server", closed.baseURL.absoluteString, "--log-file", log.path], environment: ["PIXABAY_API_KEY": key])
        let screen = try await run.waitForScreen("the alert") { $0.contains("Dismiss") }
        #expect(screen.contains("could not be reached") && !screen.contains(key), "\(screen)")
        try await run.press(["Enter", "q"], until: { $0.contains("EXIT=") }, "the end")
        let written = try String(contentsOf: log, encoding: .utf8)
        #expect(written.contains("key=[redacted]") && !written.contains(key), "\(written)")
    }

    @Test("speaks Japanese when LANG is Japanese, with Japanese tags")
    func japanese() async throws {
        let run = try launch(language: "ja_JP.UTF-8")
        // The summary in Japanese, whole: it ends the status line, which each frame draws last.
        let screen = try await run.waitForScreen("the list with its summary in Japanese") { $0.contains("1/50 · 400 件中 50 件") }
        #expect(screen.contains("画像検索") && screen.contains("すべての画像") && screen.contains("検索") && screen.contains("終了"))
        #expect(lines(screen)[2].range(of: #"\p{Han}|\p{Katakana}|\p{Hiragana}"#, options: .regularExpression) != nil,
                "the first row's tags in Japanese:\n\(screen)")
    }

    @Test("lays the screen out again when the terminal is resized")
    func resize() async throws {
        let run = try launch()
        try await waitForList(run)
        try run.session.resize(width: 80, height: 24)
        let screen = try await run.waitForScreen("the list at 80×24") { screen in
            let lines = self.lines(screen)
            return lines.count >= 24 && lines[23].contains("1/50 ·") && lines[0].contains("Image Search")
        }
        #expect(lines(screen).allSatisfy { $0.count <= 80 })
    }

    @Test("draws previews in 24-bit colour when the terminal says it has them")
    func trueColor() async throws {
        let run = try launch(environment: ["COLORTERM": "truecolor"])
        try await waitForList(run)
        try await run.waitForScreen("a preview") { $0.contains("▀") }
        let colored = try run.session.capture(escapes: true)
        #expect(colored.contains("48;2;") && colored.contains("38;2;"), "24-bit colour sequences")
    }

    @Test("draws without colour under NO_COLOR, previews as shades")
    func noColor() async throws {
        let run = try launch(environment: ["NO_COLOR": "1"])
        let screen = try await waitForList(run)
        try await run.waitForScreen("a preview in shades") { screen in
            self.lines(screen)[2].prefix(12).contains { "░▒▓█".contains($0) }
        }
        let colored = try run.session.capture(escapes: true)
        #expect(!colored.contains("38;5;") && !colored.contains("48;5;") && !colored.contains("38;2;") && !colored.contains("48;2;"), "no colour:\n\(screen)")
    }

    @Test("gives the terminal back as it found it after q, Ctrl-C and SIGTERM", arguments: [("q", 0), ("C-c", 130), ("TERM", 143)])
    func restoresTerminal(way: String, status: Int) async throws {
        let run = try launch()
        try await waitForList(run)
        if way == "TERM" {
            kill(try run.processID(), SIGTERM)
        } else {
            try run.session.send([way])
        }
        try await run.expectRestored(exitStatus: status)
    }
}
