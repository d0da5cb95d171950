import TerminalUI

/// The cities screen's search field: a text field that leaves `?` to the screen (which lists
/// the keys), since no city's name holds one. Main actor only.
@MainActor
final class CitySearchField: TextField {
    /// Every key but `?` as a text field takes it.
    override func handle(_ event: KeyEvent) -> Bool {
        event == KeyEvent(.character("?")) ? false : super.handle(event)
    }
}
