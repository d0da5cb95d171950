import AppLaunch
import ArgumentParser
import Foundation
import TerminalUI
import Testing
import TestSupport
@testable import imagesearch

/// `imagesearch` run as a command, outside a terminal: what a user sees of the command line.
@Suite("The imagesearch command line")
struct ImageSearchCommandTests {
    /// Runs the built product with `arguments` (and `environment`), standard input from
    /// /dev/null; its status and standard output and error.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let run = try CommandLineRun(product: "imagesearch", arguments: arguments, environment: environment)
        return (run.status, run.output, run.error)
    }

    @Test("--help names every option, the keys and the search words")
    func help() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        for word in [
            "--server", "--lang", "--log-file", "--version", "<words>", "PIXABAY_API_KEY", "q quit",
            "--type", "--orientation", "--colors", "--category", "--editors-choice", "--order", "f filters", "s save", "XDG_PICTURES_DIR",
            "--no-history", "p saved pictures", "S chooses the size",
        ] {
            // The overview wraps at the terminal's width: read it with every run of blanks one space.
            #expect(result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(word), "\(word) in:\n\(result.output)")
        }
    }

    @Test("refuses a bad option with a message naming it")
    func badOptions() throws {
        let result = try run(["--lang", "fr"])
        #expect(result.status != 0 && result.error.contains("--lang must be en or ja"))
    }

    @Test("refuses search words longer together than Pixabay's 100 characters, with the usage status")
    func tooLongWords() throws {
        let result = try run([String(repeating: "a", count: 60), String(repeating: "b", count: 40)])
        #expect(result.status == 64 && result.error.contains("at most 100 characters") && result.error.contains("got 101"), "\(result.error)")
    }

    @Test("refuses a server whose port is out of range, as it refuses other bad addresses")
    func serverPortOutOfRange() throws {
        let result = try run(["--server", "http://127.0.0.1:99999"])
        #expect(result.status == 64 && result.error.contains("--server") && result.error.contains("1 to 65535"), "\(result.error)")
    }

    @Test("refuses a filter value Pixabay does not know, naming the option, the value and the values it takes, with the usage status", arguments: [
        (["--type", "drawing"], "--type must be one of all, photo, illustration, vector (got \"drawing\")"),
        (["--orientation", "square"], "--orientation must be one of all, horizontal, vertical (got \"square\")"),
        (["--colors", "red,plaid"], "--colors must be a comma-separated list of grayscale, transparent, red"),
        (["--colors", "red,,blue"], "(got an empty value)"),
        (["--category", "cars"], "--category must be one of backgrounds, fashion, nature"),
        (["--order", "oldest"], "--order must be one of popular, latest (got \"oldest\")"),
    ])
    func badFilters(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64 && result.error.contains(message), "\(result.error)")
    }

    @Test("takes every filter's good values, and gets as far as needing a terminal")
    func goodFilters() throws {
        let result = try run([
            "--type", "vector", "--orientation", "vertical", "--colors", "red, blue", "--category", "music", "--editors-choice", "--order", "latest", "sea",
        ])
        #expect(result.status == 2 && result.error.contains("terminal"), "\(result.error)")
    }

    @Test("says it needs a terminal, in one sentence, without starting anything")
    func needsTerminal() throws {
        let result = try run(["sea"])
        #expect(result.status == 2)
        #expect(result.error == "imagesearch: draws its screens in a terminal; run it with standard input and output on a terminal.\n")
    }

    @Test("writes --help in Japanese under --lang ja or a Japanese LANG, and in English under --lang en whatever LANG says", arguments: [
        (["--lang", "ja", "--help"], [:], true), (["--help", "--lang=ja"], [:], true), (["--help"], ["LANG": "ja_JP.UTF-8"], true),
        (["-h"], ["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], true), (["--help", "--lang", "en"], ["LANG": "ja_JP.UTF-8"], false),
    ])
    func japaneseHelp(arguments: [String], environment: [String: String], japanese: Bool) throws {
        let result = try run(arguments, environment: environment.merging(["COLUMNS": "300"]) { $1 })
        #expect(result.status == 0)
        let expected = japanese
            ? ["概要:", "使い方: imagesearch", "引数:", "絞り込み:", "オプション:", "検索する言葉", "画像の種類", "PIXABAY_API_KEY", "q 終了", "このヘルプを表示します。"]
            : ["OVERVIEW:", "USAGE: imagesearch", "FILTERS:", "OPTIONS:", "q quit", "Show help information."]
        for word in expected { #expect(result.output.contains(word), "\(word) in:\n\(result.output)") }
        if japanese {
            for english in ["OVERVIEW", "USAGE", "OPTIONS", "Show help", "Words to search", "(default:"] {
                #expect(!result.output.contains(english), "\(english) in:\n\(result.output)")
            }
        }
    }

    @Test("writes usage errors in Japanese under --lang ja, with the usage status", arguments: [
        (["--lang", "ja", "--type", "drawing"], "--type には all, photo, illustration, vector のいずれかを指定してください（指定された値: \"drawing\"）"),
        (["--lang", "ja", "--colors", "red,,blue"], "（指定された値: 空）"),
        (["--lang", "ja", "--bogus"], "'--bogus' というオプションはありません"),
        (["--lang", "ja", "--server", "http://127.0.0.1:99999"], "--server には"),
        (["--lang", "ja", "--graphics", "paint"], "--graphics には"),
        ([String(repeating: "a", count: 101), "--lang", "ja"], "検索する言葉は合わせて 100 文字までです（指定された長さ: 101）"),
        (["--lang", "ja", "--orientation"], "'--orientation <orientation>' の値がありません"),
    ])
    func japaneseErrors(arguments: [String], message: String) throws {
        let result = try run(arguments, environment: ["COLUMNS": "300"])
        #expect(result.status == 64 && result.error.contains(message), "\(result.error)")
        #expect(result.error.hasPrefix("エラー: ") && result.error.contains("使い方: imagesearch") && result.error.contains("詳しくは 'imagesearch --help' をご覧ください。"),
                "\(result.error)")
    }

    @Test("lays Japanese help out by display width within the terminal's columns, each option's lines under its description", arguments: [60, 80])
    func japaneseLayout(columns: Int) throws {
        let lines = try run(["--help", "--lang", "ja"], environment: ["COLUMNS": "\(columns)"]).output.split(separator: "\n")
        #expect(lines.count > 30)
        for line in lines { #expect(DisplayWidth.columns(of: line) <= columns, "\(line)") }
        let typeRow = try #require(lines.firstIndex { $0.hasPrefix("  --type <type>") })
        #expect(lines[typeRow + 1].hasPrefix(String(repeating: " ", count: 26)) && lines[typeRow + 1].dropFirst(26).first != " ", "\(lines[typeRow + 1])")
    }

    @Test("says it needs a terminal in Japanese under a Japanese LANG")
    func needsTerminalInJapanese() throws {
        let result = try run(["sea"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.status == 2)
        #expect(result.error == "imagesearch: 画面は端末に描きます。標準入力と標準出力を端末につないで実行してください。\n")
    }

    @Test("writes its description for other programs (--experimental-dump-help, which man pages are made from) whole under a Japanese LANG: JSON, in Japanese")
    func dumpHelpInJapanese() throws {
        let result = try run(["--experimental-dump-help"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)")
        let command = try #require(json["command"] as? [String: Any])
        #expect((command["abstract"] as? String)?.hasPrefix("端末で画像を検索します") == true, "\(command)")
    }

    @Test("writes completion scripts under a Japanese LANG as ArgumentParser makes them: descriptions in Japanese, nothing rewrapped or retranslated",
          arguments: CompletionShell.allCases)
    func completionScriptInJapanese(shell: CompletionShell) throws {
        let result = try run(["--generate-completion-script", shell.rawValue], environment: ["LANG": "ja_JP.UTF-8"])
        let expected = CommandLineLanguage.$current.withValue(.japanese) { ImageSearchCommand.completionScript(for: shell) }
        #expect(result.status == 0 && result.output == expected + "\n", "\(result.output)")
    }
}
