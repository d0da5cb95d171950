import AppLaunch
import AppRelease
import AppSupport
import ArgumentParser
import CityCatalog
import Foundation
import Logging
import WeatherModel

/// The `weather` command line: options, the choice of weather source, and the start of the app.
///
/// The cities are those `--cities` names (`CitySelection`: ids and names of the bundled list; an
/// unknown name is a usage error, status 64, naming the closest names; `--save-cities` keeps
/// them in the settings file), else the settings file's, else the twelve of the seeds
/// (`StartingCities`); `--list-cities` prints the bundled list and ends.
///
/// Sources (see `DataSource`): with neither `--server` nor `OPENWEATHERMAP_API_KEY`, the
/// Gallery's weather endpoint started in-process on 127.0.0.1 (offline); with the key, the real
/// OpenWeatherMap; with `--server`, that server. Errors before the screen starts (a log file
/// that cannot be opened, an embedded server that cannot start) are one sentence on standard
/// error and exit status 2. Requests go through URLSession, behind a transport that stops
/// sending while the server's rate limit is used up (HTTP 429, `X-RateLimit-Remaining: 0`).
/// The help and usage errors are in the language `--lang` or the environment asks for
/// (`mainInUserLanguage()`).
struct WeatherCommand: ParsableCommand {
    /// The variable holding the user's OpenWeatherMap key.
    static let keyVariable = WeatherFetchError.keyVariable

