import AppSupport
import ReactiveCore
import Testing
import TerminalUI
@testable import ImageSearchView

@MainActor
@Suite("SearchFiltersViewController")
struct SearchFiltersViewControllerTests {
    /// The list screen with the filter panel opened by `f`.
    static func openedPanel(language: AppLanguage = .english) -> ListScreen {
        let screen = ListScreen(viewModel: StubTableViewModel(cells: stubCells(3)), language: language)
        screen.press(.character("f"))
        return screen
    }

    static var form: (ListScreen) -> StubFilterForm { { $0.viewModel.filterForm } }

    @Test("f opens the panel on a form of the view model: its title, fields and values, what it shows, the buttons and the keys")
    func opens() {
        let screen = Self.openedPanel()
        #expect(screen.viewModel.recordedCalls.contains("makeFilterForm"))
        let text = screen.screen
        for expected in ["Filters", "Type", "‹ All types ›", "Colours", "[ Any colour ]", "Order", "‹ Most popular first ›",
                         "Every image, most popular first", "[ Apply ]", "[ Reset ]", "[ Cancel ]", "↑↓ field"] {
            #expect(text.contains(expected), "\(expected) in:\n\(text)")
        }
    }

    @Test("Left and Right change the focused field; Down moves to the next one; the form hears each change")
    func changes() {
        let screen = Self.openedPanel()
        screen.press(.right)
        screen.press(.down)
        screen.press(.down)
        screen.press(.right)
        #expect(Self.form(screen).recordedCalls == ["select([1], 0)", "select([1], 2)"])
        #expect(screen.screen.contains("‹ Photos ›") && screen.screen.contains("‹ Latest first ›"))
    }

    @Test("after a value is picked from a field's list with the mouse, the keys go to that field, as after Enter")
    func mousePickKeepsFocus() {
        let screen = Self.openedPanel()
        #expect(screen.click("‹ Most popular first ›"))
        #expect(screen.click("Latest first"))
        #expect(screen.window.presentedControllers.count == 1, "the list is gone, the panel stays")
        screen.press(.right)
        #expect(Self.form(screen).recordedCalls == ["select([1], 2)", "select([0], 2)"])
    }

    @Test("Enter on the colours opens their list, where Space picks several")
    func colourList() {
        let screen = Self.openedPanel()
        screen.press(.down)
        screen.press(.enter)
        #expect(screen.screen.contains("[ ] Green"))
        screen.press(.character(" "))
        screen.press(.end)
        screen.press(.character(" "))
        screen.press(.enter)
        #expect(Self.form(screen).recordedCalls == ["select([0, 2], 1)"])
        #expect(screen.screen.contains("[ Red, Blue ]"))
    }

    @Test("the summary follows the form")
    func summary() {
        let screen = Self.openedPanel()
        Self.form(screen).summaryValue.value = "Photos · Latest first"
        #expect(screen.screen.contains("Photos · Latest first"))
    }

    @Test("Apply closes the panel and applies the form")
    func apply() {
        let screen = Self.openedPanel()
        for _ in 0..<3 { screen.press(.down) }
        screen.press(.enter)
        #expect(Self.form(screen).recordedCalls == ["apply"])
        #expect(screen.window.presentedControllers.isEmpty)
    }

    @Test("Reset puts the fields back and keeps the panel; Cancel and Esc close it without applying")
    func resetAndCancel() {
        let screen = Self.openedPanel()
        screen.press(.right)
        for _ in 0..<3 { screen.press(.down) }
        screen.press(.right)
        screen.press(.enter)
        #expect(Self.form(screen).recordedCalls == ["select([1], 0)", "reset"])
        #expect(screen.screen.contains("‹ All types ›") && !screen.window.presentedControllers.isEmpty)
        screen.press(.right)
        screen.press(.enter)
        #expect(screen.window.presentedControllers.isEmpty)
        screen.press(.character("f"))
        screen.press(.escape)
        #expect(screen.window.presentedControllers.isEmpty)
        #expect(!Self.form(screen).recordedCalls.contains("apply"))
    }

    @Test("speaks Japanese")
    func japanese() {
        let text = Self.openedPanel(language: .japanese).screen
        #expect(text.contains("[ 適用 ]") && text.contains("[ リセット ]") && text.contains("[ キャンセル ]") && text.contains("↑↓ 項目"))
    }
}
