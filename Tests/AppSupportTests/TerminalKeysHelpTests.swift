import AppRelease
import AppSupport
import Testing

@Suite("TerminalKeysHelp")
struct TerminalKeysHelpTests {
    static let languages: [AppLanguage] = [.english, .japanese]

    /// Columns `text` takes in a terminal, for the characters these lines use: kana, kanji and
    /// full-width punctuation take two.
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let wide = (0x3000...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value)
            return width + (wide ? 2 : 1)
        }
    }

    @Test("on a list, names the wheel and clicks, then Shift-drag, Ctrl-Z and Ctrl-L", arguments: languages)
    func list(language: AppLanguage) {
        let lines = TerminalKeysHelp.text(in: language, for: .list).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix(language == .english ? "wheel" : "ホイール"))
        #expect(lines[1].contains(language == .english ? "double-click" : "ダブルクリック"))
        #expect(lines[2].hasPrefix("Shift-drag") && lines[3].hasPrefix("Ctrl-Z") && lines[4].hasPrefix("Ctrl-L"))
    }

    @Test("on a pushed screen, says a click on the back hint goes back, and nothing of a list", arguments: languages)
    func pushed(language: AppLanguage) {
        let text = TerminalKeysHelp.text(in: language, for: .pushed)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].contains(language == .english ? "‹ Back" : "‹ 戻る"))
        #expect(!text.contains(language == .english ? "wheel" : "ホイール"))
        #expect(lines[1...].map { $0.prefix(6) } == ["Shift-", "Ctrl-Z", "Ctrl-L"])
    }

    @Test("starts every description at column 13 after at least two blanks, as the apps' own lines do", arguments: languages, [TerminalKeysHelp.Screen.list, .pushed])
    func aligned(language: AppLanguage, screen: TerminalKeysHelp.Screen) {
        for line in TerminalKeysHelp.text(in: language, for: screen).split(separator: "\n") {
            var prefix = Substring("")
            for character in line where Self.columns(prefix) < 13 { prefix.append(character) }
            #expect(Self.columns(prefix) == 13 && prefix.hasSuffix("  ") && line.dropFirst(prefix.count).first != " ", "\(line)")
        }
    }

    @Test("titles the help with the command and its release, in the user's language", arguments: languages)
    func title(language: AppLanguage) {
        let title = TerminalKeysHelp.title(in: language, command: "weather")
        #expect(title == (language == .english ? "Keys" : "キー操作") + " — weather \(AppVersion.current)")
    }
}
