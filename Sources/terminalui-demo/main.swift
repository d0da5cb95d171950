// terminalui-demo: TerminalUI's showcase, and the end-to-end tests' subject.
// A table of 10,000 rows with coloured thumbnails (Enter opens a row's picture, a shows an
// alert, o an action sheet, i the key-echo screen); Esc or Backspace goes back; q or Ctrl-C quits.
// The mouse is on: a click selects a row, a double click opens it, the wheel scrolls; Ctrl-Z
// suspends (fg comes back).
// `--graphics auto|kitty|sixel|iterm|blocks` chooses how pictures are drawn (default:
// $TERMINALUI_GRAPHICS, else auto: ask the terminal).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// The `--graphics` preference of the command line (`--graphics MODE` or `--graphics=MODE`);
/// nil when not given. Anything else on the command line ends the program with status 64.
func graphicsPreference(from arguments: [String]) -> GraphicsPreference? {
    var arguments = arguments[...]
    var preference: GraphicsPreference?
    while let argument = arguments.popFirst() {
        let value: String?
        if argument == "--graphics" {
            value = arguments.popFirst()
        } else if argument.hasPrefix("--graphics=") {
            value = String(argument.dropFirst("--graphics=".count))
        } else {
            value = nil
        }
        guard let value, let parsed = GraphicsPreference(argument: value) else {
            let usage = "usage: terminalui-demo [--graphics \(GraphicsPreference.spellings.joined(separator: "|"))]\n"
            _ = usage.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
            exit(64)
        }
        preference = parsed
    }
    return preference
}

let application = Application(reportsMouse: true, graphics: graphicsPreference(from: Array(CommandLine.arguments.dropFirst())))
application.window.rootViewController = DemoNavigationController(application: application)
application.run()
