import Testing
@testable import WeatherModel

@Suite("SettingsParser")
struct SettingsParserTests {
    /// The entries of `text` as names and values, or the error.
    static func read(_ text: String) -> Result<[String: SettingsValue.Kind], WeatherSettingsError> {
        do throws(WeatherSettingsError) {
            let entries = try SettingsParser.entries(in: text)
            return .success(Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.value.kind) }))
        } catch {
            return .failure(error)
        }
    }

    /// The problem `text` has, with its line and column.
    static func problem(_ text: String) -> (line: Int, column: Int, SettingsSyntaxProblem)? {
        guard case let .failure(.syntax(line, column, problem)) = read(text) else { return nil }
        return (line, column, problem)
    }

    @Test("reads comments, blank lines, whole numbers, text in either quotes, true and false, and lists over several lines")
    func reads() throws {
        let text = """
            \u{FEFF}# settings
            cities = [
              1850147,   # Tokyo
              "Paris", 'C:\\no\\escapes',  # two on a line
              1_000_000, -3, +0,
            ]

            flag=true
            other = false # off
            nested = [[1, 2], [], ["a\\tb\\u00e9\\U0001F600\\"\\\\"]]
            """
        let values = try Self.read(text).get()
        #expect(values["cities"] == .array([
            SettingsValue(kind: .integer(1_850_147), line: 3), SettingsValue(kind: .string("Paris"), line: 4),
            SettingsValue(kind: .string(#"C:\no\escapes"#), line: 4), SettingsValue(kind: .integer(1_000_000), line: 5),
            SettingsValue(kind: .integer(-3), line: 5), SettingsValue(kind: .integer(0), line: 5),
        ]))
        #expect(values["flag"] == .boolean(true) && values["other"] == .boolean(false))
        #expect(values["nested"] == .array([
            SettingsValue(kind: .array([SettingsValue(kind: .integer(1), line: 10), SettingsValue(kind: .integer(2), line: 10)]), line: 10),
            SettingsValue(kind: .array([]), line: 10),
            SettingsValue(kind: .array([SettingsValue(kind: .string("a\tbé😀\"\\"), line: 10)]), line: 10),
        ]))
    }

    @Test("reads CRLF line ends and an empty file")
    func lineEnds() throws {
        #expect(try Self.read("a = 1\r\nb = [\r\n2,\r\n]\r\n").get() == ["a": .integer(1), "b": .array([SettingsValue(kind: .integer(2), line: 3)])])
        #expect(try Self.read("").get().isEmpty && Self.read("\n# nothing\n\n").map(\.isEmpty) == .success(true))
    }

    @Test("says where the text stops being what the file holds, and what is wrong", arguments: [
        ("[weather]\ncities = [1]", 1, 1, SettingsSyntaxProblem.table),
        ("\"cities\" = [1]", 1, 1, .quotedOrDottedName),
        ("weather.cities = [1]", 1, 8, .quotedOrDottedName),
        ("cities [1]", 1, 8, .expectedEquals),
        ("cities =", 1, 9, .expectedValue),
        ("cities =\n[1]", 1, 9, .expectedValue),
        ("a = 1.5", 1, 5, .badNumber("1.5")),
        ("a = 1979-05-27", 1, 5, .badNumber("1979-05-27")),
        ("a = 0x1F", 1, 5, .badNumber("0x1F")),
        ("a = 012", 1, 5, .badNumber("012")),
        ("a = 1__2", 1, 5, .badNumber("1__2")),
        ("a = 99999999999999999999", 1, 5, .badNumber("99999999999999999999")),
        ("a = { b = 1 }", 1, 5, .expectedValue),
        ("a = \"\"\"long\"\"\"", 1, 5, .expectedValue),
        ("a = tru", 1, 5, .expectedValue),
        ("a = inf", 1, 5, .expectedValue),
        ("a = \"open", 1, 10, .unterminatedString),
        ("a = 'open\n'", 1, 10, .unterminatedString),
        ("a = \"\\x41\"", 1, 6, .badEscape("\\x")),
        ("a = \"\\uD800\"", 1, 6, .badEscape("\\uD800")),
        ("a = \"\\u12\"", 1, 6, .badEscape("\\u12\"")),
        ("a = \"bell\u{7}\"", 1, 10, .controlCharacter),
        ("# bell\u{7}\na = 1", 1, 7, .controlCharacter),
        ("a = 1\rb = 2", 1, 6, .controlCharacter),
        ("a = [1 2]", 1, 8, .expectedCommaOrEnd),
        ("a = [1,,2]", 1, 8, .expectedValue),
        ("x = 1\na = [\n1,\n# no end", 4, 9, .unterminatedList(openedOn: 2)),
        ("a = 1 2", 1, 7, .expectedEndOfLine),
        ("a = \"x\" y", 1, 9, .expectedEndOfLine),
        ("= 1", 1, 1, .expectedName),
        ("東京 = 1", 1, 1, .expectedName),
        ("a = 1\n\na = 2", 3, 1, .repeated(name: "a", firstLine: 1)),
        ("a = \"東京\" x", 1, 10, .expectedEndOfLine),
    ])
    func problems(text: String, line: Int, column: Int, problem: SettingsSyntaxProblem) throws {
        let found = try #require(Self.problem(text), "\(text.debugDescription) was read")
        #expect(found.line == line && found.column == column && found.2 == problem, "\(text.debugDescription): \(found)")
    }

    @Test("refuses lists nested deeper than it reads, without running out of stack")
    func deepLists() {
        #expect(Self.problem("a = " + String(repeating: "[", count: SettingsParser.maximumDepth + 1))?.2 == .tooDeep)
        #expect(Self.problem("a = " + String(repeating: "[", count: 100_000))?.2 == .tooDeep)
        let deepest = String(repeating: "[", count: SettingsParser.maximumDepth) + String(repeating: "]", count: SettingsParser.maximumDepth)
        #expect((try? Self.read("a = " + deepest).get()) != nil)
    }

    @Test("describes every problem in English and Japanese")
    func descriptions() {
        let problems: [SettingsSyntaxProblem] = [
            .expectedName, .quotedOrDottedName, .table, .expectedEquals, .expectedValue, .badNumber("1.5"), .unterminatedString,
            .badEscape("\\x"), .controlCharacter, .expectedCommaOrEnd, .unterminatedList(openedOn: 2), .tooDeep, .expectedEndOfLine,
            .repeated(name: "cities", firstLine: 1),
        ]
        for problem in problems {
            let english = problem.description(in: .english)
            let japanese = problem.description(in: .japanese)
            #expect(!english.isEmpty && english != japanese && japanese.unicodeScalars.contains { $0.value >= 0x3000 }, "\(problem)")
        }
        #expect(WeatherSettingsError.syntax(line: 3, column: 10, .table).description(in: .english).hasPrefix("line 3, column 10: tables"))
        #expect(WeatherSettingsError.syntax(line: 3, column: 10, .table).description(in: .japanese).hasPrefix("3 行 10 文字目: "))
    }
}
