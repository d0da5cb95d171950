import ReactiveCore
import Testing
@testable import TerminalUI

/// A window whose root view holds `field` at the top-left, `width` columns wide.
@MainActor
private func makeWindow(with field: TextField, width: Int) -> Window {
    let window = Window(size: Size(width: width, height: 1))
    let controller = ViewController()
    controller.view.addSubview(field)
    field.frame = Rect(x: 0, y: 0, width: width, height: 1)
    window.rootViewController = controller
    return window
}

@MainActor
private func type(_ text: String, into window: Window) {
    for character in text { window.send(.key(KeyEvent(.character(character)))) }
}

@MainActor
@Suite("A text field")
struct TextFieldTests {
    @MainActor
    @Suite("draws")
    struct Drawing {
        @Test("the placeholder dim while empty, with the cursor on its first cell when focused")
        func placeholder() {
            let field = TextField(placeholder: "Search")
            let window = makeWindow(with: field, width: 10)
            let buffer = window.renderFrame()
            #expect(buffer.lines == ["Search"])
            #expect(buffer[0, 0].style.attributes == [.dim, .reverse])
            #expect(buffer[1, 0].style.attributes == [.dim])
        }

        @Test("the cursor as a reverse-video cell only while focused")
        func cursor() {
            let field = TextField(text: "abc")
            let window = makeWindow(with: field, width: 6)
            var buffer = window.renderFrame()
            #expect(buffer.lines == ["abc"])
            #expect(buffer[3, 0].style.attributes == .reverse)
            #expect(buffer[2, 0].style.attributes == [])
            window.send(.key(KeyEvent(.home)))
            buffer = window.renderFrame()
            #expect(buffer[0, 0].style.attributes == .reverse && buffer[3, 0].style.attributes == [])
            field.removeFromSuperview()
            #expect(!field.renderOffscreen().cells.contains { $0.style.attributes.contains(.reverse) })
        }

        @Test("scrolls horizontally to keep the cursor in view, and back when room is made")
        func scrolls() {
            let field = TextField()
            let window = makeWindow(with: field, width: 5)
            type("abcdefgh", into: window)
            #expect(window.renderFrame().lines == ["efgh"])
            window.send(.key(KeyEvent(.backspace)))
            window.send(.key(KeyEvent(.backspace)))
            #expect(window.renderFrame().lines == ["cdef"])
            window.send(.key(KeyEvent(.home)))
            #expect(window.renderFrame().lines == ["abcde"])
        }

        @Test("a bullet per grapheme for secure entry, keeping the text itself")
        func secureEntry() {
            let field = TextField()
            field.isSecureTextEntry = true
            let window = makeWindow(with: field, width: 5)
            type("pässwörd日", into: window)
            #expect(window.renderFrame().lines == ["••••"])
            #expect(field.text == "pässwörd日")
        }

        @Test("never cuts a wide character when scrolling Japanese text")
        func scrollsJapanese() {
            let field = TextField()
            let window = makeWindow(with: field, width: 7)
            type("日本語入力", into: window)
            #expect(window.renderFrame().lines == ["語入力"])
            window.send(.key(KeyEvent(.home)))
            let buffer = window.renderFrame()
            #expect(buffer.lines == ["日本語"])
            #expect(buffer[6, 0].grapheme == " ")
        }
    }

    @MainActor
    @Suite("edits")
    struct Editing {
        @Test("with the line-editor keys")
        func keys() {
            let field = TextField()
            let window = makeWindow(with: field, width: 20)
            type("hello world", into: window)
            window.send(.key(.control("w")))
            #expect(field.text == "hello ")
            window.send(.key(.control("a")))
            type(">", into: window)
            window.send(.key(KeyEvent(.right)))
            window.send(.key(KeyEvent(.delete)))
            #expect(field.text == ">hllo ")
            window.send(.key(.control("k")))
            #expect(field.text == ">h")
            window.send(.key(.control("e")))
            window.send(.key(KeyEvent(.left)))
            window.send(.key(.control("u")))
            #expect(field.text == "h" && field.content.cursor == 0)
        }

        @Test("moving by words with Alt and the arrows")
        func wordMoves() {
            let field = TextField(text: "one two three")
            let window = makeWindow(with: field, width: 20)
            window.send(.key(KeyEvent(.left, modifiers: .alt)))
            window.send(.key(KeyEvent(.left, modifiers: .alt)))
            #expect(field.content.cursor == 4)
            window.send(.key(KeyEvent(.character("f"), modifiers: .alt)))
            #expect(field.content.cursor == 7)
            window.send(.key(.control("d")))
            #expect(field.text == "one twothree")
        }

        @Test("with pasted text on one line")
        func paste() {
            let field = TextField(text: "ab")
            let window = makeWindow(with: field, width: 20)
            window.send(.key(KeyEvent(.left)))
            window.send(.paste("1\n2\u{1B}"))
            #expect(field.text == "a1 2\u{FFFD}b")
        }

        @Test("after text set by the program, with the cursor at its end — also when the text is the same")
        func cursorAfterSetText() {
            let field = TextField()
            let window = makeWindow(with: field, width: 20)
            field.text = "lake"
            type(" sunset", into: window)
            #expect(field.text == "lake sunset")
            window.send(.key(KeyEvent(.home)))
            field.text = "lake sunset"
            type("!", into: window)
            #expect(field.text == "lake sunset!" && field.content.cursor == 12)
        }

        @Test("up to maximumLength graphemes, typed or pasted, and no further")
        func maximumLength() {
            let field = TextField(text: "abcdef")
            field.maximumLength = 4
            #expect(field.text == "abcd" && field.isFull)
            let window = makeWindow(with: field, width: 20)
            let values = RecordedValues(field.reactive.continuousTextValues)
            type("x", into: window)
            window.send(.key(KeyEvent(.backspace)))
            #expect(field.text == "abc" && !field.isFull)
            window.send(.paste("山🏔️z"))
            #expect(field.text == "abc山" && field.isFull)
            field.text = "0123456789"
            #expect(field.text == "0123")
            #expect(values.values == ["abc", "abc山"])
        }

        @Test("and lets keys it does not use bubble up")
        func bubbles() {
            let field = TextField()
            _ = makeWindow(with: field, width: 20)
            #expect(!field.handle(KeyEvent(.up)))
            #expect(!field.handle(KeyEvent(.escape)))
            #expect(!field.handle(KeyEvent(.tab)))
            #expect(field.handle(KeyEvent(.backspace)))
        }
    }

    @MainActor
    @Suite("reports")
    struct Events {
        @Test("each edit by the user on textChanged and continuousTextValues, not programmatic changes")
        func textChanged() {
            let field = TextField()
            let window = makeWindow(with: field, width: 20)
            let values = RecordedValues(field.reactive.continuousTextValues)
            type("ab", into: window)
            window.send(.key(KeyEvent(.left)))
            window.send(.key(KeyEvent(.backspace)))
            field.text = "set"
            #expect(values.values == ["a", "ab", "b"])
        }

        @Test("the text on submitted when Enter is pressed")
        func submitted() {
            let field = TextField()
            let window = makeWindow(with: field, width: 20)
            let values = RecordedValues(field.reactive.submitted)
            type("cats", into: window)
            window.send(.key(KeyEvent(.enter)))
            #expect(values.values == ["cats"])
        }

        @Test("and shows the values bound to reactive.text")
        func bindsText() {
            let field = TextField()
            let window = makeWindow(with: field, width: 20)
            let query = MutableProperty("dogs")
            field.reactive.text <~ query
            #expect(window.renderFrame().lines == ["dogs"])
        }
    }
}
