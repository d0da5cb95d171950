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

    /// The detail screen's shape: an image that fills, then a fitting stack of labels whose last
    /// one starts hidden, in a window.
    static func screenWithFittingDetails() -> (window: Window, message: Label) {
        let message = Label(numberOfLines: 0)
        message.isHidden = true
        let details = StackView(axis: .vertical, arrangedSubviews: [(Label("Tags: lake"), .fit), (message, .fit)])
        let screen = StackView(axis: .vertical, arrangedSubviews: [(View(), .fill), (details, .fit), (Label("status"), .fixed(1))])
        let window = Window(size: Size(width: 20, height: 6))
        window.addSubview(screen)
        screen.frame = window.bounds
        return (window, message)
    }

    @Test("lay out every stack whose size follows its children's when a label deep inside grows")
    func relayoutUpTheStacks() {
        let (window, message) = Self.screenWithFittingDetails()
        #expect(window.renderFrame().lines.suffix(2) == ["Tags: lake", "status"])
        message.text = "Open it yourself"
        message.isHidden = false
        #expect(window.isFrameScheduled)
        #expect(window.renderFrame().lines.suffix(3) == ["Tags: lake", "Open it yourself", "status"])
        message.text = "First line and then a second"
        #expect(window.renderFrame().lines.suffix(4) == ["Tags: lake", "First line and then", "a second", "status"])
    }

    @Test("give the room back when a label deep inside is hidden again")
    func relayoutWhenHidden() {
        let (window, message) = Self.screenWithFittingDetails()
        message.text = "Shown for a while"
        message.isHidden = false
        _ = window.renderFrame()
        message.isHidden = true
        #expect(window.renderFrame().lines.suffix(2) == ["Tags: lake", "status"])
    }
}
