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

@MainActor
@Suite("A table view's end")
struct TableViewPagingTests {
    @Test("shows the footer view after the last row")
    func showsTheFooter() {
        let fixture = RowsFixture(count: 2)
        fixture.table.footerView = FooterLine()
        #expect(fixture.screen() == ["row 0", "row 1", "loading…", ""])
    }

    @Test("brings the footer on screen with the last row")
    func scrollsTheFooterIntoView() {
        let fixture = RowsFixture(count: 10)
        fixture.table.showsScrollIndicator = false
        fixture.table.footerView = FooterLine()
        fixture.press(.end)
        #expect(fixture.screen() == ["row 7", "row 8", "row 9", "loading…"])
    }

    @Test("shows only the footer when there are no rows")
    func showsTheFooterAlone() {
        let fixture = RowsFixture(count: 0)
        fixture.table.footerView = FooterLine()
        #expect(fixture.screen() == ["loading…", "", "", ""])
    }

    @Test("draws a scroll indicator in the last column when the rows do not fit")
    func drawsTheScrollIndicator() {
        let fixture = RowsFixture(count: 8)
        let top = fixture.window.renderFrame()
        #expect((0..<4).map { top[11, $0].grapheme } == ["█", "█", "│", "│"])
        fixture.press(.end)
        let bottom = fixture.window.renderFrame()
        #expect((0..<4).map { bottom[11, $0].grapheme } == ["│", "│", "█", "█"])
        #expect(fixture.table.cellForRow(at: 7)?.frame.width == 11)
        let fits = RowsFixture(count: 4)
        #expect(fits.screen().allSatisfy { !$0.contains("│") && !$0.contains("█") })
    }

    @Test("reports reaching the last row once per row count, for load-more paging")
    func reportsTheLastRowOncePerCount() {
        let fixture = RowsFixture(count: 10)
        let reports = MutableProperty<[Int]>([])
        fixture.table.reactive.reachedLastRow.observeValues { count in reports.value.append(count) }
        _ = fixture.screen()
        fixture.press(.down, times: 8)
        _ = fixture.screen()
        #expect(reports.value.isEmpty)
        fixture.press(.down)
        _ = fixture.screen()
        fixture.press(.up)
        fixture.press(.down)
        _ = fixture.screen()
        #expect(reports.value == [10])
        #expect(fixture.lastRowReports == 1)

        fixture.names += (10..<20).map { "row \($0)" }
        fixture.table.insertRows(at: Array(10..<20))
        #expect(fixture.table.selectedRow == 9)
        fixture.press(.end)
        _ = fixture.screen()
        #expect(reports.value == [10, 20])
    }

    @Test("reports the last row as soon as it is visible, and earlier with a threshold")
    func reportsVisibleLastRowAndThreshold() {
        let fixture = RowsFixture(count: 3)
        let reports = MutableProperty(0)
        fixture.table.reactive.reachedLastRow.observeValues { _ in reports.value += 1 }
        _ = fixture.screen()
        #expect(reports.value == 1)

        let long = RowsFixture(count: 20)
        long.table.lastRowThreshold = 5
        let longReports = MutableProperty<[Int]>([])
        long.table.reactive.reachedLastRow.observeValues { count in longReports.value.append(count) }
        _ = long.screen()
        long.press(.down, times: 14)
        _ = long.screen()
        #expect(longReports.value.isEmpty)
        long.press(.down)
        _ = long.screen()
        #expect(longReports.value == [20])
    }
}
