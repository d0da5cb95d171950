import AppLaunch
import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import Logging

/// Everything the composition root decided before assembling the app: where images come from,
/// the language and locale, the secret to redact, where the HTTP cache lives.
struct ImageSearchSettings: Sendable {
    /// The Pixabay-compatible server, key and language of the searches.
    var endpoint: PixabayEndpoint
    /// What the list names as the images' source.
    var source: ImageSource
    /// The language of every text.
    var language: AppLanguage
    /// The locale counts are formatted for.
    var locale: Locale
    /// The first search (empty: every image).
    var searchText: String
    /// The first search's filters.
    var filters = SearchFilters()
    /// Where pictures are saved (and why there, when the user's setting could not be used); nil
    /// when no pictures folder is known.
    var picturesFolder: PicturesFolder?
    /// The variable holding the user's own API key when one is in use (messages may mention it
    /// then); nil otherwise.
    var keyVariable: String?
    /// Takes the API key out of logs and messages.
    var redactor: SecretRedactor
    /// Where identical requests are cached for 24 hours.
    var cacheDirectory: URL
    /// Where the recent searches are kept; nil when the history is off for the run
    /// (`--no-history`) or no state folder is known.
    var searchHistoryFile: URL?
    /// Where the app logs (a file, or nowhere).
    var logger: Logger
}

extension ImageSearchSettings {
    /// The settings for `source`, whose server is at `baseURL`.
    init(
        source: DataSource, baseURL: URL, language: AppLanguage, searchText: String, filters: SearchFilters = SearchFilters(),
        keepsHistory: Bool = true, redactor: SecretRedactor,
        environment: [String: String], logger: Logger
    ) {
        let imageSource: ImageSource = switch source {
        case .embeddedGallery: .offlineGallery
        case let .remote(url, _, isOfficial): isOfficial ? .pixabay : .server(host: url.host() ?? url.absoluteString)
        }
        self.init(
            endpoint: PixabayEndpoint(baseURL: baseURL, apiKey: source.apiKey, language: language),
            source: imageSource,
            language: language,
            locale: FormattingLocale.locale(environment: environment),
            searchText: searchText,
            filters: filters,
            picturesFolder: XDGDirectories.picturesFolder(environment: environment),
            keyVariable: source.usesOwnKey ? ImageSearchCommand.keyVariable : nil,
            redactor: redactor,
            cacheDirectory: XDGDirectories.cacheHome(environment: environment)
                .appending(path: "reactivemvvm/imagesearch", directoryHint: .isDirectory),
            searchHistoryFile: keepsHistory ? Self.stateDirectory(environment: environment)?.appending(path: "history", directoryHint: .notDirectory) : nil,
            logger: logger)
    }

    /// The app's folder of state kept between runs: `reactivemvvm/imagesearch` in the XDG state
    /// folder (`$XDG_STATE_HOME`, else `~/.local/state`); nil when neither is known.
    static func stateDirectory(environment: [String: String]) -> URL? {
        XDGDirectories.stateHome(environment: environment)?.appending(path: "reactivemvvm/imagesearch", directoryHint: .isDirectory)
    }

    /// Where the embedded Gallery's port is remembered (`gallery-port` in the state folder); nil
    /// when no state folder is known.
    static func galleryPort(environment: [String: String]) -> RememberedPort? {
        stateDirectory(environment: environment).map { RememberedPort(file: $0.appending(path: "gallery-port", directoryHint: .notDirectory)) }
    }
}
