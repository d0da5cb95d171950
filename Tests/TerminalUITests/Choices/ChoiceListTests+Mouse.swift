import Testing
@testable import TerminalUI

extension ChoiceListTests {
    /// A left click on (x, y): pressed there and released at `release`, or there too.
    static func click(x: Int, y: Int, releasedAt release: Point? = nil, clickCount: Int = 1, in window: Window) {
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: x, y: y), clickCount: clickCount)))
        window.send(.mouse(MouseEvent(.release, button: .left, at: release ?? Point(x: x, y: y))))
    }

    @MainActor
    @Suite("with the mouse")
    struct Mouse {
        @Test("a click selects the option under the pointer in a one-of list, without confirming")
        func clickSelects() {
            let list = ChoiceList(options: ChoiceListTests.colours, selectedIndices: [0])
            let window = ChoiceListTests.show(list)
            _ = window.renderFrame()
            let changes = RecordedValues(list.reactive.selectionChanged)
            let confirmations = RecordedValues(list.reactive.confirmed)
            ChoiceListTests.click(x: 6, y: 2, in: window)
            #expect(list.selectedIndices == [2] && list.highlightedIndex == 2)
            #expect(changes.values == [[2]] && confirmations.values.isEmpty)
            ChoiceListTests.click(x: 6, y: 2, in: window)
            #expect(changes.values == [[2]], "clicking the selected option again changes nothing")
        }

        @Test("a press released on another option only moves the highlight")
        func releasedElsewhere() {
            let list = ChoiceList(options: ChoiceListTests.colours, selectedIndices: [0])
            let window = ChoiceListTests.show(list)
            _ = window.renderFrame()
            ChoiceListTests.click(x: 1, y: 3, releasedAt: Point(x: 1, y: 4), in: window)
            #expect(list.selectedIndices == [0] && list.highlightedIndex == 3)
        }

        @Test("a click toggles an option of an any-of list; a double click toggles it once and confirms")
        func anyOf() {
            let list = ChoiceList(options: ChoiceListTests.colours, selectedIndices: [0], allowsMultipleSelection: true)
            let window = ChoiceListTests.show(list)
            _ = window.renderFrame()
            let confirmations = RecordedValues(list.reactive.confirmed)
            ChoiceListTests.click(x: 2, y: 1, in: window)
            ChoiceListTests.click(x: 2, y: 0, in: window)
            #expect(list.selectedIndices == [1] && confirmations.values.isEmpty)
            ChoiceListTests.click(x: 2, y: 3, in: window)
            ChoiceListTests.click(x: 2, y: 3, clickCount: 2, in: window)
            #expect(list.selectedIndices == [1, 3] && confirmations.values == [[1, 3]])
        }

        @Test("a double click confirms a one-of list; with clickConfirms a single click does")
        func confirms() {
            let list = ChoiceList(options: ChoiceListTests.colours)
            let window = ChoiceListTests.show(list)
            _ = window.renderFrame()
            let confirmations = RecordedValues(list.reactive.confirmed)
            ChoiceListTests.click(x: 2, y: 4, in: window)
            ChoiceListTests.click(x: 2, y: 4, clickCount: 2, in: window)
            #expect(confirmations.values == [[4]])
            list.clickConfirms = true
            ChoiceListTests.click(x: 2, y: 1, in: window)
            #expect(confirmations.values == [[4], [1]] && list.selectedIndices == [1])
        }

        @Test("the wheel moves the highlight a notch at a time and scrolls to keep it in view; a click below the options does nothing")
        func wheel() {
            let list = ChoiceList(options: ChoiceListTests.colours)
            let window = ChoiceListTests.show(list, height: 3)
            _ = window.renderFrame()
            for _ in 0..<4 { window.send(.mouse(MouseEvent(.wheel, button: .wheelDown, at: Point(x: 1, y: 1)))) }
            #expect(list.highlightedIndex == 4)
            #expect(window.renderFrame().lines.first == "( ) Green      ▲")
            window.send(.mouse(MouseEvent(.wheel, button: .wheelUp, at: Point(x: 1, y: 1))))
            #expect(list.highlightedIndex == 3)
            let short = ChoiceList(options: ["Red"])
            let other = ChoiceListTests.show(short, height: 3)
            _ = other.renderFrame()
            #expect(!short.handleMouse(MouseEvent(.press, button: .left, at: Point(x: 1, y: 2))))
        }
    }
}
