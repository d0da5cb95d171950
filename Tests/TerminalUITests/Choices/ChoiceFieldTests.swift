import Testing
@testable import TerminalUI

@MainActor
@Suite("A choice field")
struct ChoiceFieldTests {
    /// A screen of `width`×`height` holding `fields` one a row, the first focused.
    static func show(_ fields: [ChoiceField], width: Int = 40, height: Int = 20) -> Window {
        let window = Window(size: Size(width: width, height: height))
        let controller = ViewController()
        for (row, field) in fields.enumerated() {
            controller.view.addSubview(field)
            field.frame = Rect(x: 0, y: row, width: width, height: 1)
        }
        window.rootViewController = controller
        fields.first?.becomeFocused()
        return window
    }

    static func press(_ keys: Key..., in window: Window) {
        for key in keys { window.send(.key(KeyEvent(key))) }
    }

    static var orientation: ChoiceField {
        ChoiceField(title: "Orientation", options: ["Any", "Horizontal", "Vertical"], selectedIndices: [0])
    }

    @Test("draws its title, then the value between ‹ › (one-of) or [ ] (any-of), reversed while focused")
    func draws() {
        let colours = ChoiceField(title: "Colours", options: ["Red", "Green", "Blue"], selectedIndices: [2, 0], allowsMultipleSelection: true)
        let empty = ChoiceField(title: "Colours", options: ["Red"], allowsMultipleSelection: true)
        empty.noSelectionText = "Any colour"
        let fields = [Self.orientation, colours, empty]
        for field in fields { field.titleWidth = 13 }
        let window = Self.show(fields, height: 3)
        let buffer = window.renderFrame()
        #expect(buffer.lines == ["Orientation  ‹ Any ›", "Colours      [ Red, Blue ]", "Colours      [ Any colour ]"])
        #expect(buffer[13, 0].style.attributes == .reverse && buffer[0, 0].style.attributes == [])
        #expect(buffer[13, 1].style.attributes == [])
    }

    @Test("Left and Right step through a one-of field's values, wrapping, and say so")
    func steps() {
        let field = Self.orientation
        let changes = RecordedValues(field.reactive.selectionChanged)
        let window = Self.show([field])
        Self.press(.right, .right, .right, .left, in: window)
        #expect(changes.values == [[1], [2], [0], [2]])
        #expect(field.valueText == "Vertical")
    }

    @Test("Left and Right do nothing to an any-of field")
    func noStepping() {
        let field = ChoiceField(title: "Colours", options: ["Red", "Blue"], allowsMultipleSelection: true)
        #expect(!field.handle(KeyEvent(.right)))
        #expect(field.selectedIndices.isEmpty)
    }

    @Test("Enter opens its options over the screen, titled with its title; the choice made there becomes its value")
    func opensList() throws {
        let field = Self.orientation
        field.listHint = "Space selects"
        let changes = RecordedValues(field.reactive.selectionChanged)
        let window = Self.show([field], height: 12)
        Self.press(.enter, in: window)
        let list = try #require(window.presentedControllers.last as? ChoiceListController)
        #expect(list.title == "Orientation" && list.hint == "Space selects")
        let lines = window.renderFrame().lines
        #expect(lines.contains { $0.contains("(*) Any") } && lines.contains { $0.contains("( ) Vertical") })
        Self.press(.down, .down, .enter, in: window)
        #expect(window.presentedControllers.isEmpty)
        #expect(field.selectedIndices == [2] && changes.values == [[2]])
        #expect(field.isFocused, "the focus comes back to the field")
    }

    @Test("Esc in the list leaves the value as it was")
    func cancelsList() {
        let field = Self.orientation
        let changes = RecordedValues(field.reactive.selectionChanged)
        let window = Self.show([field], height: 12)
        Self.press(.character(" "), .down, .character(" "), .escape, in: window)
        #expect(window.presentedControllers.isEmpty)
        #expect(field.selectedIndices == [0] && changes.values.isEmpty)
    }

    @Test("an any-of field's list toggles values with Space and keeps them with Enter")
    func anyOfList() {
        let field = ChoiceField(title: "Colours", options: ["Red", "Green", "Blue"], allowsMultipleSelection: true)
        let window = Self.show([field], height: 12)
        Self.press(.enter, .character(" "), .end, .character(" "), .enter, in: window)
        #expect(field.selectedIndices == [0, 2] && field.valueText == "Red, Blue")
    }

    @Test("a selection set in code is drawn and sends nothing")
    func setInCode() {
        let field = Self.orientation
        let changes = RecordedValues(field.reactive.selectionChanged)
        field.selectedIndices = [1]
        #expect(field.valueText == "Horizontal" && changes.values.isEmpty)
    }

    @Test("asks for one row as wide as its title's columns and its decorated value")
    func size() {
        let field = Self.orientation
        #expect(field.sizeThatFits(Size(width: 80, height: 4)) == Size(width: 13 + 7, height: 1))
        field.titleWidth = 20
        #expect(field.sizeThatFits(Size(width: 80, height: 4)) == Size(width: 27, height: 1))
    }

    @Test("a click on the field opens its options; a press released elsewhere does not")
    func clickOpens() throws {
        let field = Self.orientation
        let window = Self.show([field], height: 12)
        _ = window.renderFrame()
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: 3, y: 0))))
        window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: 3, y: 5))))
        #expect(window.presentedControllers.isEmpty)
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: 15, y: 0))))
        window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: 15, y: 0))))
        let list = try #require(window.presentedControllers.last as? ChoiceListController)
        #expect(list.title == "Orientation")
    }

    @Test("a click gives the field the focus, so that after a pick from its list the keys go to it, as after Enter")
    func clickFocuses() throws {
        let type = ChoiceField(title: "Type", options: ["All", "Photos"], selectedIndices: [0])
        let orientation = Self.orientation
        let window = Self.show([type, orientation], height: 12)
        _ = window.renderFrame()
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: 15, y: 1))))
        window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: 15, y: 1))))
        let lines = window.renderFrame().lines
        let row = try #require(lines.firstIndex { $0.contains("Vertical") })
        let column = try #require(lines[row].range(of: "Vertical")).lowerBound.utf16Offset(in: lines[row])
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: column, y: row))))
        window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: column, y: row))))
        #expect(window.presentedControllers.isEmpty && orientation.valueText == "Vertical")
        #expect(orientation.isFocused)
        Self.press(.right, in: window)
        #expect(orientation.valueText == "Any" && type.valueText == "All")
    }
}
