import Testing

@testable import ImageSearchBenchmark

@Suite("ImageListScreen")
struct ImageListScreenTests {
    /// A 120×40 screen drawn the way Image Search draws its list: `rows` rows from line
    /// `firstLine` (previews for those in `withPreviews`), the table's scroll indicator in the
    /// last column, and `status` at the right end of the last line.
    static func screen(rows: Int, firstLine: Int = 2, withPreviews: Set<Int>? = nil, status: String = "1/20 · 20 of 400 images") -> TerminalScreen {
        var output = "\u{1B}[2J\u{1B}[H\u{1B}[7m                   Images — offline demo gallery                   \u{1B}[m"
        output += "\u{1B}[2H All images"
        for row in 0..<rows {
            let top = firstLine + 4 * row
            if withPreviews?.contains(row) ?? true {
                for line in top..<top + 4 where (2..<39).contains(line) {
                    output += "\u{1B}[\(line + 1);3H\u{1B}[38;2;10;20;30;48;2;40;50;60m" + String(repeating: "▀", count: 8) + "\u{1B}[m"
                }
            }
            if top >= 2, top < 39 { output += "\u{1B}[\(top + 1);14Hmountain, lake, blue" }
            if top + 1 >= 2, top + 1 < 39 { output += "\u{1B}[\(top + 2);14H\u{1B}[2m1920 x 1280\u{1B}[m" }
        }
        for line in 2..<39 { output += "\u{1B}[\(line + 1);120H" + (line < 8 ? "█" : "│") }
        output += "\u{1B}[40H\u{1B}[1;7m↑↓\u{1B}[m move  \u{1B}[1;7m/\u{1B}[m search"
        output += "\u{1B}[40;\(121 - status.count)H" + status
        var emulator = TerminalEmulator(width: 120, height: 40)
        emulator.feed(Array(output.utf8))
        return emulator.screen
    }

    @Suite("rows")
    struct Rows {
        @Test("rows from line 2 are found four lines apart, the last one cut by the status line")
        func rowsFromTheTop() {
            let list = ImageListScreen(screen: ImageListScreenTests.screen(rows: 20))
            #expect(list.rows.count == 10)
            #expect(list.rows.first == 2..<6)
            #expect(list.rows.last == 38..<39)
            #expect(list.showsRows)
        }

        @Test("a scrolled list's rows are found by their size lines")
        func scrolledRows() {
            let list = ImageListScreen(screen: ImageListScreenTests.screen(rows: 12, firstLine: 1))
            #expect(list.rows.first == 2..<5)
            #expect(list.rows.count == 10)
        }

        @Test("a screen without rows, or without a position on the status line, shows no rows")
        func noRows() {
            #expect(!ImageListScreen(screen: ImageListScreenTests.screen(rows: 0)).showsRows)
            #expect(!ImageListScreen(screen: ImageListScreenTests.screen(rows: 3, status: "searching…")).showsRows)
        }
    }

    @Suite("previews")
    struct Previews {
        @Test("every row with half blocks in its preview columns: all previews shown")
        func allShown() {
            #expect(ImageListScreen(screen: ImageListScreenTests.screen(rows: 20)).showsAllPreviews)
        }

        @Test("one visible row without its preview: not all shown")
        func oneMissing() {
            let screen = ImageListScreenTests.screen(rows: 20, withPreviews: Set(0..<20).subtracting([9]))
            #expect(!ImageListScreen(screen: screen).showsAllPreviews)
        }

        @Test("rows below the screen do not count")
        func rowsBelowTheScreen() {
            let screen = ImageListScreenTests.screen(rows: 20, withPreviews: Set(0..<10))
            #expect(ImageListScreen(screen: screen).showsAllPreviews)
        }
    }

    @Suite("position")
    struct Position {
        @Test("the last N/M before ' ·' or the end of the status line is the position")
        func parsed() {
            #expect(ImageListScreen.position(inStatusLine: "↑↓ move  / search   12/500 · 500 of 500 images") == ListPosition(row: 12, count: 500))
            #expect(ImageListScreen.position(inStatusLine: "PgUp/PgDn page   3/40   ") == ListPosition(row: 3, count: 40))
        }

        @Test("numbers with a slash elsewhere on the line are not a position")
        func notAPosition() {
            #expect(ImageListScreen.position(inStatusLine: "1/2 page  searching…") == nil)
            #expect(ImageListScreen.position(inStatusLine: "") == nil)
        }
    }
}

@Suite("DemoListScreen")
struct DemoListScreenTests {
    @Test("the demo's first row is found wherever it is drawn, and nothing else passes for it")
    func firstRow() {
        var emulator = TerminalEmulator(width: 120, height: 40)
        emulator.feed(Array("\u{1B}[2;10HNo. 10  Sunset 夕焼け".utf8))
        #expect(!DemoListScreen(screen: emulator.screen).showsFirstRow)
        emulator.feed(Array("\u{1B}[3;10HNo. 1  Sunset 夕焼け".utf8))
        #expect(DemoListScreen(screen: emulator.screen).showsFirstRow)
    }
}
