import ImageCodec
import ReactiveCore
import Testing
@testable import TerminalUI

extension TableViewTests {
    @MainActor
    @Suite("cells")
    struct Cells {
        @Test("are asked for only for the rows on screen")
        func asksOnlyForVisibleRows() {
            let fixture = RowsFixture(count: 100)
            #expect(fixture.screen() == ["row 0", "row 1", "row 2", "row 3"])
            #expect(fixture.requestedRows == [0, 1, 2, 3])
            #expect(fixture.table.visibleRows == [0, 1, 2, 3])
        }

        @Test("leave the screen for the reuse pool and come back prepared for another row")
        func reusesScrolledOutCells() throws {
            let fixture = RowsFixture(count: 100)
            _ = fixture.screen()
            let firstCell = try #require(fixture.table.cellForRow(at: 0) as? CountingCell)
            fixture.press(.down, times: 4)
            #expect(fixture.screen() == ["row 1", "row 2", "row 3", "row 4"])
            #expect(fixture.table.cellForRow(at: 4) === firstCell)
            #expect(firstCell.reuseCount == 1)
            #expect(fixture.madeCells.count == 4)
        }

        @Test("stop the previous row's subscription when reused")
        func stopsPreviousSubscriptionOnReuse() throws {
            let fixture = RowsFixture(count: 100)
            _ = fixture.screen()
            let cell = try #require(fixture.table.cellForRow(at: 0))
            let (row0Updates, sendRow0) = Signal<String, Never>.pipe()
            let subscriptionEnded = MutableProperty(false)
            let upstream = SignalProducer<String, Never> { observer, lifetime in
                lifetime.observeEnded { subscriptionEnded.value = true }
                lifetime += row0Updates.observe(observer)
            }
            upstream.take(until: cell.reactive.prepareForReuse).startWithValues { text in
                MainActor.assumeIsolated { cell.text = text }
            }
            sendRow0.send(value: "row 0 live")
            #expect(fixture.screen().first == "row 0 live")

            fixture.press(.down, times: 4)
            _ = fixture.screen()
            #expect(fixture.table.cellForRow(at: 4) === cell)
            #expect(subscriptionEnded.value)
            sendRow0.send(value: "stale")
            #expect(fixture.screen() == ["row 1", "row 2", "row 3", "row 4"])
        }

        @Test("complete their reuse signal when they go away")
        func completesReuseSignalOnDeinit() {
            let completed = MutableProperty(false)
            do {
                let cell = TableViewCell(reuseIdentifier: "x")
                cell.reactive.prepareForReuse.observeCompleted { completed.value = true }
            }
            #expect(completed.value)
        }

        @Test("stay limited to the visible ones while scrolling through 10,000 rows")
        func keepsOnlyVisibleCellsAlive() {
            let fixture = RowsFixture(count: 10_000, size: Size(width: 12, height: 5))
            _ = fixture.screen()
            fixture.pressAndRender(.down, times: 9_999)
            #expect(fixture.table.selectedRow == 9_999)
            #expect(fixture.table.visibleRows == Array(9_995..<10_000))
            #expect(fixture.madeCells.count <= 10)
            #expect(fixture.liveCells <= 10)
            fixture.press(.home)
            _ = fixture.screen()
            #expect(fixture.liveCells <= 10)
            #expect(fixture.table.visibleRows == Array(0..<5))
        }

        @Test("are kept idle for at most one screenful, the rest let go")
        func boundsTheReusePool() {
            let fixture = RowsFixture(count: 100, size: Size(width: 12, height: 5))
            _ = fixture.screen()
            #expect(fixture.liveCells == 5)
            fixture.table.frame.size.height = 1
            #expect(fixture.screen().first?.hasPrefix("row 0") == true)
            #expect(fixture.liveCells == 2)
        }

        @Test("draw their text and right-aligned detail, cut with an ellipsis")
        func drawsTextAndDetail() {
            let cell = TableViewCell(reuseIdentifier: "x")
            cell.text = "A rather long title"
            cell.detailText = "9 MB"
            #expect(cell.renderOffscreen(size: Size(width: 14, height: 1)).lines == ["A rather… 9 MB"])
            cell.detailText = ""
            #expect(cell.renderOffscreen(size: Size(width: 14, height: 1)).lines == ["A rather long…"])
        }
    
        @Test("show a thumbnail at the left, keeping its colours when selected, with the text after it")
        func showThumbnails() {
            let fixture = RowsFixture(count: 3)
            _ = fixture.screen()
            let cell = fixture.table.cellForRow(at: 0)
            cell?.imageWidth = 2
            cell?.imageView.image = Image(width: 1, height: 2, pixelFormat: .rgb, pixels: [200, 0, 0, 0, 0, 200])
            let buffer = fixture.window.renderFrame()
            #expect(buffer.lines[0] == "▀  row 0")
            #expect(buffer[0, 0].style == Style(foreground: .rgb(200, 0, 0), background: .rgb(0, 0, 200)))
            #expect(buffer[3, 0].style.attributes.contains(.reverse))
            #expect(fixture.screen()[1] == "row 1")
        }
    }
}
