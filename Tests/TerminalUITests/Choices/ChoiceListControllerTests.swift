import Testing
@testable import TerminalUI

@MainActor
@Suite("A choice list controller")
struct ChoiceListControllerTests {
    /// A 30×12 screen with a list of three sizes presented over it.
    static func present(allowsMultipleSelection: Bool = false) -> (Window, ChoiceListController) {
        let window = Window(size: Size(width: 30, height: 12))
        window.rootViewController = ViewController()
        let controller = ChoiceListController(
            title: "Size", options: ["Small", "Medium", "Large"], selectedIndices: [1], allowsMultipleSelection: allowsMultipleSelection,
            hint: "Enter chooses")
        window.present(controller)
        return (window, controller)
    }

    @Test("draws a framed box with the title, the options and the hint, the list focused")
    func draws() {
        let (window, controller) = Self.present()
        #expect(window.renderFrame().lines == [
            "",
            "      ╭───────────────╮",
            "      │     Size      │",
            "      │               │",
            "      │ ( ) Small     │",
            "      │ (*) Medium    │",
            "      │ ( ) Large     │",
            "      │               │",
            "      │ Enter chooses │",
            "      ╰───────────────╯",
            "",
            "",
        ])
        #expect(controller.list.isFocused)
    }

    @Test("Enter dismisses it and sends the choice once, then completes")
    func chooses() {
        let (window, controller) = Self.present()
        let chosen = RecordedValues(controller.chosen)
        window.send(.key(KeyEvent(.down)))
        window.send(.key(KeyEvent(.enter)))
        #expect(window.presentedControllers.isEmpty)
        #expect(chosen.values == [[2]] && chosen.hasCompleted)
    }

    @Test("Esc dismisses it without a choice")
    func cancels() {
        let (window, controller) = Self.present(allowsMultipleSelection: true)
        let chosen = RecordedValues(controller.chosen)
        window.send(.key(KeyEvent(.character(" "))))
        window.send(.key(KeyEvent(.escape)))
        #expect(window.presentedControllers.isEmpty)
        #expect(chosen.values.isEmpty && chosen.hasCompleted)
    }

    @Test("a list longer than the screen scrolls inside the box")
    func longList() {
        let window = Window(size: Size(width: 30, height: 8))
        window.rootViewController = ViewController()
        let controller = ChoiceListController(title: "Number", options: (1...20).map { "Option \($0)" }, selectedIndices: [19])
        window.present(controller)
        let lines = window.renderFrame().lines
        #expect(lines.contains { $0.contains("(*) Option 20") })
        #expect(lines.contains { $0.contains("▲") })
        #expect(!lines.contains { $0.contains("Option 1 ") })
    }

    @Test("a click on an option of a one-of list chooses it, as in a menu")
    func clickChooses() {
        let (window, controller) = Self.present()
        let chosen = RecordedValues(controller.chosen)
        _ = window.renderFrame()
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: 10, y: 6))))
        window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: 10, y: 6))))
        #expect(window.presentedControllers.isEmpty)
        #expect(chosen.values == [[2]] && chosen.hasCompleted)
    }

    @Test("in an any-of list a click toggles an option and keeps the box; a double click chooses")
    func clicksToggle() {
        let (window, controller) = Self.present(allowsMultipleSelection: true)
        let chosen = RecordedValues(controller.chosen)
        _ = window.renderFrame()
        for clickCount in [1, 2] {
            window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: 10, y: 4), clickCount: clickCount)))
            window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: 10, y: 4))))
            if clickCount == 1 { #expect(window.presentedControllers.count == 1) }
        }
        #expect(window.presentedControllers.isEmpty)
        #expect(chosen.values == [[0, 1]])
    }
}
