import ReactiveCore
import Testing
@testable import TerminalUI

extension TableViewTests {
    @MainActor
    @Suite("selection")
    struct Selection {
        @Test("starts on the first row and is drawn reversed over the whole row")
        func marksTheSelectedRow() {
            let fixture = RowsFixture(count: 3)
            let buffer = fixture.window.renderFrame()
            #expect(fixture.table.selectedRow == 0)
            #expect((0..<12).allSatisfy { buffer[$0, 0].style.attributes.contains(.reverse) })
            #expect(!buffer[0, 1].style.attributes.contains(.reverse))
        }

        @Test("is drawn in bold, not reversed, while the table does not hold the focus")
        func marksTheSelectionQuietlyWithoutFocus() {
            let fixture = RowsFixture(count: 3)
            _ = fixture.window.focus(nil)
            let buffer = fixture.window.renderFrame()
            #expect(buffer[0, 0].style.attributes == .bold)
            #expect(fixture.table.cellForRow(at: 0)?.isSelected == true)
            #expect(fixture.table.cellForRow(at: 0)?.isHighlighted == false)
        }

        @Test("is drawn reversed without the focus when the table is steered from another view, and follows the arrows passed on")
        func marksTheSelectionForAnotherView() {
            let fixture = RowsFixture(count: 3)
            let field = TextField()
            fixture.window.addSubview(field)
            field.frame = Rect(x: 0, y: 3, width: 12, height: 1)
            field.becomeFocused()
            fixture.table.highlightsSelectionWithoutFocus = true
            var buffer = fixture.window.renderFrame()
            #expect(buffer[0, 0].style.attributes.contains(.reverse) && fixture.table.cellForRow(at: 0)?.isHighlighted == true)
            #expect(fixture.table.handle(KeyEvent(.down)))
            buffer = fixture.window.renderFrame()
            #expect(buffer[0, 1].style.attributes.contains(.reverse) && !buffer[0, 0].style.attributes.contains(.reverse))
            #expect(field.isFocused)
            fixture.table.highlightsSelectionWithoutFocus = false
            #expect(fixture.window.renderFrame()[0, 1].style.attributes == .bold)
        }

        @Test("paints its colours only where the cell kept the default background")
        func colouredSelectionKeepsOwnBackgrounds() {
            let fixture = RowsFixture(count: 3)
            _ = fixture.screen()
            let cell = fixture.table.cellForRow(at: 0)
            cell?.selectionStyle = .colored(foreground: .black, background: .cyan)
            cell?.detailText = "!"
            cell?.detailTextStyle = Style(foreground: .white, background: .red)
            let buffer = fixture.window.renderFrame()
            #expect(buffer[0, 0].style == Style(foreground: .black, background: .cyan))
            #expect(buffer[11, 0].style == Style(foreground: .white, background: .red))
        }

        @Test("moves with the arrows and with j and k, stopping at the ends")
        func movesWithArrowsAndVimKeys() {
            let fixture = RowsFixture(count: 3)
            fixture.press(.down)
            #expect(fixture.table.selectedRow == 1)
            fixture.press(.character("j"), times: 5)
            #expect(fixture.table.selectedRow == 2)
            fixture.press(.character("k"))
            fixture.press(.up)
            fixture.press(.up)
            #expect(fixture.table.selectedRow == 0)
        }

        @Test("pages with PageDown and PageUp and jumps with Home, End, g and G, staying on screen")
        func pagesAndJumps() {
            let fixture = RowsFixture(count: 20)
            fixture.press(.pageDown)
            #expect(fixture.table.selectedRow == 4)
            #expect(fixture.screen() == ["row 4", "row 5", "row 6", "row 7"])
            fixture.press(.end)
            #expect(fixture.screen() == ["row 16", "row 17", "row 18", "row 19"])
            fixture.press(.pageUp)
            #expect(fixture.table.selectedRow == 15)
            #expect(fixture.screen() == ["row 12", "row 13", "row 14", "row 15"])
            fixture.press(.character("g"))
            #expect(fixture.screen() == ["row 0", "row 1", "row 2", "row 3"])
            fixture.press(.character("G"))
            #expect(fixture.table.selectedRow == 19)
            fixture.press(.home)
            #expect(fixture.table.selectedRow == 0)
        }

        @Test("scrolls only as far as needed to keep the selected row on screen")
        func scrollsMinimally() {
            let fixture = RowsFixture(count: 20)
            fixture.press(.down, times: 4)
            #expect(fixture.screen() == ["row 1", "row 2", "row 3", "row 4"])
            fixture.press(.up, times: 3)
            #expect(fixture.screen() == ["row 1", "row 2", "row 3", "row 4"])
            fixture.press(.up)
            #expect(fixture.screen() == ["row 0", "row 1", "row 2", "row 3"])
        }

        @Test("is chosen with Enter, telling the delegate and rowActivated")
        func choosesWithEnter() {
            let fixture = RowsFixture(count: 5)
            let activated = MutableProperty<[Int]>([])
            fixture.table.reactive.rowActivated.observeValues { row in activated.value.append(row) }
            fixture.press(.down, times: 2)
            fixture.press(.enter)
            #expect(fixture.chosenRows == [2])
            #expect(activated.value == [2])
        }

        @Test("sends each new selected row on selectedRow")
        func sendsSelectedRows() {
            let fixture = RowsFixture(count: 5)
            let selected = MutableProperty<[Int?]>([])
            fixture.table.reactive.selectedRow.observeValues { row in selected.value.append(row) }
            fixture.press(.down)
            fixture.press(.down)
            fixture.press(.up)
            fixture.press(.up)
            #expect(selected.value == [1, 2, 1, 0])
        }

        @Test("leaves keys with Ctrl or Alt, and keys of an empty table, to others")
        func leavesForeignKeys() {
            let fixture = RowsFixture(count: 5)
            #expect(!fixture.table.handle(KeyEvent(.character("j"), modifiers: .control)))
            #expect(!fixture.table.handle(KeyEvent(.character("x"))))
            let empty = RowsFixture(count: 0)
            #expect(!empty.table.handle(KeyEvent(.down)))
            #expect(empty.table.selectedRow == nil)
        }

        @Test("moves over rows of different heights, each cell as tall as its row")
        func handlesRowHeights() {
            let fixture = RowsFixture(count: 4)
            fixture.heights = [1, 3, 1, 2]
            fixture.table.reloadData()
            #expect(fixture.screen() == ["row 0", "row 1", "", ""])
            fixture.press(.down, times: 2)
            #expect(fixture.screen() == ["row 1", "", "", "row 2"])
            fixture.press(.down)
            #expect(fixture.screen() == ["", "row 2", "row 3", ""])
            #expect(fixture.table.cellForRow(at: 3)?.frame == Rect(x: 0, y: 2, width: 12, height: 2))
        }
    }
}
