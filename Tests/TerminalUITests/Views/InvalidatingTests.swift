import Testing
@testable import TerminalUI

@MainActor
@Suite("Invalidating view properties")
struct InvalidatingTests {
    @Test("ask for a frame when they change, and not when set to the same value")
    func redrawOnlyOnChange() {
        let window = Window(size: Size(width: 10, height: 1))
        let label = Label("a")
        window.addSubview(label)
        _ = window.renderFrame()
        label.text = "a"
        label.style = .plain
        #expect(!window.isFrameScheduled)
        label.style = Style(attributes: .bold)
        #expect(window.isFrameScheduled)
    }

    @Test("lay the superview out again when the view's size may change")
    func relayoutOnSizeChange() {
        let stack = StackView(axis: .horizontal, spacing: 1)
        let label = Label("ab")
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(Label("rest"), size: .fill)
        #expect(stack.renderOffscreen(size: Size(width: 10, height: 1)).lines == ["ab rest"])
        label.text = "abcd"
        #expect(stack.renderOffscreen().lines == ["abcd rest"])
    }

    @Test("lay a stack out again, with its superview, when its spacing changes")
    func relayoutOnLayoutChange() {
        let outer = StackView(axis: .horizontal)
        let inner = StackView(axis: .horizontal)
        inner.addArrangedSubview(Label("a"))
        inner.addArrangedSubview(Label("b"))
        outer.addArrangedSubview(inner)
        outer.addArrangedSubview(Label("c"))
        #expect(outer.renderOffscreen(size: Size(width: 10, height: 1)).lines == ["abc"])
        inner.spacing = 2
        #expect(outer.renderOffscreen().lines == ["a  bc"])
    }
}
