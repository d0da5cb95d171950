import AppLaunch
import AppSupport
import ArgumentParser
import Foundation
import Logging
import WeatherModel

/// The `weather` command line: options, the choice of weather source, and the start of the app.
///
/// Sources (see `DataSource`): with neither `--server` nor `OPENWEATHERMAP_API_KEY`, the
/// Gallery's weather endpoint started in-process on 127.0.0.1 (offline); with the key, the real
/// OpenWeatherMap; with `--server`, that server. Errors before the screen starts (a log file
/// that cannot be opened, an embedded server that cannot start) are one sentence on standard
/// error and exit status 2. Requests go through URLSession, behind a transport that stops
/// sending while the server's rate limit is used up (HTTP 429, `X-RateLimit-Remaining: 0`).
struct WeatherCommand: ParsableCommand {
    /// The variable holding the user's OpenWeatherMap key.
    static let keyVariable = WeatherFetchError.keyVariable

    /// The command's name, in messages too.
    static let name = "weather"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Weather Now: the current weather of twelve cities, in the terminal.",
        discussion: """
            Without --server and without \(keyVariable), the weather comes from an offline demo \
            server started inside the app; with \(keyVariable) set, from OpenWeatherMap.

            Keys: ↑/↓ move, r refreshes (at most every 15 seconds; the list also refreshes by \
            itself every 10 minutes), q or Ctrl-C quits.
            """,
        version: AppVersion.current
    )

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("Temperature units: metric (°C) or imperial (°F).", valueName: "metric|imperial"))
    var units: UnitsOption = .metric

    /// Chooses the source, sets up logging, and runs the screen until the user quits.
    func run() throws {
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
            throw LaunchFailure.report("cannot start the offline weather server: \(error)", command: Self.name)
        }
        let sourceName = switch source {
        case .embeddedGallery: EmbeddedGallery.sourceName(in: language)
        case let .remote(url, _, official): official ? "OpenWeatherMap" : url.host() ?? url.absoluteString
        }
        logger.info("weather starting", metadata: ["source": "\(sourceName)", "units": "\(units.rawValue)", "language": "\(language.code)"])

        let configuration = WeatherConfiguration(
            endpoint: WeatherEndpoint(baseURL: running.baseURL, apiKey: source.apiKey), sourceName: sourceName,
            units: units.units, language: language, timeZone: .current,
            transport: RateLimitedTransport(wrapping: URLSessionTransport(userAgent: "weather/\(AppVersion.current)")))
        withExtendedLifetime(running) {
            MainActor.assumeIsolated { WeatherApp.run(configuration) }
        }
    }
}
