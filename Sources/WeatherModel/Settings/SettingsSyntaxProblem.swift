import AppSupport

/// What is wrong where ``SettingsParser`` stopped reading the settings file, said in English or
/// Japanese in terms of what the file may hold (TOML's names, since the file is TOML). A value.
public enum SettingsSyntaxProblem: Sendable, Hashable {
    /// A line that starts with neither a setting's name nor `#`.
    case expectedName
    /// A name in quotes or with dots (`"cities"`, `weather.cities`).
    case quotedOrDottedName
    /// A table header (`[weather]`).
    case table
    /// A name without `=` after it.
    case expectedEquals
    /// No value, or one this file does not use (a decimal or date, an inline table `{…}`,
    /// multi-line text).
    case expectedValue
    /// A number that is not a whole number as TOML writes them, or too large.
    case badNumber(String)
    /// Text in quotes that does not end on its line.
    case unterminatedString
    /// A backslash escape TOML does not know, in double quotes.
    case badEscape(String)
    /// A control character in text or a comment (tabs excepted).
    case controlCharacter
    /// Something after a list's element other than `,` or `]`.
    case expectedCommaOrEnd
    /// A list still open at the end of the file, opened on the line given.
    case unterminatedList(openedOn: Int)
    /// Lists within lists deeper than ``SettingsParser/maximumDepth``.
    case tooDeep
    /// Something after the value on its line (other than a `#` comment).
    case expectedEndOfLine
    /// A setting given twice, first on the line given.
    case repeated(name: String, firstLine: Int)

    /// What is wrong, in `language`.
    public func description(in language: AppLanguage) -> String {
        switch self {
        case .expectedName:
            language.text(english: "expected a setting's name (such as cities) or a # comment", japanese: "設定の名前（cities など）か # のコメントが必要です")
        case .quotedOrDottedName:
            language.text(english: "write the setting's name without quotes or dots (cities = …)", japanese: "設定の名前は引用符やドットを付けずに書いてください（cities = …）")
        case .table:
            language.text(english: "tables ([…] on a line of its own) are not used in this file", japanese: "この設定ファイルではテーブル（行頭の […]）は使いません")
        case .expectedEquals:
            language.text(english: "expected = after the setting's name", japanese: "設定の名前の後に = が必要です")
        case .expectedValue:
            language.text(
                english: "expected a value: a whole number, text in quotes, true or false, or a list in [ ] (decimals, dates, { } tables and multi-line text are not used in this file)",
                japanese: "値が必要です: 整数、引用符で囲んだ文字列、true か false、[ ] のリストのどれかです（小数、日付、{ } のテーブル、複数行の文字列はこのファイルでは使いません）")
        case let .badNumber(text):
            language.text(english: "\(text) is not a whole number this file can hold", japanese: "\(text) はこのファイルで使える整数ではありません")
        case .unterminatedString:
            language.text(english: "the text in quotes does not end on its line", japanese: "引用符で囲んだ文字列が行内で閉じていません")
        case let .badEscape(text):
            language.text(english: "unknown escape \(text) in text in double quotes", japanese: "二重引用符の文字列に不明なエスケープ \(text) があります")
        case .controlCharacter:
            language.text(english: "a control character (write it as an escape such as \\u0007)", japanese: "制御文字があります（\\u0007 のようなエスケープで書いてください）")
        case .expectedCommaOrEnd:
            language.text(english: "expected , or ] after the list's element", japanese: "リストの要素の後に , か ] が必要です")
        case let .unterminatedList(line):
            language.text(english: "the list opened on line \(line) is not closed with ]", japanese: "\(line) 行目で始まったリストが ] で閉じていません")
        case .tooDeep:
            language.text(english: "lists within lists nested too deep", japanese: "リストの入れ子が深すぎます")
        case .expectedEndOfLine:
            language.text(english: "expected the end of the line after the value (or a # comment)", japanese: "値の後は行末（または # のコメント）が必要です")
        case let .repeated(name, firstLine):
            language.text(english: "\(name) is set twice (first on line \(firstLine))", japanese: "\(name) が 2 回設定されています（最初は \(firstLine) 行目）")
        }
    }
}
