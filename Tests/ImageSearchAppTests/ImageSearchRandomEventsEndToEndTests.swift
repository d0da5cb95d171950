import Foundation
import Testing
import TestSupport

/// A random-event ("monkey") run of `imagesearch` in tmux against its offline gallery (400
/// images): thousands of keys, mouse events and resizes from a printed seed, then the app must
/// still run, come back to the list, reach the real end with End, show the list whole, and quit
/// with status 0 leaving the terminal as it was. CI runs it against the release build
/// (`MONKEY_PRODUCTS`); see TestSupport's `RandomEventSettings` for the seed and the count.
@Suite(
    "imagesearch under random events in a real terminal (tmux)",
    .tmux)
final class ImageSearchRandomEventsEndToEndTests {
    /// The window's size before the random events and for the checks after them.
    static let size = PaneSize(width: 120, height: 40)
    /// What the offline gallery's status line ends with once every image is listed and the last selected.
    static let realEnd = "400/400 · 400 of 400 images"

    /// What the random events are drawn from: every key the list, the search field (↑ and ↓ bring
    /// back recent searches there), the filter panel and its value lists, the detail, its size
    /// list, the saved pictures and the dialogs answer, the mouse and resizes — but
    /// never q, Ctrl-C or Ctrl-Z, which would end or stop the run.
    static let mix = RandomEventMix([
        .keys(["Up", "Down"], weight: 14),
        .characters(["j", "k"], weight: 8),
        .keys(["PPage", "NPage", "Home", "End"], weight: 8),
        .characters(["g", "G"], weight: 4),
        .keys(["Left", "Right"], weight: 4),
        .keys(["Enter"], weight: 6),
        .keys(["Escape"], weight: 6),
        .keys(["BSpace"], weight: 3),
        .keys(["Tab", "BTab", "Space"], weight: 4),
        .typing(after: .text("/"), words: searchWords, endings: ["Enter", "Enter", "Enter", "Escape"], weight: 3),
        .characters(["f"], weight: 3),
        .characters(["r"], weight: 2),
        .characters(["?"], weight: 2),
        // The detail's save, its sizes, opening and copying (the page's, or the saved picture's).
        .characters(["s", "S", "o", "c"], weight: 3),
        // The saved pictures' list, pushed from the list.
        .characters(["p"], weight: 2),
        // A value list jumps to the next value starting with a letter; elsewhere letters do nothing.
        .characters(["a", "b", "e", "h", "l", "m", "n", "t", "v", "w", "y", "1", "*"], weight: 3),
        .keys(["C-a", "C-e", "C-u", "C-k", "C-w", "C-d"], weight: 1),
        .keys(["C-l"], weight: 1),
        // A fast typist: a key that starts loading and one that pages, in the same read.
        .bursts(of: ["r", "End", "NPage", "G", "Down", "Enter", "Escape", "f", "?"], weight: 4),
        .paste(searchWords.filter { !$0.isEmpty }, weight: 1),
        .clicks(weight: 8),
        .wheel(weight: 8),
        .resizes(weight: 1),
    ])

    /// Words for the search field: found, not found, Japanese, an emoji sequence, over the
    /// 100-character limit — none with a q, which would quit if the field were already closed.
    static let searchWords = [
        "lake", "mountain", "sunset", "blue sky", "cat", "flower", "xyzzy", "山", "青い 空", "🏔️ lake",
        String(repeating: "forest ", count: 16), "",
    ]

