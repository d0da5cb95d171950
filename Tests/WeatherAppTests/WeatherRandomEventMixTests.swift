import Testing
import TestSupport

/// What the random-event suite of `weather` sends and how it judges the screen after, checked
/// without a terminal: its events never end the run, a seed always draws the same ones, the mouse
/// stays in the window; the list counts as whole only with every part in place.
@Suite("weather's random events and its whole-list check")
struct WeatherRandomEventMixTests {
    static let start = WeatherRandomEventsEndToEndTests.size

    @Test("never sends q, Ctrl-C or Ctrl-Z; a seed draws the same events every time; clicks and the wheel stay in the window")
    func events() {
        #expect(WeatherRandomEventsEndToEndTests.mix.problems(drawing: 20_000, seed: 23, startingSize: Self.start) == [])
    }

    /// The list at 120×40 as the app draws it: the title, the twelve cities, blank lines, the status line.
    static func wholeList() -> [String] {
        let title = String(repeating: " ", count: 54) + "Weather Now" + String(repeating: " ", count: 34) + "offline demo gallery"
        let rows = WeatherRun.cityNames.map { " " + $0.padding(toLength: 69, withPad: " ", startingAt: 0) + "Clouds        13 °C  few clouds" }
        let status = "Enter open  r refresh  ? keys  q quit" + String(repeating: " ", count: 66) + "Updated 02:00:34"
        return [title] + rows + Array(repeating: "", count: 26) + [status]
    }

    @Test("counts the list as whole only with its title, the twelve cities in order, blank lines under them and the status line")
    func wholeList() {
        let whole = Self.wholeList()
        let check = WeatherRandomEventsEndToEndTests.wholeListProblems
        #expect(check(whole.joined(separator: "\n") + "\n") == [])
        var leftover = whole
        leftover[20] = " Feels like   0 °C"
        #expect(check(leftover.joined(separator: "\n")) == ["line 20 under the list reads \" Feels like   0 °C\""])
        var fragment = whole
        fragment[5] = String(fragment[5].prefix(40)) + "╰────╯" + String(fragment[5].dropFirst(46))
        #expect(check(fragment.joined(separator: "\n")).contains("a dialog's frame"))
        var swapped = whole
        swapped.swapAt(1, 2)
        #expect(check(swapped.joined(separator: "\n")).count == 2)
        var failed = whole
        failed[39] = failed[39].replacingOccurrences(of: "Updated", with: "Update failed")
        #expect(check(failed.joined(separator: "\n")).count == 1)
    }
}
