import ReactiveCore
import Testing
@testable import TerminalUI

/// A footer that says it takes one line.
@MainActor
private final class FooterLine: View {
    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: 1)
    }

    override func draw(in canvas: inout Canvas) {
        canvas.write("loading…", at: .zero)
    }
}

extension TableViewTests {
    @MainActor
    @Suite("end: footer, scroll indicator and load-more")
    struct End {
        @Test("shows the footer view after the last row")
        func showsTheFooter() {
            let fixture = RowsFixture(count: 2, footer: FooterLine())
            #expect(fixture.screen() == ["row 0", "row 1", "loading…", ""])
        }

        @Test("brings the footer on screen with the last row")
        func scrollsTheFooterIntoView() {
            let fixture = RowsFixture(count: 10, footer: FooterLine())
            fixture.press(.end)
            #expect(fixture.screen() == ["row 7", "row 8", "row 9", "loading…"])
        }

        @Test("shows only the footer when there are no rows")
        func showsTheFooterAlone() {
            let fixture = RowsFixture(count: 0, footer: FooterLine())
            #expect(fixture.screen() == ["loading…", "", "", ""])
        }

        @Test("draws a scroll indicator in the last column when the rows do not fit")
        func drawsTheScrollIndicator() {
            let fixture = RowsFixture(count: 8, showsScrollIndicator: true)
            let top = fixture.window.renderFrame()
            #expect((0..<4).map { top[11, $0].grapheme } == ["█", "█", "│", "│"])
            fixture.press(.end)
            let bottom = fixture.window.renderFrame()
            #expect((0..<4).map { bottom[11, $0].grapheme } == ["│", "│", "█", "█"])
            #expect(fixture.table.cellForRow(at: 7)?.frame.width == 11)
            let fits = RowsFixture(count: 4, showsScrollIndicator: true)
            #expect(fits.screen().allSatisfy { !$0.contains("│") && !$0.contains("█") })
        }

        /// The row counts `table` reports on `reachedLastRow`, from now on.
        private func reportedCounts(of table: TableView) -> MutableProperty<[Int]> {
            let counts = MutableProperty<[Int]>([])
            table.reactive.reachedLastRow.observeValues { count in counts.value.append(count) }
            return counts
        }

        @Test("reports reaching the last row once per row count, for load-more paging")
        func reportsTheLastRowOncePerCount() {
            let fixture = RowsFixture(count: 10)
            let reports = reportedCounts(of: fixture.table)
            fixture.pressAndRender(.down, times: 8)
            #expect(reports.value.isEmpty)
            fixture.pressAndRender(.down)
            fixture.pressAndRender(.up)
            fixture.pressAndRender(.down)
            #expect(reports.value == [10])
            #expect(fixture.lastRowReports == 1)

            fixture.appendRows(10..<20)
            #expect(fixture.table.selectedRow == 9)
            fixture.pressAndRender(.end)
            #expect(reports.value == [10, 20])
        }

        @Test("after End, keeps the selection on the last row as rows are appended, asking for each next page, until another key moves it")
        func endFollowsAppendedRows() {
            let fixture = RowsFixture(count: 10)
            let reports = reportedCounts(of: fixture.table)
            fixture.pressAndRender(.end)
            #expect(reports.value == [10])
            for page in 1...2 {
                fixture.appendRows(page * 10..<page * 10 + 10)
                _ = fixture.window.renderFrame()
                #expect(fixture.table.selectedRow == page * 10 + 9)
            }
            #expect(reports.value == [10, 20, 30])
            fixture.pressAndRender(.up)
            fixture.appendRows(30..<40)
            #expect(fixture.table.selectedRow == 28)
        }

