import Foundation
import Testing
import TestSupport

/// What users of terminal programs reach for without reading the help: the mouse, Ctrl-Z and
/// `fg`, and the key help that lists them — in English and Japanese.
extension ImageSearchEndToEndTests {
    /// A language's `LANG`, the back hint and a word of the detail screen.
    static let languages = [("C.UTF-8", "‹ Back", "Views:"), ("ja_JP.UTF-8", "‹ 戻る", "ダウンロード")]

    @Test("selects an image with a click, scrolls with the wheel, opens one with a double click and comes back with a click on the back hint", arguments: languages)
    func mouse(language: String, back: String, detailWord: String) async throws {
        let run = try launch(language: language)
        try await waitForList(run)
        #expect(try run.session.reportsMouse())
        // Rows are four lines tall from line 2: line 7 is in the second.
        try run.session.click(x: 40, y: 7)
        try await run.waitForScreen("the second image selected") { $0.contains("2/50 ·") }
        try run.session.turnWheel(3, x: 40, y: 7)
        let scrolled = try await run.waitForScreen("three rows scrolled, the selection on the first row in view") { $0.contains("4/50 ·") }
        #expect(lines(scrolled)[1].contains(language == "C.UTF-8" ? "All images" : "すべての画像"), "the search bar stays: \(scrolled)")
        try run.session.click(x: 40, y: 3, count: 2)
        try await run.waitForScreen("the fourth image opened") { $0.contains(back) && $0.contains(detailWord) }
        try run.session.click(x: 3, y: 0)
        try await run.waitForScreen("the list again, on the same image") { !$0.contains(back) && $0.contains("4/50 ·") }
    }

    @Test("gives the terminal back on Ctrl-Z and stops; fg brings the list back whole", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func suspend(language: String) async throws {
        let run = try launch(language: language, jobControl: true)
        let before = try await waitForList(run)
        try run.session.send(["C-z"])
        try await run.expectSuspended()
        try run.continueInForeground()
        let after = try await run.waitForScreen("the list again") { screen in
            let lines = self.lines(screen)
            return lines.count >= 40 && lines[0] == self.lines(before)[0] && lines[39] == self.lines(before)[39] && lines[2].prefix(12).contains("▀")
        }
        #expect(!after.contains("Stopped"))
        #expect(try run.session.isOnAlternateScreen())
        try run.session.send(["q"])
        try await run.expectRestored(exitStatus: 0)
    }

    @Test(
        "lists the mouse, Ctrl-Z and Ctrl-L in the key help",
        arguments: [
            ("C.UTF-8", ["wheel        scroll the list", "double-click: open", "Ctrl-Z       suspend (fg to come back)", "Ctrl-L       redraw the screen"]),
            ("ja_JP.UTF-8", ["ホイール     リストをスクロール", "ダブルクリックで開く", "Ctrl-Z       一時停止（fg で戻る）", "Ctrl-L       画面を描き直す"]),
        ])
    func keyHelp(language: String, expectedLines: [String]) async throws {
        let run = try launch(language: language)
        try await waitForList(run)
        // The help's button, under every line of it.
        let close = language == "C.UTF-8" ? "[ Close ]" : "[ 閉じる ]"
        let help = try await run.press(["?"], until: { $0.contains("Ctrl-Z") && $0.contains(close) }, "the key help")
        for line in expectedLines { #expect(help.contains(line), "\(line) in:\n\(help)") }
    }
}
