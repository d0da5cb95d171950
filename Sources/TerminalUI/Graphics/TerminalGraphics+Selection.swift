import ImageCodec

extension TerminalGraphics {
    /// The best way to show pictures, from what the terminal answered and the user's
    /// preference. Pure; any thread.
    ///
    /// With `.automatic`: kitty graphics if the terminal answered the kitty query, else sixel
    /// if its device attributes list it, else iTerm2 images if `TERM_PROGRAM` or `LC_TERMINAL`
    /// name a terminal known to show them, else half blocks. Environment variables are only
    /// hints — an xterm started from kitty inherits `KITTY_WINDOW_ID`, and tmux keeps the
    /// environment of its first client — so no answer means no kitty and no sixel. Inside tmux
    /// (`TMUX` set), sixel and iTerm2 images would be wiped by tmux's next redraw, so only kitty
    /// graphics through Unicode placeholders are used: the outer terminal must have answered
    /// through passthrough and be one that shows placeholders; otherwise half blocks. A fixed
    /// preference is obeyed whatever the answers.
    ///
    /// The cell size comes from the kernel (`kernelCellPixelSize`, from `TIOCGWINSZ`), else
    /// the answer to `CSI 16 t`, else the answer to `CSI 14 t` divided by `grid`, else
    /// `assumedCellPixelSize`.
    public static func select(
        preference: GraphicsPreference,
        probe: TerminalProbe?,
        environment: [String: String],
        kernelCellPixelSize: ImageSize?,
        grid: Size
    ) -> TerminalGraphics {
        let isInsideTmux = !(environment["TMUX"] ?? "").isEmpty
        let outer = probe?.outerAnswers
        let answers = probe?.answers ?? TerminalAnswers()
        let cellSize = cellPixelSize(kernel: kernelCellPixelSize, answers: outer ?? answers, grid: grid)
        let mode: GraphicsMode
        switch preference {
        case .fixed(let fixed):
            mode = fixed
        case .automatic where isInsideTmux:
            mode = outer.map(showsUnicodePlaceholders) == true ? .kitty : .blocks
        case .automatic:
            if answers.hasKittyGraphics {
                mode = .kitty
            } else if answers.hasSixel {
                mode = .sixel
            } else if showsITermImages(environment) {
                mode = .iterm
            } else {
                mode = .blocks
            }
        }
        return TerminalGraphics(mode: mode, cellPixelSize: cellSize, isThroughTmux: isInsideTmux)
    }

    /// The cell size by the rule of `select`; nil when nothing tells it.
    static func cellPixelSize(kernel: ImageSize?, answers: TerminalAnswers, grid: Size) -> ImageSize? {
        if let kernel, kernel.width > 0, kernel.height > 0 { return kernel }
        if let reported = answers.cellPixelSize { return reported }
        if let area = answers.textAreaPixelSize, grid.width > 0, grid.height > 0, area.width >= grid.width, area.height >= grid.height {
            return ImageSize(width: area.width / grid.width, height: area.height / grid.height)
        }
        return nil
    }

    /// Whether the terminal outside tmux shows kitty images through Unicode placeholders:
    /// it answered the kitty query, and its XTVERSION names kitty 0.28 or later (the first with
    /// placeholders) or Ghostty.
    static func showsUnicodePlaceholders(_ outer: TerminalAnswers) -> Bool {
        guard outer.hasKittyGraphics, let version = outer.version?.lowercased() else { return false }
        if version.hasPrefix("ghostty") { return true }
        guard version.hasPrefix("kitty("), version.hasSuffix(")") else { return false }
        let numbers = version.dropFirst("kitty(".count).dropLast().split(separator: ".").map { Int($0) ?? 0 }
        return numbers.lexicographicallyPrecedes([0, 28]) == false
    }

    /// Whether `TERM_PROGRAM` or `LC_TERMINAL` name a terminal that shows iTerm2 inline images.
    static func showsITermImages(_ environment: [String: String]) -> Bool {
        let names = [environment["TERM_PROGRAM"], environment["LC_TERMINAL"]].compactMap { $0?.lowercased() }
        return names.contains { ["iterm.app", "iterm2", "wezterm", "mlterm"].contains($0) }
    }
}