        @Test("End on an empty table takes the selection to the end of the rows that come, and on along the pages after them")
        func endBeforeRows() {
            let fixture = RowsFixture(count: 10)
            fixture.removeAllRows()
            fixture.pressAndRender(.end)
            fixture.appendRows(0..<10)
            #expect(fixture.table.selectedRow == 9)
            fixture.appendRows(10..<20)
            #expect(fixture.table.selectedRow == 19)
        }

        @Test("stops following the end when every row is removed: the rows that come start at the top")
        func removalStopsFollowing() {
            let fixture = RowsFixture(count: 10)
            fixture.pressAndRender(.end)
            fixture.removeAllRows()
            fixture.appendRows(0..<10)
            #expect(fixture.table.selectedRow == 0)
        }

        @Test("stops following the end when the rows are reloaded")
        func reloadStopsFollowing() {
            let fixture = RowsFixture(count: 10)
            fixture.pressAndRender(.end)
            fixture.table.reloadData()
            fixture.appendRows(10..<20)
            #expect(fixture.table.selectedRow == 9)
        }

        @Test("reports the last row again when rows that were removed come back as many as before")
        func reportsAgainAfterRemoval() {
            let fixture = RowsFixture(count: 10)
            let reports = reportedCounts(of: fixture.table)
            fixture.pressAndRender(.end)
            fixture.removeAllRows()
            _ = fixture.window.renderFrame()
            fixture.appendRows(0..<10)
            fixture.pressAndRender(.end)
            #expect(reports.value == [10, 10])
        }

        /// The rows `table` sends on `lastShownRow`, from now on.
        private func shownRows(of table: TableView) -> MutableProperty<[Int?]> {
            let shown = MutableProperty<[Int?]>([])
            table.reactive.lastShownRow.observeValues { row in shown.value.append(row) }
            return shown
        }

        @Test("tells how far down the user sees after each layout that moved it: the last row on screen or the selected one")
        func tellsTheLastShownRow() {
            let fixture = RowsFixture(count: 10)
            let shown = shownRows(of: fixture.table)
            _ = fixture.screen()
            fixture.pressAndRender(.down, times: 3)
            fixture.pressAndRender(.down)
            fixture.pressAndRender(.end)
            _ = fixture.screen()
            #expect(shown.value == [3, 4, 9])
        }

        @Test("tells that no row is shown when the rows go, and the new ones as they come")
        func tellsWhenRowsGoAndCome() {
            let fixture = RowsFixture(count: 10)
            let shown = shownRows(of: fixture.table)
            fixture.pressAndRender(.end)
            fixture.removeAllRows()
            _ = fixture.screen()
            fixture.appendRows(0..<10)
            _ = fixture.screen()
            #expect(shown.value == [9, nil, 3])
        }

        @Test("reports the last row as soon as it is visible")
        func reportsTheVisibleLastRow() {
            let fixture = RowsFixture(count: 3)
            let reports = reportedCounts(of: fixture.table)
            _ = fixture.screen()
            #expect(reports.value == [3])
        }

        @Test("reports the last row earlier with a larger threshold")
        func reportsEarlierWithAThreshold() {
            let fixture = RowsFixture(count: 20)
            fixture.table.lastRowThreshold = 5
            let reports = reportedCounts(of: fixture.table)
            fixture.pressAndRender(.down, times: 14)
            #expect(reports.value.isEmpty)
            fixture.pressAndRender(.down)
            #expect(reports.value == [20])
        }

        @Test("lays out at once the rows a load-more observer adds while the table lays out")
        func showsRowsAddedDuringLayout() {
            let fixture = RowsFixture(count: 2)
            fixture.table.reactive.reachedLastRow.observeValues { count in
                MainActor.assumeIsolated {
                    guard count < 6 else { return }
                    fixture.names += ["row \(count)", "row \(count + 1)"]
                    fixture.table.insertRows(at: [count, count + 1])
                }
            }
            #expect(fixture.screen() == ["row 0", "row 1", "row 2", "row 3"])
            #expect(fixture.table.numberOfRows == 6)
        }
    }
}
