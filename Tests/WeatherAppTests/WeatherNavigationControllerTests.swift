import TerminalUI
import Testing
import WeatherView
@testable import weather

@MainActor
@Suite("WeatherNavigationController")
struct WeatherNavigationControllerTests {
    @Test("quits on q and passes other keys on")
    func quitKey() {
        var quits = 0
        let navigation = WeatherNavigationController(rootViewController: WeatherTableViewController()) { quits += 1 }
        #expect(navigation.handle(KeyEvent(.character("q"))))
        #expect(quits == 1)
        #expect(!navigation.handle(KeyEvent(.character("x"))))
        #expect(quits == 1)
    }
}
