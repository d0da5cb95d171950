import Testing
@testable import TerminalUI

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
            #expect(TextLayout.wrap("吾輩は猫である。名前はまだ無い", toWidth: 10) == ["吾輩は猫で", "ある。名前", "はまだ無い"])
            #expect(TextLayout.wrap("Swiftで書く", toWidth: 7) == ["Swiftで", "書く"])
        }

        @Test("carries the character before a closing mark to the next line rather than start a line with the mark (kinsoku)")
        func carriesBeforeClosingMarks() {
            #expect(TextLayout.wrap("吾輩は猫である。名前はまだ無い。", toWidth: 10) == ["吾輩は猫で", "ある。名前", "はまだ無", "い。"])
            #expect(TextLayout.wrap("検索してください。", toWidth: 16) == ["検索してくださ", "い。"])
        }

        @Test("never starts a line with a closing bracket, full stop, comma, small kana, ー, ellipsis…", arguments: Array("。、」）』】〕〉》・ー…‥？！．，っャ々)!,."))
        func noLineStart(mark: Character) {
            let lines = TextLayout.wrap("あいう\(mark)え", toWidth: 6)
            #expect(lines.count == 2 && lines[0] == "あい" && lines[1].hasPrefix("う\(mark)"), "\(lines)")
        }

        @Test("never ends a line with an opening bracket or quote", arguments: Array("「（『【〔〈《(“"))
        func noLineEnd(mark: Character) {
            #expect(TextLayout.wrap("あい\(mark)うえ", toWidth: 6) == ["あい", "\(mark)うえ"])
        }

        @Test("keeps the rules at every width, and loses no character", arguments: [
            "「zzzqqq」に一致する画像はありません。/ を押して、別の言葉で検索してください。",
            "この絞り込みで「zzzqqq」に一致する画像はありません。f で絞り込みを変更するか、/ で別の言葉を検索してください。",
            "画像を読み込めませんでした（サーバーが応答しません）。r を押すと、もう一度試します……",
        ])
        func rulesAtEveryWidth(text: String) {
            for width in 6...60 {
                let lines = TextLayout.wrap(text, toWidth: width)
                #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width): \(lines)")
                for line in lines.dropFirst() {
                    #expect(!LineBreakRules.cannotStartLine(line.first ?? " "), "width \(width): \(lines)")
                }
                for line in lines.dropLast() {
                    #expect(!LineBreakRules.cannotEndLine(line.last ?? " "), "width \(width): \(lines)")
                }
            }
        }

        @Test("still breaks a run of marks longer than the line, where nothing else can")
        func unbreakableRun() {
            #expect(TextLayout.wrap("。。。。。。", toWidth: 4) == ["。。", "。。", "。。"])
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
