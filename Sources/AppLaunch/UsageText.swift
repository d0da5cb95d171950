#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppSupport
import Foundation
import TerminalUI

/// What swift-argument-parser writes itself around a command's own texts — the help's headings
/// and standard options, "(default: …)", "Error:", "Usage:", "See '… --help' for more
/// information." and its most common parse errors — put into the user's language. The
/// commands' own strings are translated where they are made (`CommandLineLanguage`); this
/// covers the library's fixed English, matched line by line as ArgumentParser 1.8 writes it.
/// An error it does not know stays English inside the translated frame.
///
/// ArgumentParser wraps by characters at spaces, which suits English; Japanese is laid out by
/// ``wrapped(_:toWidth:)`` instead, by display columns with the line-breaking rules of
/// TerminalUI's `TextLayout`. Pure functions; usable from any thread.
enum UsageText {
    /// The width ArgumentParser lays text out in when it is left to it; Japanese is wrapped by
    /// ``wrapped(_:toWidth:)`` afterwards.
    static let unwrappedWidth = 10_000

    /// The column where ArgumentParser starts an option's description.
    private static let descriptionColumn = 26

    /// The columns of the terminal the help is read in: `COLUMNS` when set, else the width of
    /// the terminal on standard output, else 80 — as ArgumentParser decides.
    static func screenWidth(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return 80 }
        return Int(window.ws_col)
    }

    /// `text` with every line wider than `width` columns wrapped by display width; the lines
    /// after the first are indented as ArgumentParser indents them: under an option's
    /// description, after "使い方: " for the usage, else as the line itself is.
    static func wrapped(_ text: String, toWidth width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard DisplayWidth.columns(of: line) > width else { return [String(line)] }
            let indent = hangingIndent(of: line)
            let margin = String(repeating: " ", count: DisplayWidth.columns(of: line.prefix(indent)))
            let body = TextLayout.wrap(String(line.dropFirst(indent)), toWidth: max(width - margin.count, width / 2))
            return body.enumerated().map { index, part in (index == 0 ? String(line.prefix(indent)) : margin) + part }
        }.joined(separator: "\n")
    }

    /// The characters of `line` before its text, which the lines it wraps into are indented by.
    private static func hangingIndent(of line: Substring) -> Int {
        let usage = "使い方: "
        if line.hasPrefix(usage) { return usage.count }
        let characters = Array(line)
        let leading = characters.prefix { $0 == " " }.count
        let isOptionRow = leading == 2 && characters.count > descriptionColumn && characters[descriptionColumn] != " "
            && characters[descriptionColumn - 2] == " " && characters[descriptionColumn - 1] == " "
            && characters[..<descriptionColumn].allSatisfy(\.isASCII)
        return isOptionRow ? descriptionColumn : leading
    }

    /// Whether `message`, ArgumentParser's text for a request that ends the command successfully,
    /// is the help: it starts with the command's overview or, without one, its usage.
    static func isHelp(_ message: String) -> Bool {
        message.hasPrefix("OVERVIEW: ") || message.hasPrefix("USAGE: ")
    }

    /// `text` (a help or an error message of ArgumentParser) in `language`.
    static func translated(_ text: String, to language: AppLanguage) -> String {
        guard language == .japanese else { return text }
        var result = text
        for (pattern, template) in japanese {
            guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { continue }
            result = expression.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: template)
        }
        return result
    }

    /// ArgumentParser's phrases and their Japanese, in the order they are replaced (a longer
    /// phrase before one it contains).
    private static let japanese: [(pattern: String, template: String)] = [
        (#"^OVERVIEW: "#, "概要: "),
        (#"^USAGE: "#, "使い方: "),
        (#"^Usage: "#, "使い方: "),
        (#"^ARGUMENTS:$"#, "引数:"),
        (#"^OPTIONS:$"#, "オプション:"),
        (#"^Error: "#, "エラー: "),
        (#"^Help:  "#, "ヘルプ:  "),
        (#"Show the version\."#, "バージョンを表示します。"),
        (#"Show help information\."#, "このヘルプを表示します。"),
        (#" ?\(values: ([^;)]*); default: ([^)]*)\)"#, "（値: $1、既定値: $2）"),
        (#" ?\(values: ([^)]*)\)"#, "（値: $1）"),
        (#" ?\(default: ([^)]*)\)"#, "（既定値: $1）"),
        (#"See '([^']*)' for more information\."#, "詳しくは '$1' をご覧ください。"),
        (#"Unknown option '([^']*)'\. Did you mean '([^']*)'\?"#, "'$1' というオプションはありません。'$2' のことですか？"),
        (#"Unknown option '([^']*)'"#, "'$1' というオプションはありません"),
        (#"Missing value for '([^']*)'"#, "'$1' の値がありません"),
        (#"Missing expected argument '([^']*)'"#, "引数 '$1' がありません"),
        (#"The value '([^']*)' is invalid for '([^']*)'\. Please provide one of '([^']*)' and '([^']*)'\."#,
         "'$1' は '$2' の値に使えません。'$3' か '$4' を指定してください。"),
        (#"The value '([^']*)' is invalid for '([^']*)'\. Please provide one of (.*)\."#, "'$1' は '$2' の値に使えません。$3 のいずれかを指定してください。"),
        (#"The value '([^']*)' is invalid for '([^']*)'"#, "'$1' は '$2' の値に使えません"),
        (#"The option '([^']*)' does not take any value, but '([^']*)' was specified\."#, "オプション '$1' は値をとりませんが、'$2' が指定されました。"),
        (#"^Unexpected argument '([^']*)'"#, "余分な引数があります: '$1'"),
        (#"^(\d+) unexpected arguments: (.*)"#, "余分な引数が $1 個あります: $2"),
    ]
}
