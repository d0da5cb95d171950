import Foundation
import Testing
import TestSupport

/// What reaches the terminal stays in place: emoji sequences whose width terminals disagree on,
/// and Ctrl-L after something else wrote on the screen.
extension ImageSearchEndToEndTests {
    @Test("keeps the search bar in place around an emoji with a variation selector, in the field and after searching")
    func emojiInSearchBar() async throws {
        let run = try launch()
        try await waitForList(run)
        try run.session.send(["/"])
        // The words typed over the placeholder end the line only once the rest of it is blanked.
        let editing = try await run.press(["-l", "🏔️ lake"], until: { self.lines($0)[1].hasSuffix("lake") }, "the typed words, nothing after them")
        let field = lines(editing)[1]
        #expect(field.hasPrefix("Search: 🏔️"), "the prompt and the emoji in place: \(field)")
        let searched = try await run.press(["Enter"], until: { self.lines($0)[1].contains("”") }, "the searched words")
        let bar = lines(searched)[1]
        #expect(bar.hasPrefix("Search: “🏔️") && bar.hasSuffix("lake”"), "the colon and both quotes, nothing after them: \(bar)")
    }

    @Test("repaints everything on Ctrl-L after another program wrote on the screen")
    func controlLRepaints() async throws {
        let run = try launch()
        let before = try await waitForList(run)
        // Among a row's words, which stay as they are: a preview still arriving would draw over
        // a scribble in its own cells before Ctrl-L does.
        try run.session.writeFromOutside("\u{1B}[20;30HSCRIBBLE FROM ELSEWHERE")
        try await run.waitForScreen("the scribble") { $0.contains("SCRIBBLE") }
        // tmux may show a frame half written, so wait for the whole repaint rather than its first bytes.
        let after = try await run.press(["C-l"], until: {
            !$0.contains("SCRIBBLE") && self.lines($0)[39] == self.lines(before)[39]
        }, "the screen repainted")
        #expect(lines(after)[0] == lines(before)[0] && lines(after)[39] == lines(before)[39])
    }
}
