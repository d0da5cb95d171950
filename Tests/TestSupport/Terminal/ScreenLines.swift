/// The lines of a screen `TmuxSession.capture()` read: one per line of the pane, the capture's
/// final newline ending the last line rather than starting another.
public func screenLines(_ screen: String) -> [String] {
    var lines = screen.components(separatedBy: "\n")
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
}
