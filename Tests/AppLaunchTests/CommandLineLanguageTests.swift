import AppSupport
import Testing
@testable import AppLaunch

@Suite("The command line's language")
struct CommandLineLanguageTests {
    @Test("is the last --lang before --, else the environment's", arguments: [
        (["--lang", "ja"], [String: String](), AppLanguage.japanese),
        (["sea", "--lang=ja"], [:], .japanese),
        (["--lang", "ja", "--lang", "en"], ["LANG": "ja_JP.UTF-8"], .english),
        (["--", "--lang", "ja"], [:], .english),
        (["--lang", "fr"], ["LANG": "ja_JP.UTF-8"], .japanese),
        (["--lang"], ["LC_ALL": "ja_JP.UTF-8"], .japanese),
        ([], ["LANG": "en_US.UTF-8"], .english),
    ])
    func detects(arguments: [String], environment: [String: String], language: AppLanguage) {
        #expect(CommandLineLanguage.detect(arguments: arguments, environment: environment) == language)
    }

    @Test("makes texts in the language bound for the task, English otherwise")
    func texts() {
        #expect(CommandLineLanguage.text(english: "quit", japanese: "終了") == "quit")
        CommandLineLanguage.$current.withValue(.japanese) {
            #expect(CommandLineLanguage.text(english: "quit", japanese: "終了") == "終了")
        }
    }
}

@Suite("ArgumentParser's own text")
struct UsageTextTests {
    @Test("is put into Japanese: headings, standard options, defaults, errors; English is left alone")
    func translates() {
        let help = """
            OVERVIEW: 天気

            USAGE: weather [--units <u>]

            OPTIONS:
              --units <u>             単位 (default: metric)
              --version               Show the version.
            Error: Unknown option '--bogus'. Did you mean '--units'?
              See 'weather --help' for more information.
            """
        #expect(UsageText.translated(help, to: .japanese) == """
            概要: 天気

            使い方: weather [--units <u>]

            オプション:
              --units <u>             単位（既定値: metric）
              --version               バージョンを表示します。
            エラー: '--bogus' というオプションはありません。'--units' のことですか？
              詳しくは 'weather --help' をご覧ください。
            """)
        #expect(UsageText.translated(help, to: .english) == help)
    }

    @Test("wraps Japanese by display width, an option's lines under its description and the usage's after its heading")
    func wraps() {
        let option = "  --type <type>           " + String(repeating: "画像の種類。", count: 5)
        #expect(UsageText.wrapped(option, toWidth: 50).split(separator: "\n") == [
            "  --type <type>           画像の種類。画像の種類。",
            "                          画像の種類。画像の種類。",
            "                          画像の種類。",
        ])
        #expect(UsageText.wrapped("使い方: weather [--server <url>] [--lang <en|ja>]", toWidth: 30).split(separator: "\n") == [
            "使い方: weather [--server",
            "        <url>] [--lang",
            "        <en|ja>]",
        ])
        #expect(UsageText.wrapped("short", toWidth: 30) == "short")
    }
}
