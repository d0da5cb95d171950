import AppLaunch
import AppRelease
import AppSupport
import ArgumentParser
import Foundation
import ImageSearchModel
import Logging
import TerminalUI

/// `imagesearch`: the Pixabay image search of the seed documents, in the terminal.
///
/// The command line only chooses and starts: which source (the embedded Gallery, the real
/// Pixabay with `PIXABAY_API_KEY`, or `--server`), which language, where to log. Everything
/// the app is made of is assembled by ``ImageSearchContainer``. The help and usage errors are
/// in the language `--lang` or the environment asks for (`mainInUserLanguage()`).
@main
struct ImageSearchCommand: ParsableCommand {
    /// The command's name, in messages too.
    static let name = "imagesearch"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: name,
            abstract: CommandLineLanguage.text(
                english: "Search images the MVVM + dependency injection + reactive streams way, in the terminal.",
                japanese: "端末で画像を検索します（MVVM + 依存性注入 + リアクティブストリームで作ったアプリです）。"),
            discussion: CommandLineLanguage.text(english: """
                Without a key or --server it serves a demo gallery from this computer, so it works \
                offline. With PIXABAY_API_KEY set it searches Pixabay (answers are cached for 24 hours \
                in $XDG_CACHE_HOME/reactivemvvm/imagesearch, as Pixabay asks); with --server, any \
                Pixabay-compatible server. The filter options narrow the first search; f changes the \
                filters later. Keys: / search (↑ ↓ bring back recent searches, kept in \
                $XDG_STATE_HOME/reactivemvvm/imagesearch/history unless --no-history), f filters, \
                r refresh, p saved pictures, Enter open, s save the picture (into XDG_PICTURES_DIR, \
                else ~/Pictures; S chooses the size), c copy the page address, o open the page, \
                Esc back, ? keys, q quit. The offline gallery listens on the same port every run, \
                so its addresses still work the next time.
                """, japanese: """
                キーも --server もなければ、このコンピューターでデモギャラリーを提供するので、オフラインで使えます。\
                PIXABAY_API_KEY を設定すると Pixabay を検索します（Pixabay の求めに従い、答えを \
                $XDG_CACHE_HOME/reactivemvvm/imagesearch に 24 時間キャッシュします）。--server を指定すると、\
                Pixabay 互換の任意のサーバーを使います。絞り込みのオプションは最初の検索を絞り込みます。\
                あとからは f で変更できます。キー: / 検索（↑ ↓ で最近の検索を呼び出し。--no-history を\
                指定しない限り $XDG_STATE_HOME/reactivemvvm/imagesearch/history に記録）、f 絞り込み、\
                r 更新、p 保存した画像、Enter 開く、s 画像を保存（XDG_PICTURES_DIR、なければ ~/Pictures に。\
                S でサイズを選択）、c ページのアドレスをコピー、o ページを開く、Esc 戻る、? キー、q 終了。\
                オフラインのギャラリーは毎回同じポートで待ち受けるので、そのアドレスは次回も使えます。
                """),
            version: AppVersion.current
        )
    }

    /// Parses the command line and runs, speaking the user's language.
    static func main() {
        mainInUserLanguage()
    }

    /// The variable that holds a Pixabay API key.
    static let keyVariable = "PIXABAY_API_KEY"

    @Argument(help: ArgumentHelp(
        CommandLineLanguage.text(english: "Words to search for (every image when omitted).", japanese: "検索する言葉（省略するとすべての画像）。"),
        valueName: "words"))
    var searchWords: [String] = []

    @OptionGroup var common: CommonOptions

    @Flag(name: .customLong("no-history"), help: ArgumentHelp(CommandLineLanguage.text(
        english: "Neither read nor keep recent searches in this run (↑ in the search field brings none back).",
        japanese: "この実行では最近の検索を読み込みも記録もしません（検索欄の ↑ で何も呼び出しません）。")))
    var noHistory = false

    @OptionGroup(title: CommandLineLanguage.text(english: "Filters", japanese: "絞り込み")) var filterOptions: FilterOptions

    @OptionGroup var graphicsOptions: GraphicsOptions

    /// Refuses words longer together than Pixabay's search allows (it would answer HTTP 400).
    func validate() throws {
        let limit = PixabayEndpoint.maximumQueryLength
        let length = searchWords.joined(separator: " ").count
        guard length <= limit else {
            throw ValidationError(CommandLineLanguage.text(
                english: "The words to search for may be at most \(limit) characters together, as Pixabay allows (got \(length)).",
                japanese: "検索する言葉は合わせて \(limit) 文字までです（指定された長さ: \(length)）。Pixabay はそれより長い検索を受け付けません。"))
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        try LaunchFailure.requireTerminal(command: Self.name, environment: environment)
        let source = DataSource.choose(
            server: common.serverURL, keyVariable: Self.keyVariable,
            officialBaseURL: PixabayEndpoint.pixabayBaseURL, environment: environment)
        let redactor = SecretRedactor(secrets: [source.apiKey])
        do {
            try AppLogging.bootstrap(logFile: common.logFile, redactor: redactor)
        } catch {
            throw LaunchFailure.report("\(error)", command: Self.name)
        }
        let logger = Logger(label: "imagesearch")
        let running: RunningSource
        do {
            running = try source.start(
                environment: environment, logger: Logger(label: "gallery"), galleryPort: ImageSearchSettings.galleryPort(environment: environment))
        } catch {
            throw Self.galleryFailure(error, logger: logger)
        }
        let settings = ImageSearchSettings(
            source: source,
            baseURL: running.baseURL,
            language: common.language(environment: environment),
            searchText: searchWords.joined(separator: " "),
            filters: filterOptions.filters,
            keepsHistory: !noHistory,
            redactor: redactor,
            environment: environment,
            logger: logger)
        logger.info("starting", metadata: ["source": "\(settings.source)", "language": "\(settings.language.code)"])
        let graphics = graphicsOptions.preference
        try withExtendedLifetime(running) {
            try MainActor.assumeIsolated { try Self.runApplication(settings, source: running, graphics: graphics) }
        }
    }

    /// Builds the container and the screens while the embedded Gallery starts, then — once it
    /// serves — shows the list and hands the main thread to the application. Throws (before the
    /// terminal is touched) when the Gallery cannot start.
    @MainActor
    private static func runApplication(_ settings: ImageSearchSettings, source: RunningSource, graphics: GraphicsPreference?) throws -> Never {
        let application = Application(reportsMouse: true, graphics: graphics)
        application.graphicsHandler = { [weak application, logger = settings.logger] graphics in
            logger.info("pictures", metadata: ["graphics": "\(graphics)", "terminal": "\(application?.terminalVersion ?? "did not say")"])
        }
        application.logsBackground(to: settings.logger)
        let container = ImageSearchContainer.make(settings: settings) { application.quit(status: 0) }
        let prepareToExit = ImageSearchContainer.exitPreparation(of: container)
        application.interruptHandler = { application in
            prepareToExit()
            application.quit(status: 130)
        }
        let navigation = container.resolve(AppNavigationController.self)
        // The list searches as soon as it appears.
        do {
            try source.waitUntilServing()
        } catch {
            throw galleryFailure(error, logger: settings.logger)
        }
        application.window.rootViewController = navigation
        application.run()
    }

    /// Logs and reports on standard error that the embedded Gallery cannot start (`error`, the
    /// Gallery's sentence); the status to exit with.
    private static func galleryFailure(_ error: any Error, logger: Logger) -> ExitCode {
        logger.critical("cannot start the offline gallery: \(error)")
        return LaunchFailure.report("cannot start the offline gallery: \(error)", command: name)
    }
}
