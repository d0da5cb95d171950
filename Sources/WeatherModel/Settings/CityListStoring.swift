import AppSupport

/// Where the cities chosen on the cities screen are kept for the next launch — the settings file
/// (``WeatherSettingsFile``) in the app; tests substitute stubs.
///
/// Threading: called on the main thread by the cities screen's view model; implementations must
/// not keep it waiting long (a small file's write). Lifetime: held by whoever saves.
public protocol CityListStoring: Sendable {
    /// Where the cities are kept, as the user would look for it (a path).
    var location: String { get }
    /// Keeps `ids`, in order, replacing what was kept; throws why it could not.
    func saveCities(_ ids: [Int]) throws(FileError)
}
