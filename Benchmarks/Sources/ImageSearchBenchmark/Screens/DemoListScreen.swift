/// `terminalui-demo`'s first screen as the emulated terminal shows it: the baseline's first
/// frame with rows is the one that shows the demo's first row. A value type over one screen.
struct DemoListScreen {
    /// The first row's text (its number and name), as the demo draws it.
    static let firstRowText = "No. 1  Sunset 夕焼け"

    /// The screen read.
    let screen: TerminalScreen

    /// Whether a line shows the first row.
    var showsFirstRow: Bool {
        (0..<screen.height).contains { screen.text(line: $0).contains(Self.firstRowText) }
    }
}
