import AppLaunch
import AppSupport
import ArgumentParser
import Foundation
import Gallery
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

    static let configuration = CommandConfiguration(
        commandName: "weather",
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
        let language = common.language(environment: environment)
        let source = DataSource.choose(
            server: common.serverURL, keyVariable: Self.keyVariable,
            officialBaseURL: WeatherEndpoint.openWeatherMapBaseURL, environment: environment)
        do {
            try AppLogging.bootstrap(logFile: common.logFile, redactor: SecretRedactor(secrets: [source.apiKey]))
        } catch {
            throw Self.failure("cannot open the log file \(common.logFile ?? ""): \(error.localizedDescription)")
        }
        let logger = Logger(label: "weather")

        var gallery: GalleryServer?
        let baseURL: URL
        let sourceName: String
        switch source {
        case .embeddedGallery:
            do {
                let server = try EmbeddedGallery.start(environment: environment, logger: logger)
                gallery = server
                baseURL = server.baseURL
            } catch {
                throw Self.failure("cannot start the offline weather server: \(error)")
            }
            sourceName = EmbeddedGallery.sourceName(in: language)
        case let .remote(url, _, official):
            baseURL = url
            sourceName = official ? "OpenWeatherMap" : url.host() ?? url.absoluteString
        }
        logger.info("weather starting", metadata: ["source": "\(sourceName)", "units": "\(units.rawValue)", "language": "\(language.code)"])

        let configuration = WeatherConfiguration(
            endpoint: WeatherEndpoint(baseURL: baseURL, apiKey: source.apiKey), sourceName: sourceName,
            units: units.units, language: language, timeZone: .current,
            transport: RateLimitedTransport(wrapping: URLSessionTransport(userAgent: "weather/\(AppVersion.current)")))
        withExtendedLifetime(gallery) {
            MainActor.assumeIsolated { WeatherApp.run(configuration) }
        }
    }

    /// Prints `message` on standard error and gives the exit status for a start-up failure.
    private static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("weather: \(message)\n".utf8))
        return ExitCode(2)
    }
}
