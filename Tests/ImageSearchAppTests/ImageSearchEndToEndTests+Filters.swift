import Foundation
import Testing
import TerminalUI
import TestSupport

/// The filters in a real terminal: the panel `f` opens, the search bar naming the active filters,
/// the results changing with them, and the command line's filter options. The demo gallery's
/// 400 pictures are a hundred of each kind: landscapes (photos), fractals and bubbles
/// (illustrations), patterns (vector graphics).
extension ImageSearchEndToEndTests {
    /// The number of images the status line's summary counts ("50 of 200 images": 200).
    func total(_ screen: String) -> Int? {
        guard let range = lines(screen).last(where: { !$0.isEmpty })?.range(of: #"of [\d,]+ images|[\d,]+ 件中"#, options: .regularExpression) else { return nil }
        return Int(lines(screen).last(where: { !$0.isEmpty })![range].filter(\.isNumber))
    }

    /// The first tag of every row on `screen` (rows start on line 2, four lines each).
    func firstTags(_ screen: String) -> [String] {
        stride(from: 2, to: 38, by: 4).compactMap { row in
            let line = lines(screen)[row].dropFirst(13)
            return line.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test("f opens the filter panel; choosing illustrations there shows them alone, and the search bar says so")
    func filterPanel() async throws {
        let run = try launch()
        try await waitForList(run)
        // The hint under the buttons ends with "Esc cancel": the panel's last line, whole.
        let panel = try await run.press(["f"], until: { $0.contains("[ Apply ]") && $0.contains("Esc cancel") }, "the panel")
        for expected in ["Filters", "Type", "‹ All types ›", "Orientation", "Colours", "[ Any colour ]", "Category", "Editor's Choice", "Order",
                         "Every image, most popular first", "[ Reset ]", "[ Cancel ]", "↑↓ field"] {
            #expect(panel.contains(expected), "\(expected) in:\n\(panel)")
        }
        try await run.press(["Right", "Right"], until: { $0.contains("‹ Illustrations ›") }, "the type changed")
        try await run.press(["Down", "Down", "Down", "Down", "Down", "Down"], until: { _ in true }, "the Apply button")
        let screen = try await run.press(["Enter"], until: { $0.contains("Filters: Illustrations") && total($0) == 200 }, "the illustrations")
        #expect(firstTags(screen).allSatisfy { ["fractal", "bubbles"].contains($0) }, "\(firstTags(screen)) in:\n\(screen)")
        #expect(lines(screen)[1].hasPrefix("All images   Filters: Illustrations"), "\(lines(screen)[1])")
    }

    @Test("in the panel, Enter opens the colours' list where Space picks them; Reset and Esc leave the search as it was")
    func colourList() async throws {
        let run = try launch()
        try await waitForList(run)
        try await run.press(["f"], until: { $0.contains("[ Apply ]") }, "the panel")
        try await run.press(["Down", "Down", "Enter"], until: { $0.contains("[ ] Grayscale") }, "the colours' list")
        try await run.press(["Space", "b", "Space", "Enter"], until: { $0.contains("[ Grayscale, Blue ]") }, "two colours chosen")
        let applied = try await run.press(["Down", "Down", "Down", "Down", "Enter"], until: { $0.contains("Filters: Grayscale or Blue") && total($0).map { $0 != 400 } == true }, "the search")
        let colourTotal = try #require(total(applied))
        #expect(colourTotal > 0 && colourTotal < 400, "\(applied)")
        try await run.press(["f"], until: { $0.contains("[ Apply ]") }, "the panel again, at the filters in use")
        try await run.press(["Down", "Down", "Down", "Down", "Down", "Down", "Right", "Enter"], until: { $0.contains("[ Any colour ]") }, "reset")
        try await run.press(["Escape"], until: { !$0.contains("[ Apply ]") }, "the panel closed")
        // A search Esc started would change the screen a frame later; Down is handled after it.
        let kept = try await run.press(["Down"], until: { $0.contains("2/") }, "the second row selected")
        #expect(kept.contains("Filters: Grayscale or Blue") && total(kept) == colourTotal, "Esc applied nothing:\n\(kept)")
    }

    /// The cell (zero-based column and line) where `text` starts on `screen`, counting wide
    /// characters as two columns, as the terminal draws them.
    func cell(of text: String, in screen: String) -> (x: Int, y: Int)? {
        for (y, line) in lines(screen).enumerated() {
            if let range = line.range(of: text) { return (DisplayWidth.columns(of: line[..<range.lowerBound]), y) }
        }
        return nil
    }

    @Test("works by mouse alone: a click on a field opens its list, a click there chooses, a click on Apply searches", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func filterPanelByMouse(language: String) async throws {
        let english = language == "C.UTF-8"
        let run = try launch(language: language)
        try await waitForList(run)
        let apply = english ? "[ Apply ]" : "[ 適用 ]"
        let panel = try await run.press(["f"], until: { $0.contains(apply) }, "the panel")
        let type = try #require(cell(of: english ? "‹ All types ›" : "‹ すべての種類 ›", in: panel), "\(panel)")
        try run.session.click(x: type.x + 2, y: type.y)
        let list = try await run.waitForScreen("the types' list") { $0.contains(english ? "( ) Illustrations" : "( ) イラスト") }
        let illustrations = try #require(cell(of: english ? "( ) Illustrations" : "( ) イラスト", in: list))
        try run.session.click(x: illustrations.x + 5, y: illustrations.y)
        // The list lay over the Apply button, whose line the panel draws again after the list's options.
        let chosen = try await run.waitForScreen("the type chosen, the list gone") {
            $0.contains(english ? "‹ Illustrations ›" : "‹ イラスト ›") && !$0.contains("( )") && $0.contains(apply)
        }
        let button = try #require(cell(of: apply, in: chosen))
        try run.session.click(x: button.x + 2, y: button.y)
        // The search bar changes as soon as Apply is clicked. The answer's total, on the status line
        // each frame draws last, says the illustrations arrived and the frame is whole: tmux 3.3
        // ignores synchronized output, so a capture can catch a frame half drawn.
        let screen = try await run.waitForScreen("the illustrations") {
            $0.contains(english ? "Filters: Illustrations" : "絞り込み: イラスト") && total($0) == 200
        }
        #expect(firstTags(screen).allSatisfy { english ? ["fractal", "bubbles"].contains($0) : ["フラクタル", "泡"].contains($0) }, "\(firstTags(screen)) in:\n\(screen)")
    }

    @Test("speaks Japanese in the panel and the search bar")
    func filterPanelInJapanese() async throws {
        let run = try launch(language: "ja_JP.UTF-8")
        try await waitForList(run)
        let panel = try await run.press(["f"], until: { $0.contains("[ 適用 ]") && $0.contains("Esc 取り消し") }, "the panel")
        #expect(panel.contains("種類") && panel.contains("‹ すべての種類 ›") && panel.contains("並び順") && panel.contains("[ キャンセル ]"), "\(panel)")
        try await run.press(["Right"], until: { $0.contains("‹ 写真 ›") }, "photos")
        try await run.press(["Down", "Down", "Down", "Down", "Down", "Down"], until: { _ in true }, "the Apply button")
        let screen = try await run.press(["Enter"], until: { $0.contains("絞り込み: 写真") && $0.contains("100 件中 50 件") }, "the photos")
        #expect(lines(screen)[2].contains("山"), "every photo is a mountain:\n\(screen)")
    }

    @Test("takes the filters from the command line and names them in the search bar", arguments: ["C.UTF-8", "ja_JP.UTF-8"])
    func commandLineFilters(language: String) async throws {
        let run = try launch(["--type", "vector", "--orientation", "vertical", "--order", "latest"], language: language)
        let english = language == "C.UTF-8"
        let screen = try await run.waitForScreen("the vertical patterns") { screen in
            screen.contains(english ? "Filters: Vector graphics · Vertical · Latest first" : "絞り込み: ベクター画像 · 縦長 · 新着順") && screen.contains("1/") && total(screen) != nil
        }
        let count = try #require(total(screen))
        #expect(count > 0 && count < 100, "some of the hundred patterns are vertical:\n\(screen)")
        #expect(firstTags(screen).allSatisfy { english ? $0 == "pattern" : $0 == "パターン" }, "\(firstTags(screen))")
    }

    @Test("says how to change the filters when nothing passes them")
    func nothingPasses() async throws {
        let run = try launch(["--type", "vector", "--category", "nature"])
        let screen = try await run.waitForScreen("the no-data view") { $0.contains("No images pass these filters") }
        #expect(screen.contains("Press f to change them"), "\(screen)")
    }
}
