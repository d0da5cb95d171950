import AppSupport
import Testing
import TerminalUI
@testable import ImageSearchView

@Suite("The key help's layout")
struct KeysHelpLayoutTests {
    /// The list's and the detail's key lines in `language`, as `?` shows them, up to the first
    /// blank line (what follows is prose).
    static func keyLines(in language: AppLanguage) -> [Substring] {
        let text = ImageSearchViewText(language: language)
        let list = text.keysHelp + "\n" + TerminalKeysHelp.text(in: language)
        let detail = text.detailKeysHelp(picturesFolder: "/home/me/Pictures")
        return [list, detail].flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty } }
    }

    @Test("starts every description at column 13, with at least two blanks after the keys", arguments: AppLanguage.allCases)
    func aligned(language: AppLanguage) {
        let lines = Self.keyLines(in: language)
        #expect(lines.count > 20)
        for line in lines {
            var keys = Substring("")
            for character in line where DisplayWidth.columns(of: keys) < 13 { keys.append(character) }
            #expect(DisplayWidth.columns(of: keys) == 13 && keys.hasSuffix("  ") && line.dropFirst(keys.count).first != " ", "\(line)")
        }
    }
}