    /// A folder of the run's own for HOME (pictures saved with `s` land in its Pictures), the caches and the state (recent searches, the gallery's port).
    let home = FileManager.default.temporaryDirectory.appending(path: "imagesearch-random-events-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    @Test("survives random keys, mouse events and resizes; then End reaches the real end, the list is whole, q exits 0 and restores the terminal")
    func randomEvents() async throws {
        let settings = try RandomEventSettings()
        print(settings.summary(for: "imagesearch"))
        try FileManager.default.createDirectory(at: home.appending(path: ".config"), withIntermediateDirectories: true)
        let run = try TerminalProgramRun(
            executable: settings.executable("imagesearch"),
            environment: [
                "HOME": home.path, "XDG_CACHE_HOME": home.appending(path: ".cache").path, "XDG_CONFIG_HOME": "",
                "XDG_STATE_HOME": home.appending(path: ".local/state").path,
                "LANG": "C.UTF-8", "LC_ALL": "", "PIXABAY_API_KEY": "",
                // No desktop session: `o` then shows the address instead of starting a browser.
                "DISPLAY": "", "WAYLAND_DISPLAY": "",
            ],
            width: Self.size.width, height: Self.size.height)
        let driver = RandomEventDriver(run: run, settings: settings, mix: Self.mix, size: Self.size)
        try await driver.reportingFailures {
            try await run.waitForScreen("the list with 50 rows") { $0.contains("1/50 ·") }
            try await driver.play()
            print(driver.playingSummary(for: "imagesearch"))
            try driver.send(.resize(Self.size))
            try await backToAllImages(run, driver)
            try await reachTheEnd(run, driver)
            try await run.waitForScreen("the list whole, every preview drawn", timeout: .seconds(30)) { Self.wholeListProblems(in: $0).isEmpty }
            // A row's tags, right of its preview: nothing there changes by itself.
            try await run.expectRepainted(scribbleAt: 40, 18)
            try driver.send(.text("q"))
            try await run.expectRestored(exitStatus: 0)
        }
    }

    /// Presses Esc until the list shows with nothing over it, then searches every image without
    /// filters, as the offline gallery's real end (400) needs: an empty search (`/`, Ctrl-U,
    /// Enter), then the filter panel's Reset and Apply (Down six times reaches Apply from the first
    /// field, Right the Reset beside it) — always, since a capture may catch the search bar's line
    /// half drawn, before the filters' label, and Apply with no filter changes nothing.
    func backToAllImages(_ run: TerminalProgramRun, _ driver: RandomEventDriver) async throws {
        let screen = try await driver.pressEscape(until: Self.showsList, "the list with nothing over it")
        if !Self.lines(screen)[1].hasPrefix("All images") {
            try await driver.send(.text("/"), until: { Self.isEditingSearch(in: $0) }, "the search field open")
            try await driver.send(.key("C-u"), until: { Self.lines($0)[1].hasPrefix("Search: words to look for") }, "the search field empty")
            try driver.send(.key("Enter"))
            try await run.waitForScreen("the search for every image") { Self.showsList($0) && Self.lines($0)[1].hasPrefix("All images") }
        }
        try await driver.send(.text("f"), until: { $0.contains("[ Apply ]") && $0.contains("[ Reset ]") }, "the filter panel")
        for _ in 0..<6 { try driver.send(.key("Down")) }
        for key in ["Right", "Enter", "Left", "Enter"] { try driver.send(.key(key)) }
        try await run.waitForScreen("every image listed, no filter") {
            Self.showsList($0) && Self.lines($0)[1].trimmingCharacters(in: .whitespaces) == "All images" && $0.contains(" of 400 images")
        }
    }

    /// Presses End and waits for the last of the 400 images to be selected, every page loaded.
    func reachTheEnd(_ run: TerminalProgramRun, _ driver: RandomEventDriver) async throws {
        try await driver.send(.key("End"), until: { !Self.lines($0)[Self.size.height - 1].hasSuffix(" 1/50 · 50 of 400 images") }, "the selection moved")
        let (screen, reached) = try await run.session.waitForScreen(timeout: .seconds(60)) { Self.lines($0).last?.hasSuffix(Self.realEnd) == true }
        guard !reached else { return }
        let counts = Self.lines(screen).last?.split(separator: "  ").last ?? ""
        throw TerminalProgramRun.Failure.screenNotShown(
            "\(Self.realEnd) within a minute of End, but \"\(counts)\" — a page's end there means paging stopped, "
                + "as after End or PgDn pressed while a refresh or a search loads (issue 23)", screen: screen)
    }

    /// The screen's lines.
    static func lines(_ screen: String) -> [String] {
        screenLines(screen)
    }

    /// Whether `screen` is the list with nothing over it: the list's title, no "‹ Back", no
    /// dialog's corner, the search field closed, the list's key hints.
    static func showsList(_ screen: String) -> Bool {
        let lines = lines(screen)
        guard lines.count == size.height else { return false }
        return lines[0].contains("Image Search") && !lines[0].contains("‹ Back") && !isEditingSearch(in: screen)
            && !screen.contains(where: { "╭╮╰╯".contains($0) }) && lines[size.height - 1].hasPrefix("/ search")
    }

    /// Whether `screen` shows the search field open: "Search: " and the words being edited (or
    /// the placeholder), not yet in the quotes of the words searched.
    static func isEditingSearch(in screen: String) -> Bool {
        let lines = lines(screen)
        return lines.count > 1 && lines[1].hasPrefix("Search: ") && !lines[1].hasPrefix("Search: “")
    }

    /// What keeps `screen` from being the whole list at the real end, at 120×40: the title line,
    /// the search bar for every image, the rows from line 2 to the status line — each row four
    /// lines (tags, the size, two more) with its preview's half blocks in the first 12 columns,
    /// the last ending right above the status line — the scroll bar on every one of those lines,
    /// the status line's hints and counts, no dialog's frame and no line of another screen. Empty
    /// when it is whole.
    static func wholeListProblems(in screen: String) -> [String] {
        let lines = lines(screen)
        guard lines.count == size.height else { return ["\(lines.count) lines instead of \(size.height)"] }
        var problems: [String] = []
        if !lines[0].contains("Image Search — Offline Gallery") { problems.append("no title line") }
        if lines[1].trimmingCharacters(in: .whitespaces) != "All images" { problems.append("the search bar reads \(lines[1].debugDescription)") }
        let listLines = 2..<size.height - 1
        let sizeLines = listLines.filter { lines[$0].range(of: #"^.{12} \d+ x \d+ "#, options: .regularExpression) != nil }
        if sizeLines.count != listLines.count / 4 || zip(sizeLines, sizeLines.dropFirst()).contains(where: { $1 - $0 != 4 }) || sizeLines.last != size.height - 4 {
            problems.append("the rows' sizes on lines \(sizeLines), not every fourth line up to \(size.height - 4)")
        }
        for line in sizeLines where line > listLines.lowerBound && lines[line - 1].count <= 14 { problems.append("no tags on line \(line - 1)") }
        for line in sizeLines where !(line - 1...line + 2).contains(where: { listLines.contains($0) && lines[$0].prefix(12).contains("▀") }) {
            problems.append("no preview in the row of line \(line)")
        }
        for line in listLines where !(lines[line].last.map { "│█".contains($0) } ?? false) { problems.append("no scroll bar on line \(line)") }
        let status = lines[size.height - 1]
        if !status.hasPrefix("/ search") || !status.contains("q quit") || !status.hasSuffix(realEnd) { problems.append("the status line reads \(status.debugDescription)") }
        if screen.contains(where: { "╭╮╰╯─".contains($0) }) { problems.append("a dialog's frame") }
        for word in ["‹ Back", "Dismiss", "Apply", "Loading more", "Searching…", "Saving", "Saved", "Open in browser", "Save which size?"] where screen.contains(word) {
            problems.append("\(word.debugDescription) left on screen")
        }
        return problems
    }
}
