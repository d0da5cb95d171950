import ReactiveCore
import Testing
@testable import TerminalUI

extension RowsFixture {
    /// Presses the left button on line `y` of the table (at the window's left edge).
    func click(y: Int, clickCount: Int = 1) {
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: 1, y: y), clickCount: clickCount)))
    }

    /// Turns the wheel `notches` notches over the table: down when positive, up when negative.
    func turnWheel(_ notches: Int) {
        for _ in 0..<abs(notches) {
            window.send(.mouse(MouseEvent(.wheel, button: notches > 0 ? .wheelDown : .wheelUp, at: Point(x: 1, y: 1))))
        }
    }
}

extension TableViewTests {
    @MainActor
    @Suite("mouse")
    struct Mouse {
        @Test("selects the row under a click, wherever the table is scrolled to, without scrolling")
        func clickSelects() {
            let fixture = RowsFixture(count: 20)
            fixture.click(y: 2)
            #expect(fixture.table.selectedRow == 2)
            fixture.press(.end)
            fixture.click(y: 1)
            #expect(fixture.table.selectedRow == 17)
            #expect(fixture.screen() == ["row 16", "row 17", "row 18", "row 19"])
            #expect(fixture.chosenRows.isEmpty)
        }

        @Test("chooses a row on a double click that began on it, as Enter does")
        func doubleClickChooses() {
            let fixture = RowsFixture(count: 5)
            let activated = MutableProperty<[Int]>([])
            fixture.table.reactive.rowActivated.observeValues { row in activated.value.append(row) }
            fixture.click(y: 1)
            fixture.click(y: 1, clickCount: 2)
            #expect(fixture.chosenRows == [1] && activated.value == [1])
            fixture.click(y: 3, clickCount: 2)
            #expect(fixture.table.selectedRow == 3)
            #expect(fixture.chosenRows == [1], "the first click of that double click fell on another row")
        }

        @Test("scrolls three lines a wheel notch, the selection staying put while on screen, else on the nearest row in view")
        func wheelScrolls() {
            let fixture = RowsFixture(count: 20)
            fixture.press(.down, times: 3)
            fixture.turnWheel(1)
            #expect(fixture.screen() == ["row 3", "row 4", "row 5", "row 6"])
            #expect(fixture.table.selectedRow == 3)
            fixture.turnWheel(1)
            #expect(fixture.screen() == ["row 6", "row 7", "row 8", "row 9"])
            #expect(fixture.table.selectedRow == 6)
            fixture.turnWheel(-1)
            #expect(fixture.screen() == ["row 3", "row 4", "row 5", "row 6"])
            #expect(fixture.table.selectedRow == 6)
            fixture.turnWheel(-1)
            #expect(fixture.screen() == ["row 0", "row 1", "row 2", "row 3"])
            #expect(fixture.table.selectedRow == 3)
        }

        @Test("scrolls rows taller than a notch one row at a time")
        func wheelScrollsTallRows() {
            let fixture = RowsFixture(count: 5, size: Size(width: 12, height: 8))
            fixture.heights = Array(repeating: 4, count: 5)
            fixture.table.reloadData()
            fixture.turnWheel(1)
            #expect(fixture.screen() == ["row 1", "", "", "", "row 2", "", "", ""])
            #expect(fixture.table.selectedRow == 1)
            fixture.turnWheel(-1)
            #expect(fixture.screen() == ["row 0", "", "", "", "row 1", "", "", ""])
        }

        @Test("scrolls no further than the last row, which it reports reached")
        func wheelReachesTheEnd() {
            let fixture = RowsFixture(count: 10)
            _ = fixture.screen()
            fixture.turnWheel(5)
            #expect(fixture.screen() == ["row 6", "row 7", "row 8", "row 9"])
            #expect(fixture.lastRowReports == 1)
        }

        @Test("leaves clicks below the last row, other buttons and sideways notches to others")
        func leavesOtherEvents() {
            let fixture = RowsFixture(count: 2)
            #expect(!fixture.table.handleMouse(MouseEvent(.press, button: .left, at: Point(x: 1, y: 3))))
            #expect(!fixture.table.handleMouse(MouseEvent(.press, button: .right, at: Point(x: 1, y: 0))))
            #expect(!fixture.table.handleMouse(MouseEvent(.wheel, button: .wheelLeft, at: Point(x: 1, y: 0))))
            #expect(fixture.table.selectedRow == 0)
        }
    }
}
