import AppSupport

/// Why the settings file cannot be used: it cannot be read, is not text, is not the TOML this
/// file holds, or holds settings that are not right — each with the line (and column) it is
/// on, said in English or Japanese so that the user can fix it. The app then shows the twelve
/// cities and says so. A value.
public enum WeatherSettingsError: Error, Hashable {
    /// The file cannot be read (a folder, permission denied, too large…).
    case unreadable(FileError)
    /// The file is not UTF-8 text.
    case notText
    /// The text is not the subset of TOML the file is written in.
    case syntax(line: Int, column: Int, SettingsSyntaxProblem)
    /// A setting this file does not have.
    case unknownSetting(name: String, line: Int)
    /// `cities` is not a list in brackets.
    case citiesNotAList(line: Int)
    /// `cities = []`.
    case noCities(line: Int)
    /// An element of `cities` that is neither an id nor a name in quotes.
    case notACity(line: Int)
    /// An id that cannot be one (0 or less).
    case invalidID(Int, line: Int)
    /// A name that is not on the bundled list, with the names closest to it.
    case unknownCity(name: String, line: Int, suggestions: [String])

    /// What is wrong and where, in `language` ("line 3, column 10: …").
    public func description(in language: AppLanguage) -> String {
        switch self {
        case let .unreadable(error):
            return language.text(english: "it cannot be read: \(error.reason(in: language))", japanese: "読み込めません（\(error.reason(in: language))）")
        case .notText:
            return language.text(english: "it is not UTF-8 text", japanese: "UTF-8 のテキストではありません")
        case let .syntax(line, column, problem):
            return language.text(english: "line \(line), column \(column): ", japanese: "\(line) 行 \(column) 文字目: ") + problem.description(in: language)
        case let .unknownSetting(name, line):
            return at(line, language) + language.text(
                english: "there is no setting \(name) (the file holds cities = [ … ])", japanese: "\(name) という設定はありません（設定できるのは cities = [ … ] です）")
        case let .citiesNotAList(line):
            return at(line, language) + language.text(
                english: "cities must be a list in brackets, such as cities = [1850147, \"Paris\"]",
                japanese: "cities は cities = [1850147, \"Paris\"] のように [ ] のリストで書いてください")
        case let .noCities(line):
            return at(line, language) + language.text(english: "cities lists no city", japanese: "cities に都市がありません")
        case let .notACity(line):
            return at(line, language) + language.text(
                english: "each city is an OpenWeatherMap id or a name in quotes", japanese: "都市は OpenWeatherMap の ID か、引用符で囲んだ名前で書いてください")
        case let .invalidID(id, line):
            return at(line, language) + language.text(
                english: "\(id) is not an OpenWeatherMap city id (ids are whole numbers from 1)",
                japanese: "\(id) は OpenWeatherMap の都市 ID ではありません（ID は 1 以上の整数です）")
        case let .unknownCity(name, line, suggestions):
            let english = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
            let japanese = suggestions.isEmpty ? "" : "（\(suggestions.joined(separator: "、")) のことですか？）"
            return at(line, language) + language.text(
                english: "“\(name)” is not on the bundled list of cities\(english); weather --list-cities shows the list",
                japanese: "「\(name)」は同梱の都市一覧にありません\(japanese)。一覧は weather --list-cities で表示されます")
        }
    }

    private func at(_ line: Int, _ language: AppLanguage) -> String {
        language.text(english: "line \(line): ", japanese: "\(line) 行目: ")
    }
}
