import AppLaunch
import AppSupport
import TerminalUI
import Testing

@MainActor
@Suite("AppNavigationController")
struct AppNavigationControllerTests {
    @Test("quits on q and passes other keys on")
    func quitKey() {
        var quits = 0
        let navigation = AppNavigationController(rootViewController: ViewController(title: "root")) { quits += 1 }
        #expect(navigation.handle(KeyEvent(.character("q"))))
        #expect(quits == 1)
        #expect(!navigation.handle(KeyEvent(.character("x"))))
        #expect(quits == 1)
    }

    @Test("names the way back in the app's language", arguments: [(AppLanguage.english, "‹ Back"), (.japanese, "‹ 戻る")])
    func backHint(language: AppLanguage, hint: String) {
        let navigation = AppNavigationController(rootViewController: ViewController(title: "root"), language: language) {}
        let window = Window(size: Size(width: 30, height: 4))
        window.rootViewController = navigation
        navigation.push(ViewController(title: "detail"))
        #expect(window.renderFrame().lines.first?.hasPrefix(" " + hint) == true)
    }

    @Test("still goes back with Esc")
    func escapeGoesBack() {
        let navigation = AppNavigationController(rootViewController: ViewController(title: "root")) {}
        let window = Window(size: Size(width: 20, height: 4))
        window.rootViewController = navigation
        navigation.push(ViewController(title: "detail"))
        #expect(navigation.handle(KeyEvent(.escape)))
        #expect(navigation.viewControllers.count == 1)
    }
}
