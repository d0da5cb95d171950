import Testing
@testable import TerminalUI

/// Records when its view loaded and when it appeared.
@MainActor
private final class LoadRecordingController: ViewController {
    var events: [String] = []
    override func viewDidLoad() { events.append("didLoad") }
    override func viewWillAppear() { events.append("willAppear") }
}

@MainActor
@Suite("A controller's view is loaded before it appears")
struct ViewLoadingOrderTests {
    @Test("as a window's root controller")
    func windowRoot() {
        let controller = LoadRecordingController()
        let window = Window(size: Size(width: 10, height: 3))
        window.rootViewController = controller
        #expect(controller.events == ["didLoad", "willAppear"])
    }

    @Test("as the root of a navigation controller in a window, and when pushed")
    func navigation() {
        let root = LoadRecordingController()
        let pushed = LoadRecordingController()
        let navigation = NavigationController(rootViewController: root)
        let window = Window(size: Size(width: 10, height: 3))
        window.rootViewController = navigation
        navigation.push(pushed)
        #expect(root.events == ["didLoad", "willAppear"])
        #expect(pushed.events == ["didLoad", "willAppear"])
    }

    @Test("so that a signal observed in viewDidLoad sees the first appearance")
    func firstAppearanceSeen() {
        final class Screen: ViewController {
            var appearances = 0
            override func viewDidLoad() {
                reactive.viewWillAppear.observeValues { [weak self] in MainActor.assumeIsolated { self?.appearances += 1 } }
            }
        }
        let screen = Screen()
        let window = Window(size: Size(width: 10, height: 3))
        window.rootViewController = NavigationController(rootViewController: screen)
        #expect(screen.appearances == 1)
    }
}
