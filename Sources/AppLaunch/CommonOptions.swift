import AppSupport
import ArgumentParser
import Foundation

/// The command-line options both apps take: a server to use instead of the default, the
/// language of the screens, and a log file.
///
/// Include with `@OptionGroup var common: CommonOptions`. Validation rejects a server that is
/// not an absolute http(s) URL (or whose port is not 1–65535) and a language other than `en` or
/// `ja`, with a message naming the option. Help and messages are in `CommandLineLanguage`'s
/// language.
public struct CommonOptions: ParsableArguments {
    /// `--server URL`: a compatible server's base URL, instead of the default source.
    @Option(name: .long, help: ArgumentHelp(CommandLineLanguage.text(
        english: "The base URL of a compatible server to use instead of the default source.",
        japanese: "既定の取得元の代わりに使う、互換サーバーのベース URL。"), valueName: "url"))
    public var server: String?

    /// `--lang en|ja`: the language of the screens.
    @Option(name: .customLong("lang"), help: ArgumentHelp(CommandLineLanguage.text(
        english: "The language of the screens, of --help and of messages: en or ja (default: from LC_ALL, LC_MESSAGES or LANG).",
        japanese: "画面、--help、メッセージの言語: en または ja（既定: LC_ALL、LC_MESSAGES、LANG から）。"), valueName: "en|ja"))
    public var language: String?

    /// `--log-file PATH`: where to append a log; nothing is logged without it.
    @Option(name: .customLong("log-file"), help: ArgumentHelp(CommandLineLanguage.text(
        english: "Append a log to this file (nothing is logged otherwise; keys are never written).",
        japanese: "このファイルにログを追記します（指定しなければ何も記録しません。キーは書き込みません）。"), valueName: "path"))
    public var logFile: String?

    /// Options as parsed.
    public init() {}

    /// Checks `--server` and `--lang`.
    public func validate() throws {
        if let server, Self.serverURL(from: server) == nil {
            throw ValidationError(CommandLineLanguage.text(
                english: "--server must be an absolute http or https URL with a port from 1 to 65535 if any, such as http://127.0.0.1:8080 (got \(server)).",
                japanese: "--server には、http://127.0.0.1:8080 のような http または https の絶対 URL を指定してください（ポートは 1〜65535。指定された値: \(server)）。"))
        }
        if let language, AppLanguage(rawValue: language) == nil {
            throw ValidationError(CommandLineLanguage.text(
                english: "--lang must be en or ja (got \(language)).", japanese: "--lang には en か ja を指定してください（指定された値: \(language)）。"))
        }
    }

    /// The server's URL, when `--server` was given.
    public var serverURL: URL? {
        server.flatMap(Self.serverURL(from:))
    }

    /// The language asked for with `--lang`, else the one the environment names.
    public func language(environment: [String: String]) -> AppLanguage {
        language.flatMap(AppLanguage.init(rawValue:)) ?? AppLanguage(environment: environment)
    }

    private static func serverURL(from text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host() != nil,
              url.port.map({ (1...65_535).contains($0) }) ?? true
        else { return nil }
        return url
    }
}
