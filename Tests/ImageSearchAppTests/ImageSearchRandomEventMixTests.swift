import Testing
import TestSupport

/// What the random-event suite of `imagesearch` sends and how it judges the screen after, checked
/// without a terminal: its events never end the run, a seed always draws the same ones, the mouse
/// stays in the window; the list counts as whole only with every part in place.
@Suite("imagesearch's random events and its whole-list check")
struct ImageSearchRandomEventMixTests {
    static let start = ImageSearchRandomEventsEndToEndTests.size

    @Test("never sends q, Ctrl-C or Ctrl-Z; a seed draws the same events every time; clicks and the wheel stay in the window; every kind of event")
    func events() {
        let mix = ImageSearchRandomEventsEndToEndTests.mix
        #expect(mix.problems(drawing: 20_000, seed: 23, startingSize: Self.start) == [])
        let events = mix.events(count: 20_000, seed: 23, startingSize: Self.start).map(\.event)
        #expect(Array(events.prefix(100)) != mix.events(count: 100, seed: 24, startingSize: Self.start).map(\.event))
        let kinds = Set(events.map { String(describing: $0).prefix { $0 != " " } })
        #expect(kinds == ["key", "keys", "text", "click", "double-click", "wheel", "paste", "resize"], "\(kinds)")
    }

    /// The list at its real end at 120×40 as the app draws it: the title, the search bar, a row
    /// cut at the top, nine rows of four lines with the scroll bar beside them, the status line.
    static func wholeList() -> [String] {
        func line(_ text: String, bar: String = "│") -> String { text.padding(toLength: 119, withPad: " ", startingAt: 0) + bar }
        let preview = String(repeating: "▀", count: 12)
        var lines = [String(repeating: " ", count: 45) + "Image Search — Offline Gallery              Pictures made on this computer", "All images", line(preview)]
        for row in 0..<9 {
            lines += [line(preview + " pattern, yellow, dots, texture"), line(preview + " 2400 x 1600"), line(preview), line(preview, bar: row == 8 ? "█" : "│")]
        }
        let hints = "/ search  f filters  r refresh  Enter open  ? keys  q quit"
        lines.append(hints + String(repeating: " ", count: 120 - hints.count - 27) + "400/400 · 400 of 400 images")
        return lines
    }

    @Test("counts the list as whole only with its title, search bar, rows, scroll bar and counts, and nothing of another screen")
    func wholeList() {
        let whole = Self.wholeList()
        let check = ImageSearchRandomEventsEndToEndTests.wholeListProblems
        #expect(check(whole.joined(separator: "\n") + "\n") == [])
        var fragment = whole
        fragment[20] = String(fragment[20].prefix(30)) + "╰──────╯" + String(fragment[20].dropFirst(38))
        #expect(check(fragment.joined(separator: "\n")).contains("a dialog's frame"))
        var leftover = whole
        leftover[38] = String(leftover[38].prefix(14)) + "Saved the picture as /tmp/picture.jpg" + String(leftover[38].dropFirst(51))
        #expect(check(leftover.joined(separator: "\n")) == ["\"Saved\" left on screen"])
        var stopped = whole
        stopped[39] = stopped[39].replacingOccurrences(of: "400/400 · 400 of 400", with: "  50/50 · 50 of 400")
        #expect(check(stopped.joined(separator: "\n")).count == 1)
        var shifted = whole
        shifted.remove(at: 5)
        shifted.insert(shifted[2], at: 2)
        #expect(check(shifted.joined(separator: "\n")).contains { $0.hasPrefix("the rows' sizes") })
        var noBar = whole
        noBar[10] = String(noBar[10].dropLast())
        #expect(check(noBar.joined(separator: "\n")) == ["no scroll bar on line 10"])
        var filtered = whole
        filtered[1] = "All images   Filters: Photos"
        #expect(check(filtered.joined(separator: "\n")).count == 1)
        #expect(check(whole.dropLast().joined(separator: "\n")) == ["39 lines instead of 40"])
    }
}
