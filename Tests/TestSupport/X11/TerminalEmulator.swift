/// A real terminal emulator that ``TerminalWindow`` can start on a ``VirtualDisplay``, and how:
/// its command line, its environment, where its cells begin. Values only.
public enum TerminalEmulator: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// xterm started as a VT340 (`xterm -ti vt340`), which draws sixel graphics.
    case xtermVT340
    /// xterm as it starts by default: a VT420, without graphics.
    case xterm
    /// kitty, which speaks the kitty graphics protocol; it runs under Xvfb with Mesa's
    /// software OpenGL (`LIBGL_ALWAYS_SOFTWARE=1`).
    case kitty

    /// The program, which is also the Debian package that brings it.
    public var program: String {
        switch self {
        case .xtermVT340, .xterm: "xterm"
        case .kitty: "kitty"
        }
    }

    /// For messages: `xterm -ti vt340`, `xterm`, `kitty`.
    public var description: String {
        self == .xtermVT340 ? "xterm -ti vt340" : program
    }

    /// Pixels from the window's top-left corner to its first cell's, across and down: xterm's
    /// text sits 1 pixel into its window (the X border of its text widget) and 2 further (its
    /// internal border); kitty is started without padding.
    public var firstCellOffset: Int {
        self == .kitty ? 0 : 3
    }

    /// Pixels the window has beyond its cells, across and down: xterm's internal border on
    /// both sides.
    public var padding: Int {
        self == .kitty ? 0 : 4
    }

    /// What it needs in its environment besides the display's.
    var environment: [String: String] {
        self == .kitty ? ["LIBGL_ALWAYS_SOFTWARE": "1"] : [:]
    }

    /// The command line that opens a window of `columns`×`rows` cells at the screen's top-left
    /// corner, its X class instance `name`, running `command`.
    func arguments(name: String, columns: Int, rows: Int, command: [String]) -> [String] {
        switch self {
        case .xtermVT340:
            ["xterm", "-ti", "vt340", "-name", name, "-geometry", "\(columns)x\(rows)+0+0", "-e"] + command
        case .xterm:
            ["xterm", "-name", name, "-geometry", "\(columns)x\(rows)+0+0", "-e"] + command
        case .kitty:
            // No configuration of the machine's, no remembered size, cells from the top-left
            // corner without padding: the layout is the same everywhere.
            ["kitty", "--config", "NONE", "--name", name]
                + ["initial_window_width=\(columns)c", "initial_window_height=\(rows)c", "remember_window_size=no",
                   "placement_strategy=top-left", "window_padding_width=0"].flatMap { ["-o", $0] }
                + command
        }
    }
}
