import Testing
@testable import TerminalUI

@MainActor
@Suite("A choice list")
struct ChoiceListTests {
    static let colours = ["Red", "Orange", "Green", "Blue", "Black", "Brown"]

    /// `list` in a focused window of `width`×`height`.
    static func show(_ list: ChoiceList, width: Int = 16, height: Int = 6) -> Window {
        let window = Window(size: Size(width: width, height: height))
        let controller = ViewController()
        controller.view.addSubview(list)
        list.frame = Rect(x: 0, y: 0, width: width, height: height)
        window.rootViewController = controller
        list.becomeFocused()
        return window
    }

    static func press(_ keys: Key..., in window: Window) {
        for key in keys { window.send(.key(KeyEvent(key))) }
    }

    @Test("draws one option a row with its mark, the highlighted one reversed while focused")
    func draws() {
        let list = ChoiceList(options: ["Photos", "Vectors"], selectedIndices: [1])
        let window = Self.show(list, height: 2)
        let buffer = window.renderFrame()
        #expect(buffer.lines == ["( ) Photos", "(*) Vectors"])
        #expect(buffer[0, 1].style.attributes == .reverse && buffer[15, 1].style.attributes == .reverse, "the highlight spans the width")
        #expect(buffer[0, 0].style.attributes == [])
        let many = ChoiceList(options: ["Red", "Blue"], selectedIndices: [0, 1], allowsMultipleSelection: true)
        #expect(Self.show(many, height: 2).renderFrame().lines == ["[x] Red", "[x] Blue"])
    }

    @Test("starts with the highlight on the first selected option; without focus it is bold")
    func highlightStart() {
        let list = ChoiceList(options: Self.colours, selectedIndices: [3])
        #expect(list.highlightedIndex == 3)
        let window = Self.show(list)
        list.resignFocusForTest()
        #expect(window.renderFrame()[0, 3].style.attributes == .bold)
    }

    @Test("Up, Down, Home, End, PgUp and PgDn move the highlight, never past the ends")
    func moves() {
        let list = ChoiceList(options: Self.colours)
        let window = Self.show(list, height: 3)
        _ = window.renderFrame()
        Self.press(.up, in: window)
        #expect(list.highlightedIndex == 0)
        Self.press(.down, .down, in: window)
        #expect(list.highlightedIndex == 2)
        Self.press(.end, in: window)
        #expect(list.highlightedIndex == 5)
        Self.press(.down, in: window)
        #expect(list.highlightedIndex == 5)
        Self.press(.pageUp, in: window)
        #expect(list.highlightedIndex == 3, "a page is the view's height less one row")
        Self.press(.home, .pageDown, in: window)
        #expect(list.highlightedIndex == 2)
    }

    @Test("a letter moves to the next option starting with it, wrapping, in any case")
    func typeAhead() {
        let list = ChoiceList(options: Self.colours)
        let window = Self.show(list)
        Self.press(.character("b"), in: window)
        #expect(list.highlightedIndex == 3)
        Self.press(.character("B"), in: window)
        #expect(list.highlightedIndex == 4)
        Self.press(.character("b"), .character("b"), in: window)
        #expect(list.highlightedIndex == 3, "after Brown, back to Blue")
        Self.press(.character("z"), in: window)
        #expect(list.highlightedIndex == 3, "no option starts with z")
    }

    @Test("one-of: Space selects the highlighted option alone; Enter selects it and confirms")
    func oneOf() {
        let list = ChoiceList(options: Self.colours, selectedIndices: [0])
        let changes = RecordedValues(list.reactive.selectionChanged)
        let confirmations = RecordedValues(list.reactive.confirmed)
        let window = Self.show(list)
        Self.press(.down, .character(" "), in: window)
        #expect(list.selectedIndices == [1])
        Self.press(.down, .enter, in: window)
        #expect(list.selectedIndices == [2])
        #expect(changes.values == [[1], [2]])
        #expect(confirmations.values == [[2]])
    }

    @Test("any-of: Space toggles the highlighted option; Enter confirms the whole selection")
    func anyOf() {
        let list = ChoiceList(options: Self.colours, allowsMultipleSelection: true)
        let confirmations = RecordedValues(list.reactive.confirmed)
        let window = Self.show(list)
        Self.press(.character(" "), .down, .down, .down, .character(" "), .down, .character(" "), .up, .character(" "), .enter, in: window)
        #expect(list.selectedIndices == [0, 4])
        #expect(confirmations.values == [[0, 4]])
    }

    @Test("a selection set in code keeps only options in range, and one of them in a one-of list; it sends nothing")
    func setInCode() {
        let list = ChoiceList(options: Self.colours)
        let changes = RecordedValues(list.reactive.selectionChanged)
        list.selectedIndices = [4, 2, 99]
        #expect(list.selectedIndices == [2])
        let many = ChoiceList(options: Self.colours, selectedIndices: [1, 7, -1], allowsMultipleSelection: true)
        #expect(many.selectedIndices == [1])
        #expect(changes.values.isEmpty)
    }

    @Test("scrolls to keep the highlight in view, with ▲ and ▼ saying more lies above or below")
    func scrolls() {
        let list = ChoiceList(options: Self.colours)
        let window = Self.show(list, height: 3)
        #expect(window.renderFrame().lines == ["( ) Red", "( ) Orange", "( ) Green      ▼"])
        Self.press(.end, in: window)
        #expect(window.renderFrame().lines == ["( ) Blue       ▲", "( ) Black", "( ) Brown"])
        Self.press(.up, .up, .up, in: window)
        #expect(window.renderFrame().lines == ["( ) Green      ▲", "( ) Blue", "( ) Black      ▼"])
    }

    @Test("asks for the widest option with its mark, one row per option")
    func size() {
        #expect(ChoiceList(options: ["日本", "Red"]).sizeThatFits(Size(width: 80, height: 10)) == Size(width: 9, height: 2))
        #expect(ChoiceList(options: Self.colours).sizeThatFits(Size(width: 5, height: 3)) == Size(width: 5, height: 3))
    }

    @Test("keys it does not use go on up the chain")
    func otherKeys() {
        let list = ChoiceList(options: Self.colours)
        #expect(!list.handle(KeyEvent(.escape)))
        #expect(!list.handle(KeyEvent(.left)))
        #expect(!list.handle(KeyEvent(.character("a"), modifiers: .control)))
        #expect(!ChoiceList(options: []).handle(KeyEvent(.down)))
    }
}

private extension View {
    /// Takes the focus away from the view.
    func resignFocusForTest() {
        _ = window?.focus(nil)
    }
}
