import ReactiveCore
import Testing
@testable import TerminalUI

/// A window of 30×4 showing a navigation controller with a root screen "Photos".
@MainActor
private func makeNavigation() -> (Window, NavigationController, LoggingController, LoggingController.Log) {
    let log = LoggingController.Log()
    let root = LoggingController("Photos", log: log)
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 30, height: 4))
    window.rootViewController = navigation
    return (window, navigation, root, log)
}

@MainActor
@Suite("A navigation controller")
struct NavigationControllerTests {
    @Test("shows the top screen's title in a bar over its view, with a back hint once it can go back")
    func titleBar() {
        let (window, navigation, root, log) = makeNavigation()
        window.send(.paste("cats"))
        #expect(window.renderFrame().lines == ["            Photos", "cats", "", ""])
        #expect(window.renderFrame()[0, 0].style.attributes == .reverse)
        navigation.push(LoggingController("Detail", log: log))
        navigation.trailingText = "3/10"
        #expect(window.renderFrame().lines[0] == " ‹ Back     Detail       3/10")
        root.title = "Albums"
        navigation.pop()
        #expect(window.renderFrame().lines[0] == "            Albums       3/10")
    }

    @Test("truncates a long title between the back hint and the trailing text")
    func longTitle() {
        let (window, navigation, _, log) = makeNavigation()
        navigation.push(LoggingController("東京都渋谷区の写真と動画", log: log))
        navigation.trailingText = "12"
        #expect(window.renderFrame().lines[0] == " ‹ Back 東京都渋谷区の写…  12")
    }

    @Test("shows the trailing text whole where the title leaves room; else the title gives way first, the trailing text keeping a third")
    func longTrailingText() {
        let navigation = NavigationController(rootViewController: LoggingController("Image Search", log: LoggingController.Log()))
        let window = Window(size: Size(width: 50, height: 2))
        window.rootViewController = navigation
        navigation.trailingText = "Pictures made on this computer"
        #expect(window.renderFrame().lines[0] == " Image Search      Pictures made on this computer")
        navigation.topViewController?.title = "Image Search — Offline Gallery"
        #expect(window.renderFrame().lines[0] == " Image Search — Offline Gallery Pictures made on…")
        navigation.topViewController?.title = "Image Search — a long title that cannot fit whole"
        #expect(window.renderFrame().lines[0] == " Image Search — a long title th… Pictures made o…")
    }

    @Test("runs the appearance callbacks in UIKit's order on push and pop")
    func appearanceOrder() {
        let (_, navigation, _, log) = makeNavigation()
        #expect(log.entries == ["Photos.willAppear", "Photos.didAppear"])
        log.entries.removeAll()
        navigation.push(LoggingController("Detail", log: log))
        #expect(log.entries == ["Photos.willDisappear", "Detail.willAppear", "Photos.didDisappear", "Detail.didAppear"])
        log.entries.removeAll()
        navigation.pop()
        #expect(log.entries == ["Detail.willDisappear", "Photos.willAppear", "Detail.didDisappear", "Photos.didAppear"])
    }

    @Test("runs no callbacks while off screen, then the top screen's on appearance")
    func offScreen() {
        let log = LoggingController.Log()
        let navigation = NavigationController(rootViewController: LoggingController("Root", log: log))
        let detail = LoggingController("Detail", log: log)
        let appeared = RecordedValues(detail.reactive.viewWillAppear)
        navigation.push(detail)
        #expect(log.entries.isEmpty)
        let window = Window(size: Size(width: 30, height: 4))
        window.rootViewController = navigation
        #expect(log.entries == ["Detail.willAppear", "Detail.didAppear"])
        #expect(appeared.values.count == 1)
    }

    @Test("moves the focus to a pushed screen and gives it back on pop")
    func focus() {
        let (window, navigation, root, log) = makeNavigation()
        #expect(window.focusedView === root.field)
        let detail = LoggingController("Detail", log: log)
        navigation.push(detail)
        #expect(window.focusedView === detail.field)
        navigation.pop()
        #expect(window.focusedView === root.field)
    }

