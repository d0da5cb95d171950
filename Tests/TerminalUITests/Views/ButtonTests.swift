import Testing
@testable import TerminalUI

@MainActor
@Suite("A button")
struct ButtonTests {
    @Test("draws its title in brackets, reversed while focused")
    func draws() {
        let window = Window(size: Size(width: 10, height: 1))
        let controller = ViewController()
        let button = Button("OK")
        controller.view.addSubview(button)
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        window.rootViewController = controller
        let buffer = window.renderFrame()
        #expect(buffer.lines == ["[ OK ]"])
        #expect(buffer[2, 0].style.attributes == .reverse)
        button.removeFromSuperview()
        #expect(button.renderOffscreen()[2, 0].style.attributes == [])
    }

    @Test("runs its action and sends pressed on Enter and Space, not other keys")
    func presses() {
        let button = Button("Go")
        var actions = 0
        button.action = { _ in actions += 1 }
        let presses = RecordedValues(button.reactive.pressed)
        #expect(button.handle(KeyEvent(.enter)))
        #expect(button.handle(KeyEvent(.character(" "))))
        #expect(!button.handle(KeyEvent(.character("x"))))
        #expect(actions == 2 && presses.values.count == 2)
    }

    @Test("is pressed by a click: the left button pressed and released on it, not released elsewhere")
    func clicks() {
        let window = Window(size: Size(width: 10, height: 2))
        let button = Button("Go")
        window.addSubview(button)
        button.frame = Rect(x: 2, y: 1, width: 6, height: 1)
        let presses = RecordedValues(button.reactive.pressed)
        func click(at press: Point, releasedAt release: Point, button: MouseButton = .left) {
            window.send(.mouse(MouseEvent(.press, button: button, at: press)))
            window.send(.mouse(MouseEvent(.release, button: button, at: release)))
        }
        click(at: Point(x: 3, y: 1), releasedAt: Point(x: 7, y: 1))
        #expect(presses.values.count == 1)
        click(at: Point(x: 3, y: 1), releasedAt: Point(x: 3, y: 0))
        click(at: Point(x: 3, y: 1), releasedAt: Point(x: 3, y: 1), button: .right)
        #expect(presses.values.count == 1)
    }

    @Test("takes the focus when pressed with the mouse, as Tab would have moved it there")
    func clickFocuses() {
        let window = Window(size: Size(width: 20, height: 1))
        let controller = ViewController()
        let first = Button("One")
        let second = Button("Two")
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        first.frame = Rect(x: 0, y: 0, width: 7, height: 1)
        second.frame = Rect(x: 10, y: 0, width: 7, height: 1)
        window.rootViewController = controller
        #expect(first.isFocused)
        window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: 12, y: 0))))
        #expect(second.isFocused)
        window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: 12, y: 0))))
        #expect(second.isFocused)
    }

    @Test("asks for the width of its decorated title")
    func sizeThatFits() {
        #expect(Button("日本").sizeThatFits(Size(width: 80, height: 5)) == Size(width: 8, height: 1))
        #expect(Button("OK", isBordered: false).sizeThatFits(Size(width: 80, height: 5)) == Size(width: 4, height: 1))
    }
}
