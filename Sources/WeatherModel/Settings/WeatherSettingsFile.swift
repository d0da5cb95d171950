import AppSupport
import Foundation

/// The settings file, `weather.toml` in Weather Now's folder of the user's settings:
/// `$XDG_CONFIG_HOME/reactivemvvm-weather/weather.toml`, or under `$HOME/.config` (see
/// AppSupport's `XDGDirectories.configHome`). Read once at start-up (``load()``), written
/// whole and atomically when the cities are saved (AppSupport's `WholeFile`), so that a crash or
/// a full disk never leaves half a file. A value; usable from any thread.
public struct WeatherSettingsFile: CityListStoring {
    /// The folder's name within the user's settings.
    public static let folderName = "reactivemvvm-weather"
    /// The file's name.
    public static let fileName = "weather.toml"

    /// What reading the file found.
    public enum Load: Sendable, Hashable {
        /// There is no file (the first launch, or it was removed).
        case absent
        /// The settings it holds.
        case settings(WeatherSettings)
        /// A file the app cannot use, and why.
        case unusable(WeatherSettingsError)
    }

    /// The file.
    public let url: URL

    /// The file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The file in the settings folder `environment` names; nil when neither `XDG_CONFIG_HOME`
    /// nor `HOME` is an absolute path (nothing says where settings go).
    public init?(environment: [String: String]) {
        guard let settings = XDGDirectories.configHome(environment: environment) else { return nil }
        self.init(url: settings.appending(path: Self.folderName, directoryHint: .isDirectory).appending(path: Self.fileName, directoryHint: .notDirectory))
    }

    /// The file's path.
    public var location: String {
        url.path
    }

    /// Reads the file.
    public func load() -> Load {
        let data: Data?
        do throws(FileError) {
            data = try WholeFile.contents(of: url, maximumSize: WeatherSettings.maximumSize)
        } catch {
            return .unusable(.unreadable(error))
        }
        guard let data else { return .absent }
        do throws(WeatherSettingsError) {
            return .settings(try WeatherSettings(reading: data))
        } catch {
            return .unusable(error)
        }
    }

    /// Writes a file choosing `ids` (``WeatherSettings/text(cityIDs:)``) in place of the old one.
    public func saveCities(_ ids: [Int]) throws(FileError) {
        try WholeFile.replaceContents(of: url, with: Data(WeatherSettings.text(cityIDs: ids).utf8))
    }
}
