import Testing
@testable import TerminalUI

/// A view that records the mouse events it is offered, and handles them or not.
@MainActor
private final class MouseRecorder: View {
    let handles: Bool
    private(set) var events: [MouseEvent] = []

    init(handles: Bool = true) {
        self.handles = handles
        super.init()
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        events.append(event)
        return handles
    }

    var kinds: [MouseEvent.Kind] { events.map(\.kind) }
}

@MainActor
private func click(_ kind: MouseEvent.Kind, x: Int, y: Int, button: MouseButton = .left) -> InputEvent {
    .mouse(MouseEvent(kind, button: button, at: Point(x: x, y: y)))
}

/// A 20×10 window with a view at (2, 1), 10×5, holding two overlapping views and a hidden one.
@MainActor
private struct Layout {
    let window = Window(size: Size(width: 20, height: 10))
    let parent = MouseRecorder()
    let back = MouseRecorder()
    let front = MouseRecorder()
    let hidden = MouseRecorder()
    let wide = MouseRecorder()

    init() {
        window.addSubview(parent)
        parent.frame = Rect(x: 2, y: 1, width: 10, height: 5)
        for (view, frame) in [(back, Rect(x: 1, y: 1, width: 4, height: 2)), (front, Rect(x: 3, y: 1, width: 4, height: 2)),
                              (wide, Rect(x: 8, y: 3, width: 6, height: 2)), (hidden, Rect(x: 0, y: 0, width: 10, height: 5))] {
            parent.addSubview(view)
            view.frame = frame
        }
        hidden.isHidden = true
    }
}

@MainActor
@Suite("The mouse in a view tree")
struct MouseDeliveryTests {
    @Test("finds the deepest visible view under a point, the frontmost first, clipped to its superview")
    func hitTesting() {
        let layout = Layout()
        #expect(layout.window.hitTest(Point(x: 4, y: 2)) === layout.back)
        #expect(layout.window.hitTest(Point(x: 6, y: 2)) === layout.front)
        #expect(layout.window.hitTest(Point(x: 11, y: 5)) === layout.wide)
        #expect(layout.window.hitTest(Point(x: 2, y: 5)) === layout.parent)
        #expect(layout.window.hitTest(Point(x: 13, y: 5)) === layout.window, "the wide view's part outside its superview is not drawn, nor hit")
        #expect(layout.window.hitTest(Point(x: 20, y: 0)) == nil)
        layout.parent.isHidden = true
        #expect(layout.window.hitTest(Point(x: 4, y: 2)) === layout.window)
    }

    @Test("converts the window's coordinates into a view's")
    func conversion() {
        let layout = Layout()
        #expect(layout.front.convertFromWindow(Point(x: 6, y: 3)) == Point(x: 1, y: 1))
        #expect(layout.window.convertFromWindow(Point(x: 6, y: 3)) == Point(x: 6, y: 3))
    }

    @Test("gives a click to the view under the pointer, and what it leaves to its superview, the location in the window's coordinates")
    func bubbles() {
        let window = Window(size: Size(width: 20, height: 10))
        let outer = MouseRecorder()
        let inner = MouseRecorder(handles: false)
        window.addSubview(outer)
        outer.frame = Rect(x: 5, y: 5, width: 10, height: 5)
        outer.addSubview(inner)
        inner.frame = Rect(x: 0, y: 0, width: 2, height: 2)
        window.send(click(.press, x: 6, y: 6))
        #expect(inner.kinds == [.press] && outer.kinds == [.press])
        #expect(outer.events.first?.location == Point(x: 6, y: 6))
        window.send(click(.press, x: 9, y: 9))
        #expect(inner.kinds == [.press] && outer.kinds == [.press, .press])
    }

    @Test("lets the mouse through a view in front that does not use it to the view behind, which gets it before their superview")
    func passesThrough() {
        let window = Window(size: Size(width: 20, height: 10))
        let container = MouseRecorder()
        let behind = MouseRecorder()
        let overlay = MouseRecorder(handles: false)
        window.addSubview(container)
        container.frame = window.bounds
        for view in [behind, overlay] {
            container.addSubview(view)
            view.frame = container.bounds
        }
        window.send(click(.press, x: 3, y: 3))
        #expect(overlay.kinds == [.press] && behind.kinds == [.press] && container.kinds.isEmpty)
        #expect(container.views(at: Point(x: 3, y: 3)).map(ObjectIdentifier.init) == [overlay, behind, container].map(ObjectIdentifier.init))
    }

    @Test("sends the drags and the release after a handled press to the view that handled it, wherever the pointer is")
    func capture() {
        let layout = Layout()
        layout.window.send(click(.press, x: 4, y: 2))
        layout.window.send(click(.drag, x: 15, y: 8))
        layout.window.send(click(.release, x: 6, y: 2))
        #expect(layout.back.kinds == [.press, .drag, .release])
        #expect(layout.front.kinds.isEmpty)
        layout.window.send(click(.release, x: 6, y: 2))
        #expect(layout.front.kinds == [.release], "after the release the pointer's view gets the mouse again")
    }

    @Test("gives the wheel to the view under the pointer, not to the focused view")
    func wheelUnderPointer() {
        let layout = Layout()
        let field = TextField()
        layout.window.addSubview(field)
        field.frame = Rect(x: 0, y: 9, width: 20, height: 1)
        field.becomeFocused()
        layout.window.send(click(.wheel, x: 6, y: 2, button: .wheelDown))
        #expect(layout.front.kinds == [.wheel])
    }

    @Test("keeps the mouse from everything behind a modal, also the release of a press made before it appeared")
    func modal() {
        let window = Window(size: Size(width: 20, height: 10))
        let root = ViewController()
        let recorder = MouseRecorder()
        window.rootViewController = root
        root.view.addSubview(recorder)
        recorder.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        window.send(click(.press, x: 1, y: 1))
        window.present(ViewController())
        window.send(click(.release, x: 1, y: 1))
        window.send(click(.press, x: 2, y: 2))
        window.send(click(.wheel, x: 2, y: 2, button: .wheelUp))
        #expect(recorder.kinds == [.press])
    }
}
