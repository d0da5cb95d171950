import Testing
import TerminalUI

@Suite("Text layout")
struct TextLayoutTests {
    @Suite("truncation")
    struct Truncation {
        @Test("leaves text that fits alone")
        func fits() {
            #expect(TextLayout.truncate("Hello", toWidth: 5) == "Hello")
        }

        @Test("cuts by display columns and ends with an ellipsis")
        func cutsEnglishAndJapanese() {
            #expect(TextLayout.truncate("Hello, world", toWidth: 8) == "Hello,…")
            #expect(TextLayout.truncate("日本語のテキスト", toWidth: 7) == "日本語…")
            #expect(TextLayout.truncate("日本語のテキスト", toWidth: 8) == "日本語…")
        }

        @Test("adds the ellipsis when forced even if the text fits")
        func forced() {
            #expect(TextLayout.truncate("ab", toWidth: 5, forceEllipsis: true) == "ab…")
        }
    }

    @Suite("wrapping")
    struct Wrapping {
        @Test("breaks English at spaces and drops the spaces at the break")
        func wrapsWords() {
            #expect(TextLayout.wrap("The quick brown fox jumps", toWidth: 10) == ["The quick", "brown fox", "jumps"])
        }

        @Test("moves a long word to its own line and breaks it where the line ends")
        func breaksLongWords() {
            #expect(TextLayout.wrap("a supercalifragilistic word", toWidth: 8) == ["a", "supercal", "ifragili", "stic", "word"])
        }

        @Test("breaks Japanese between any two characters by display width")
        func wrapsJapanese() {
            #expect(TextLayout.wrap("吾輩は猫である。名前はまだ無い。", toWidth: 10) == ["吾輩は猫で", "ある。名前", "はまだ無い", "。"])
            #expect(TextLayout.wrap("Swiftで書く", toWidth: 7) == ["Swiftで", "書く"])
        }

        @Test("keeps line breaks of the text as paragraph breaks, empty lines included")
        func keepsParagraphs() {
            #expect(TextLayout.wrap("one\n\ntwo", toWidth: 10) == ["one", "", "two"])
        }

        @Test("ends the last allowed line with an ellipsis when text is left out")
        func maxLines() {
            #expect(TextLayout.wrap("The quick brown fox jumps", toWidth: 10, maxLines: 2) == ["The quick", "brown fox…"])
            #expect(TextLayout.wrap("The quick brown fox jumps", toWidth: 10, maxLines: 1) == ["The quick…"])
            #expect(TextLayout.wrap("one\ntwo\nthree", toWidth: 10, maxLines: 2) == ["one", "two…"])
            #expect(TextLayout.wrap("吾輩は猫である。", toWidth: 6, maxLines: 1) == ["吾輩…"])
        }

        @Test("measures what is drawn: control characters become one-column replacements")
        func sanitises() {
            #expect(TextLayout.wrap("a\u{7}b", toWidth: 2) == ["a\u{FFFD}", "b"])
        }
    }
}