    @Test("pops on Esc, and on Backspace only when the focused view does not use it")
    func popsWithKeys() {
        let (window, navigation, _, _) = makeNavigation()
        let plain = ViewController(title: "Plain")
        navigation.push(plain)
        window.send(.key(KeyEvent(.backspace)))
        #expect(navigation.topViewController !== plain)
        let detail = LoggingController("Detail", log: LoggingController.Log())
        navigation.push(detail)
        window.send(.paste("ab"))
        window.send(.key(KeyEvent(.backspace)))
        #expect(navigation.topViewController === detail && detail.field.text == "a")
        window.send(.key(KeyEvent(.escape)))
        #expect(navigation.viewControllers.count == 1)
        window.send(.key(KeyEvent(.escape)))
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("pops on a click on the back hint, not elsewhere on the bar, nor when the press is released off it")
    func popsOnBackHintClick() {
        let (window, navigation, _, log) = makeNavigation()
        let detail = LoggingController("Detail", log: log)
        navigation.push(detail)
        _ = window.renderFrame()
        func click(x: Int, releaseX: Int) {
            window.send(.mouse(MouseEvent(.press, button: .left, at: Point(x: x, y: 0))))
            window.send(.mouse(MouseEvent(.release, button: .left, at: Point(x: releaseX, y: 0))))
        }
        click(x: 12, releaseX: 12)
        click(x: 3, releaseX: 20)
        #expect(navigation.topViewController === detail)
        click(x: 3, releaseX: 6)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("pops to the root, keeping only the root on the stack")
    func popToRoot() {
        let (window, navigation, root, log) = makeNavigation()
        navigation.push(LoggingController("A", log: log))
        navigation.push(LoggingController("B", log: log))
        log.entries.removeAll()
        let removed = navigation.popToRoot()
        #expect(removed.map(\.title) == ["A", "B"])
        #expect(navigation.viewControllers.count == 1 && window.focusedView === root.field)
        #expect(log.entries == ["B.willDisappear", "Photos.willAppear", "B.didDisappear", "Photos.didAppear"])
    }

    @Test("replaces its stack, going from the old top screen to the new one")
    func setViewControllers() {
        let (window, navigation, root, log) = makeNavigation()
        let list = LoggingController("List", log: log)
        let detail = LoggingController("Detail", log: log)
        log.entries.removeAll()
        navigation.setViewControllers([root, list, detail])
        #expect(log.entries == ["Photos.willDisappear", "Detail.willAppear", "Photos.didDisappear", "Detail.didAppear"])
        #expect(window.renderFrame().lines[0] == " ‹ Back     Detail")
        #expect(window.focusedView === detail.field && list.parent === navigation)
        navigation.pop()
        #expect(navigation.topViewController === list && window.focusedView === list.field)
        navigation.setViewControllers([])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("lets a pushed screen find its navigation controller, and forgets it once popped")
    func findsNavigationController() {
        let (_, navigation, root, log) = makeNavigation()
        let detail = LoggingController("Detail", log: log)
        navigation.push(detail)
        #expect(root.navigationController === navigation && detail.navigationController === navigation)
        #expect(navigation.navigationController == nil)
        navigation.pop()
        #expect(detail.navigationController == nil)
    }

    @Test("sends the keys to the top screen when none of its views can hold the focus")
    func keysReachUnfocusableTopScreen() {
        let (window, navigation, _, _) = makeNavigation()
        let keys = KeyRecordingController()
        navigation.push(keys)
        window.send(.key(KeyEvent(.character("x"))))
        #expect(keys.received == [KeyEvent(.character("x"))])
        window.send(.key(KeyEvent(.escape)))
        #expect(navigation.topViewController !== keys, "unused keys still reach the navigation controller")
    }
}

/// A screen with no focusable view that records the letters it is sent.
@MainActor
private final class KeyRecordingController: ViewController {
    var received: [KeyEvent] = []
    override func handle(_ event: KeyEvent) -> Bool {
        guard case .character = event.key else { return false }
        received.append(event)
        return true
    }
}
