import Testing
@testable import TerminalUI

/// A view that draws its name, for tree tests.
@MainActor
private final class NameView: View {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override func draw(in canvas: inout Canvas) {
        canvas.write(name, at: .zero)
    }
}

/// A focusable view that records the keys it handles.
@MainActor
private final class KeySink: View {
    var keys: [KeyEvent] = []
    override var canBecomeFocused: Bool { true }
    override func handle(_ event: KeyEvent) -> Bool {
        guard case .character = event.key else { return false }
        keys.append(event)
        return true
    }
}

@MainActor
@Suite("A view tree")
struct ViewTreeTests {
    @Test("draws subviews clipped to their frames, in local coordinates")
    func drawsSubviewsClipped() {
        let root = View()
        let child = NameView("abcdef")
        child.frame = Rect(x: 2, y: 1, width: 3, height: 1)
        root.addSubview(child)
        let buffer = root.renderOffscreen(size: Size(width: 8, height: 3))
        #expect(buffer.lines == ["", "  abc", ""])
    }

    @Test("keeps a wide grapheme whole or leaves it out")
    func keepsWideGraphemesWhole() {
        let root = NameView("日本語")
        let buffer = root.renderOffscreen(size: Size(width: 5, height: 1))
        #expect(buffer.lines == ["日本"])
        #expect(buffer[1, 0].isContinuation)
    }

    @Test("coalesces display requests into one frame request")
    func coalescesFrameRequests() {
        let window = Window(size: Size(width: 10, height: 2))
        var requests = 0
        window.frameRequestHandler = { requests += 1 }
        _ = window.renderFrame()
        let label = NameView("x")
        window.addSubview(label)
        label.setNeedsDisplay()
        label.frame = Rect(x: 1, y: 0, width: 1, height: 1)
        #expect(requests == 1)
        _ = window.renderFrame()
        label.setNeedsDisplay()
        #expect(requests == 2)
    }

    @Test("sends keys to the focused view and bubbles the rest up, Tab moving the focus")
    func bubblesKeys() {
        let window = Window(size: Size(width: 10, height: 2))
        let controller = ViewController()
        let first = KeySink()
        let second = KeySink()
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        window.rootViewController = controller
        #expect(window.focusedView === first)
        window.send(.key(KeyEvent(.character("a"))))
        window.send(.key(KeyEvent(.tab)))
        window.send(.key(KeyEvent(.character("b"))))
        #expect(first.keys == [KeyEvent(.character("a"))])
        #expect(second.keys == [KeyEvent(.character("b"))])
        second.removeFromSuperview()
        #expect(window.focusedView == nil)
    }

    @Test("never lets an escape sequence from data reach the buffer")
    func sanitisesText() {
        let view = NameView("a\u{1B}[2Jb\u{9B}c")
        let buffer = view.renderOffscreen(size: Size(width: 10, height: 1))
        #expect(!buffer.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B } })
    }
}
