import ReactiveCore
import Testing
@testable import TerminalUI

/// A modal screen that draws its name and holds one focusable field.
@MainActor
private final class Sheet: ViewController {
    let field = TextField()
    override func loadView() -> View {
        let stack = StackView(axis: .vertical)
        stack.addArrangedSubview(Label(title), size: .fixed(1))
        stack.addArrangedSubview(field, size: .fixed(1))
        return stack
    }
}

@MainActor
@Suite("Modal presentation")
struct PresentationTests {
    private func makeScreen() -> (Window, LoggingController, LoggingController.Log) {
        let log = LoggingController.Log()
        let window = Window(size: Size(width: 20, height: 3))
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        log.entries.removeAll()
        return (window, root, log)
    }

    @Test("lays the presented view over the window and gives it the focus and every key")
    func presentsOverTheWindow() {
        let (window, root, _) = makeScreen()
        let sheet = Sheet(title: "Sheet")
        root.present(sheet)
        #expect(window.renderFrame().lines.first == "Sheet")
        #expect(window.focusedView === sheet.field)
        window.send(.key(KeyEvent(.character("x"))))
        window.send(.key(KeyEvent(.tab)))
        window.send(.key(KeyEvent(.character("y"))))
        #expect(sheet.field.text == "xy")
        #expect(root.field.text.isEmpty)
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
    }

    @Test("returns the focus where it was on dismissal and runs the appearance callbacks")
    func dismissRestoresFocus() {
        let (window, root, log) = makeScreen()
        let modal = LoggingController("modal", log: log)
        root.present(modal)
        #expect(window.focusedView === modal.field)
        modal.dismiss()
        #expect(window.focusedView === root.field)
        #expect(log.entries == ["modal.willAppear", "modal.didAppear", "modal.willDisappear", "modal.didDisappear"])
        #expect(window.presentedControllers.isEmpty && root.presentedViewController == nil)
        window.send(.key(KeyEvent(.character("z"))))
        #expect(root.field.text == "z")
    }

    @Test("dismisses the controllers presented over a dismissed one too")
    func dismissesStack() {
        let (window, root, log) = makeScreen()
        let first = LoggingController("first", log: log)
        let second = LoggingController("second", log: log)
        root.present(first)
        first.present(second)
        #expect(window.focusedView === second.field)
        root.dismiss()
        #expect(window.presentedControllers.isEmpty)
        #expect(window.focusedView === root.field)
        #expect(log.entries.suffix(4) == ["second.willDisappear", "second.didDisappear", "first.willDisappear", "first.didDisappear"])
    }

    @Test("sends the appearance transitions on the reactive signals")
    func reactiveAppearance() {
        let (window, root, log) = makeScreen()
        let modal = LoggingController("modal", log: log)
        let willAppear = RecordedValues(modal.reactive.viewWillAppear)
        let didAppear = RecordedValues(modal.reactive.viewDidAppear)
        let all = RecordedValues(modal.appearanceTransitions)
        root.present(modal)
        #expect(window.presentedControllers.count == 1)
        modal.dismiss()
        #expect(willAppear.values.count == 1 && didAppear.values.count == 1)
        #expect(all.values == [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }
}
