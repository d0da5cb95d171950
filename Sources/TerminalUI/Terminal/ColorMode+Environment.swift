extension ColorMode {
    /// The colour depth a terminal with `environment` supports: `.monochrome` when `NO_COLOR`
    /// is set to anything non-empty (no-color.org) or `TERM` is `dumb`; `.trueColor` when
    /// `COLORTERM` is `truecolor` or `24bit` or `TERM` ends in `-direct`; `.palette256` when
    /// `TERM` ends in `256color`; `.ansi16` otherwise.
    public static func detect(from environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .monochrome }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if term.hasSuffix("-direct") { return .trueColor }
        if term.hasSuffix("256color") { return .palette256 }
        return .ansi16
    }
}
