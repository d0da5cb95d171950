import Testing
import TerminalUI

@Suite("Editable text")
struct EditableTextTests {
    @Test("inserts at the cursor and deletes around it")
    func insertsAndDeletes() {
        var text = EditableText("helo")
        text.moveLeft()
        text.insert("l")
        #expect(text.text == "hello" && text.cursor == 4)
        text.deleteBackward()
        text.deleteForward()
        #expect(text.text == "hel" && text.cursor == 3)
        text.moveToStart()
        text.deleteBackward()
        #expect(text.text == "hel" && text.cursor == 0)
    }

    @Test("removes to either end and the word before the cursor")
    func removesRanges() {
        var text = EditableText("git commit  -m")
        text.deleteWordBackward()
        #expect(text.text == "git commit  ")
        text.deleteWordBackward()
        #expect(text.text == "git ")
        text.moveLeft()
        text.moveLeft()
        text.deleteToEnd()
        #expect(text.text == "gi")
        text.insert("x")
        text.moveLeft()
        text.deleteToStart()
        #expect(text.text == "x" && text.cursor == 0)
    }

    @Test("keeps to maximumLength graphemes: what does not fit is left out, the cursor after what did")
    func maximumLength() {
        var text = EditableText("abcdef")
        text.maximumLength = 5
        #expect(text.text == "abcde" && text.cursor == 5 && text.isFull)
        text.moveToStart()
        text.deleteForward()
        text.insert("XYZ")
        #expect(text.text == "Xbcde" && text.cursor == 1)
        text.setText("京都の寺と山と湖")
        #expect(text.text == "京都の寺と" && text.cursor == 1)
        text.maximumLength = nil
        text.insert("123")
        #expect(text.text == "京123都の寺と" && !text.isFull)
    }

    @Test("moves by words")
    func movesByWords() {
        var text = EditableText("one two three")
        text.moveWordLeft()
        #expect(text.cursor == 8)
        text.moveWordLeft()
        #expect(text.cursor == 4)
        text.moveWordRight()
        #expect(text.cursor == 7)
    }

    @Test("keeps inserted text on one line and free of control characters")
    func sanitisesInsertions() {
        var text = EditableText()
        text.insert("a\nb\r\nc\td\u{1B}[2J")
        #expect(text.text == "a b c d\u{FFFD}")
    }

    @Test("counts the cursor in graphemes, so a Japanese character or an emoji is one step")
    func graphemes() {
        var text = EditableText("日本👍🏽")
        text.deleteBackward()
        #expect(text.text == "日本")
        text.moveLeft()
        text.insert("語")
        #expect(text.text == "日語本" && text.cursor == 2)
    }
}
