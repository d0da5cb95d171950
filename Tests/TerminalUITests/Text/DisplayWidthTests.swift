import Testing
@testable import TerminalUI

@Suite("Display width")
struct DisplayWidthTests {
    @Suite("of East Asian text")
    struct EastAsian {
        @Test("counts two columns for kanji, hiragana, katakana and ideographic punctuation")
        func japaneseIsWide() {
            #expect(DisplayWidth.columns(of: "日本語") == 6)
            #expect(DisplayWidth.columns(of: "ひらがな") == 8)
            #expect(DisplayWidth.columns(of: "カタカナ。") == 10)
            #expect(DisplayWidth.columns(of: "\u{3000}") == 2)
        }

        @Test("counts fullwidth forms as two columns and halfwidth katakana as one")
        func fullwidthAndHalfwidth() {
            #expect(DisplayWidth.columns(of: "ＡＢＣ") == 6)
            #expect(DisplayWidth.columns(of: "ｶﾀｶﾅ") == 4)
        }

        @Test("counts Hangul syllables and conjoining jamo sequences as two columns")
        func hangul() {
            #expect(DisplayWidth.columns(of: "한글") == 4)
            // Leading + vowel + trailing jamo form one grapheme drawn in one wide cell.
            #expect(DisplayWidth.columns(of: "\u{1112}\u{1161}\u{11AB}") == 2)
        }

        @Test("counts CJK Extension B ideographs as two columns")
        func supplementaryIdeographs() {
            #expect(DisplayWidth.columns(of: "\u{20B9F}") == 2)
        }

        @Test("leaves Latin, Greek, Cyrillic and box drawing at one column per character")
        func narrowScripts() {
            #expect(DisplayWidth.columns(of: "abc αβγ где ─│┌") == 15)
        }
    }

    @Suite("of combining and invisible characters")
    struct Combining {
        @Test("adds nothing for combining marks")
        func combiningMarks() {
            #expect(DisplayWidth.columns(of: "e\u{301}") == 1)
            #expect(DisplayWidth.columns(of: "cafe\u{301}") == 4)
            #expect(DisplayWidth.columns(of: "a\u{300}\u{316}\u{35C}b") == 2)
            #expect(DisplayWidth.columns(of: "か\u{3099}") == 2)
        }

        @Test("counts zero for a lone combining mark, zero-width space and joiners")
        func invisible() {
            #expect(DisplayWidth.columns(of: Character("\u{301}")) == 0)
            #expect(DisplayWidth.columns(of: Character("\u{200B}")) == 0)
            #expect(DisplayWidth.columns(of: Character("\u{200D}")) == 0)
        }

        @Test("counts zero for control characters")
        func controls() {
            #expect(DisplayWidth.columns(of: Character("\u{1B}")) == 0)
            #expect(DisplayWidth.columns(of: Character("\u{85}")) == 0)
        }
    }

    @Suite("of emoji")
    struct Emoji {
        @Test("counts two columns for emoji with emoji presentation")
        func emojiPresentation() {
            #expect(DisplayWidth.columns(of: "👍") == 2)
            #expect(DisplayWidth.columns(of: "⌚") == 2)
        }

        @Test("counts two columns for a text-default symbol followed by VS16, one without")
        func variationSelector16() {
            #expect(DisplayWidth.columns(of: "\u{2764}") == 1)
            #expect(DisplayWidth.columns(of: "\u{2764}\u{FE0F}") == 2)
        }

        @Test("counts one column for an emoji followed by VS15 (text presentation)")
        func variationSelector15() {
            #expect(DisplayWidth.columns(of: "\u{231A}\u{FE0E}") == 1)
        }

        @Test("counts a ZWJ family, a skin-tone modifier sequence, a flag and a keycap as two columns each")
        func sequences() {
            #expect(DisplayWidth.columns(of: "👨\u{200D}👩\u{200D}👧") == 2)
            #expect(DisplayWidth.columns(of: "👍🏽") == 2)
            #expect(DisplayWidth.columns(of: "🇯🇵") == 2)
            #expect(DisplayWidth.columns(of: "1\u{FE0F}\u{20E3}") == 2)
            #expect(DisplayWidth.columns(of: "🇯🇵🇫🇷") == 4)
        }

        @Test("keeps digits and # (which are emoji only in sequences) at one column")
        func emojiComponentsAlone() {
            #expect(DisplayWidth.columns(of: "#1") == 2)
        }
    }

    @MainActor
    @Test("lays Japanese, combining marks and emoji out in the right cells of a buffer")
    func bufferLayout() {
        var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
        let written = buffer.write("日e\u{301}👍x", at: .zero, style: .plain)
        #expect(written == 6)
        #expect(buffer[0, 0].grapheme == "日")
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0].grapheme == "e\u{301}")
        #expect(buffer[3, 0].grapheme == "👍")
        #expect(buffer[4, 0].isContinuation)
        #expect(buffer[5, 0].grapheme == "x")
        #expect(buffer.lines == ["日e\u{301}👍x"])
    }
}
