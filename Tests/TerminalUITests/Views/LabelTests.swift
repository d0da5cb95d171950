import ReactiveCore
import Testing
@testable import TerminalUI

@MainActor
@Suite("A label")
struct LabelTests {
    @Test("truncates one line with an ellipsis, English and Japanese")
    func truncates() {
        #expect(Label("Hello, world").renderOffscreen(size: Size(width: 8, height: 1)).lines == ["Hello,…"])
        let japanese = Label("東京都渋谷区").renderOffscreen(size: Size(width: 7, height: 1))
        #expect(japanese.lines == ["東京都…"])
        #expect(japanese[6, 0].grapheme == "…")
    }

    @Test("aligns lines leading, centred or trailing")
    func aligns() {
        #expect(Label("abc", alignment: .center).renderOffscreen(size: Size(width: 8, height: 1)).lines == ["  abc"])
        #expect(Label("abc", alignment: .trailing).renderOffscreen(size: Size(width: 8, height: 1)).lines == ["     abc"])
        #expect(Label("日本", alignment: .trailing).renderOffscreen(size: Size(width: 6, height: 1)).lines == ["  日本"])
    }

    @Test("wraps into the lines it may use and marks the cut on the last one")
    func wraps() {
        let label = Label("The quick brown fox jumps over the lazy dog", numberOfLines: 0)
        #expect(label.renderOffscreen(size: Size(width: 10, height: 3)).lines == ["The quick", "brown fox", "jumps ove…"])
        label.numberOfLines = 2
        #expect(label.renderOffscreen(size: Size(width: 10, height: 3)).lines == ["The quick", "brown fox…", ""])
    }

    @Test("wraps Japanese by display width, never starting a line with 。")
    func wrapsJapanese() {
        let label = Label("吾輩は猫である。名前はまだ無い。", alignment: .center, numberOfLines: 0)
        #expect(label.renderOffscreen(size: Size(width: 11, height: 4)).lines == ["吾輩は猫で", "ある。名前", " はまだ無", "   い。"])
    }

    @Test("asks for the size of its wrapped text")
    func sizeThatFits() {
        let label = Label("The quick brown fox", numberOfLines: 0)
        #expect(label.sizeThatFits(Size(width: 10, height: 10)) == Size(width: 9, height: 2))
        #expect(Label("日本語").sizeThatFits(Size(width: 80, height: 1)) == Size(width: 6, height: 1))
    }

    @Test("draws its text in its style")
    func style() {
        let buffer = Label("hi", style: Style(foreground: .green, attributes: .bold)).renderOffscreen(size: Size(width: 3, height: 1))
        #expect(buffer[0, 0].style == Style(foreground: .green, attributes: .bold))
        #expect(buffer[2, 0].style == .plain)
    }

    @Test("shows the values bound to reactive.text")
    func reactiveText() {
        let label = Label()
        let title = MutableProperty("first")
        label.reactive.text <~ title
        #expect(label.renderOffscreen(size: Size(width: 8, height: 1)).lines == ["first"])
        title.value = "second"
        #expect(label.renderOffscreen().lines == ["second"])
    }
}
