import ArgumentParser
import TerminalUI

/// `--graphics auto|kitty|sixel|iterm|blocks`: how the apps that show pictures draw them.
///
/// Include with `@OptionGroup var graphicsOptions: GraphicsOptions`. Without the option,
/// `TERMINALUI_GRAPHICS` decides, else the terminal is asked (`auto`). Validation rejects
/// any other value with a message naming the option (in `CommandLineLanguage`'s language).
public struct GraphicsOptions: ParsableArguments {
    /// The option as typed.
    @Option(
        name: .customLong("graphics"),
        help: ArgumentHelp(
            CommandLineLanguage.text(
                english: "How pictures are drawn: auto (ask the terminal: kitty graphics, then sixel, then iTerm2 images, then half blocks), kitty, sixel, iterm or blocks (default: $\(GraphicsPreference.environmentVariable), else auto).",
                japanese: "画像の描き方: auto（端末に尋ねます。kitty グラフィックス、sixel、iTerm2 画像、ハーフブロックの順）、kitty、sixel、iterm、blocks のいずれか（既定: $\(GraphicsPreference.environmentVariable)、なければ auto）。"),
            valueName: "mode"))
    var graphics: String?

    /// Options as parsed.
    public init() {}

    /// Checks `--graphics`.
    public func validate() throws {
        if let graphics, GraphicsPreference(argument: graphics) == nil {
            let spellings = GraphicsPreference.spellings.joined(separator: ", ")
            throw ValidationError(CommandLineLanguage.text(
                english: "--graphics must be one of \(spellings) (got \(graphics)).",
                japanese: "--graphics には \(spellings) のいずれかを指定してください（指定された値: \(graphics)）。"))
        }
    }

    /// The preference given with `--graphics`, else nil (the application then reads
    /// `TERMINALUI_GRAPHICS`).
    public var preference: GraphicsPreference? {
        graphics.flatMap(GraphicsPreference.init(argument:))
    }
}
