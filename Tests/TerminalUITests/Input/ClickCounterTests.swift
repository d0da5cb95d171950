import Testing
@testable import TerminalUI

@Suite("Click counter")
struct ClickCounterTests {
    static let start = ContinuousClock.now

    static func press(_ button: MouseButton = .left, x: Int = 3, y: Int = 2) -> MouseEvent {
        MouseEvent(.press, button: button, at: Point(x: x, y: y))
    }

    /// The click counts of `events`, each made `milliseconds` after the start.
    static func counts(_ events: [(MouseEvent, milliseconds: Int)]) -> [Int] {
        var counter = ClickCounter()
        return events.map { event, milliseconds in counter.count(event, at: start + .milliseconds(milliseconds)).clickCount }
    }

    @Test("counts presses of the same button at the same cell within half a second: a double, then a triple click")
    func doubleAndTriple() {
        #expect(Self.counts([(Self.press(), 0), (Self.press(), 200), (Self.press(), 690)]) == [1, 2, 3])
        #expect(Self.counts([(Self.press(), 0), (Self.press(), 500)]) == [1, 2])
    }

    @Test("starts again after a longer pause, at another cell, with another button or after a drag")
    func startsAgain() {
        #expect(Self.counts([(Self.press(), 0), (Self.press(), 501)]) == [1, 1])
        #expect(Self.counts([(Self.press(), 0), (Self.press(x: 4), 100)]) == [1, 1])
        #expect(Self.counts([(Self.press(), 0), (Self.press(.right), 100)]) == [1, 1])
        let drag = MouseEvent(.drag, button: .left, at: Point(x: 3, y: 2))
        #expect(Self.counts([(Self.press(), 0), (drag, 50), (Self.press(), 100)]) == [1, 1, 1])
    }

    @Test("lets releases and wheel notches pass unchanged, without breaking a double click")
    func otherEvents() {
        let release = MouseEvent(.release, button: .left, at: Point(x: 3, y: 2), clickCount: 7)
        let notch = MouseEvent(.wheel, button: .wheelUp, at: Point(x: 3, y: 2), clickCount: 5)
        #expect(Self.counts([(Self.press(), 0), (release, 50), (notch, 60), (Self.press(), 100)]) == [1, 7, 5, 2])
    }
}
