import ArgumentParser
import TerminalUI

/// `--graphics auto|kitty|sixel|iterm|blocks`: how the apps that show pictures draw them.
///
/// Include with `@OptionGroup var graphicsOptions: GraphicsOptions`. Without the option,
/// `TERMINALUI_GRAPHICS` decides, else the terminal is asked (`auto`). Validation rejects
/// any other value with a message naming the option.
public struct GraphicsOptions: ParsableArguments {
    /// The option as typed.
    @Option(
        name: .customLong("graphics"),
        help: ArgumentHelp(
            "How pictures are drawn: auto (ask the terminal: kitty graphics, then sixel, then iTerm2 images, then half blocks), kitty, sixel, iterm or blocks (default: $\(GraphicsPreference.environmentVariable), else auto).",
            valueName: "mode"))
    var graphics: String?

    /// Options as parsed.
    public init() {}

    /// Checks `--graphics`.
    public func validate() throws {
        if let graphics, GraphicsPreference(argument: graphics) == nil {
            throw ValidationError("--graphics must be one of \(GraphicsPreference.spellings.joined(separator: ", ")) (got \(graphics)).")
        }
    }

    /// The preference given with `--graphics`, else nil (the application then reads
    /// `TERMINALUI_GRAPHICS`).
    public var preference: GraphicsPreference? {
        graphics.flatMap(GraphicsPreference.init(argument:))
    }
}