    /// The command's name, in messages too.
    static let name = "weather"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: name,
            abstract: CommandLineLanguage.text(
                english: "Weather Now: the current weather of twelve cities, or those you choose, in the terminal.",
                japanese: "Weather Now: 12 の都市（または選んだ都市）の現在の天気を端末に表示します。"),
            discussion: CommandLineLanguage.text(english: """
                Without --server and without \(keyVariable), the weather comes from an offline demo \
                server started inside the app; with \(keyVariable) set, from OpenWeatherMap.

                Keys: ↑/↓ move, Enter shows the city's details (Esc goes back), r refreshes (at most \
                every 15 seconds; the list also refreshes by itself every 10 minutes), c adds or \
                removes cities (kept for the next launch), ? lists the keys, q or Ctrl-C quits.
                """, japanese: """
                --server も \(keyVariable) もなければ、アプリの中で起動するオフラインのデモサーバーから\
                天気を取得します。\(keyVariable) を設定すると OpenWeatherMap から取得します。

                キー: ↑/↓ 移動、Enter 都市の詳細（Esc で戻る）、r 更新（15 秒に 1 回まで。一覧は 10 分\
                ごとにも自動で更新します）、c 都市の追加・削除（次回も使います）、? キー一覧、q または \
                Ctrl-C 終了。
                """),
            version: AppVersion.current
        )
    }

    /// Parses the command line and runs, speaking the user's language.
    static func main() {
        mainInUserLanguage()
    }

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp(
        CommandLineLanguage.text(english: "Units of measurement", japanese: "数値の単位"), valueName: "metric|imperial"))
    var units: UnitsOption = .metric

    @Option(help: ArgumentHelp(
        CommandLineLanguage.text(
            english: "The cities to show, in order: OpenWeatherMap city ids or names from the bundled list (see --list-cities), "
                + "separated by commas (, 、 or ，), such as Tokyo,Paris,2643743.",
            japanese: "表示する都市（この順に）: OpenWeatherMap の都市 ID か同梱の一覧にある名前（--list-cities を参照）を、"
                + "「,」「、」「，」のどれかで区切って指定します。例: 東京、パリ、2643743。"),
        valueName: "cities"))
    var cities: String?

    @Flag(help: ArgumentHelp(CommandLineLanguage.text(
        english: "Keep the cities --cities names in the settings file (\(WeatherSettingsFile.folderName)/\(WeatherSettingsFile.fileName) "
            + "in XDG_CONFIG_HOME, else in ~/.config), so that the next launches show them.",
        japanese: "--cities で指定した都市を設定ファイル（XDG_CONFIG_HOME、なければ ~/.config の "
            + "\(WeatherSettingsFile.folderName)/\(WeatherSettingsFile.fileName)）に保存し、次回からも表示します。")))
    var saveCities = false

    @Flag(help: ArgumentHelp(CommandLineLanguage.text(
        english: "Print the bundled list of cities (id, country, English and Japanese names) and exit.",
        japanese: "同梱の都市一覧（ID、国、英語名と日本語名）を表示して終了します。")))
    var listCities = false

    /// Checks `--cities`, and that `--save-cities` has cities to save.
    func validate() throws {
        _ = try cityIDs()
        if saveCities, cities == nil {
            throw ValidationError(CommandLineLanguage.text(
                english: "--save-cities saves the cities --cities names: give both, such as --cities Tokyo,Paris --save-cities",
                japanese: "--save-cities は --cities の都市を保存します。--cities 東京、パリ --save-cities のように両方を指定してください"))
        }
    }

    /// The ids of the cities `--cities` names; nil without it.
    func cityIDs() throws(ValidationError) -> [Int]? {
        guard let cities else { return nil }
        do {
            return try CitySelection.cityIDs(from: cities)
        } catch {
            throw ValidationError(error.description(in: CommandLineLanguage.current))
        }
    }

    /// Chooses the source, sets up logging, and runs the screen until the user quits.
    func run() throws {
        if listCities {
            print(CityListing.text, terminator: "")
            return
        }
        let environment = ProcessInfo.processInfo.environment
        try LaunchFailure.requireTerminal(command: Self.name, environment: environment)
        let language = common.language(environment: environment)
        let source = DataSource.choose(
            server: common.serverURL, keyVariable: Self.keyVariable,
            officialBaseURL: WeatherEndpoint.openWeatherMapBaseURL, environment: environment)
        do {
            try AppLogging.bootstrap(logFile: common.logFile, redactor: SecretRedactor(secrets: [source.apiKey]))
        } catch {
            throw LaunchFailure.report("\(error)", command: Self.name)
        }
        let logger = Logger(label: "weather")

        let running: RunningSource
        do {
            running = try source.start(environment: environment, logger: logger)
        } catch {
            throw Self.serverFailure(error)
        }
        let sourceName = switch source {
        case .embeddedGallery: EmbeddedGallery.sourceName(in: language)
        case let .remote(url, _, official): official ? "OpenWeatherMap" : url.host() ?? url.absoluteString
        }
        logger.info("weather starting", metadata: ["source": "\(sourceName)", "units": "\(units.rawValue)", "language": "\(language.code)"])

        let settingsFile = WeatherSettingsFile(environment: environment)
        let starting: StartingCities
        do {
            starting = try StartingCities.choose(chosen: try cityIDs(), save: saveCities, file: settingsFile, language: language)
        } catch {
            throw LaunchFailure.report("\(error)", command: Self.name)
        }
        let configuration = WeatherConfiguration(
            endpoint: WeatherEndpoint(baseURL: running.baseURL, apiKey: source.apiKey), sourceName: sourceName,
            cityIDs: starting.ids, settingsFile: settingsFile, notice: starting.notice, units: units.units, language: language, timeZone: .current,
            transport: RateLimitedTransport(wrapping: URLSessionTransport(userAgent: "weather/\(AppVersion.current)")))
        try withExtendedLifetime(running) {
            try MainActor.assumeIsolated {
                try WeatherApp.run(configuration) {
                    do {
                        try running.waitUntilServing()
                    } catch {
                        throw Self.serverFailure(error)
                    }
                }
            }
        }
    }

    /// Reports on standard error that the embedded weather server cannot start (`error`, the
    /// Gallery's sentence); the status to exit with.
    private static func serverFailure(_ error: any Error) -> ExitCode {
        LaunchFailure.report("cannot start the offline weather server: \(error)", command: name)
    }
}
