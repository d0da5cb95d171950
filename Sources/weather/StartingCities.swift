import AppSupport
import WeatherModel

/// The cities Weather Now starts with, and what to say about them: `--cities`' (saved in the
/// settings file first with `--save-cities`), else the settings file's, else the twelve — with a
/// notice for the screen when the file is there but cannot be used. A value; pure but for the
/// file it reads and writes.
struct StartingCities: Equatable {
    /// The cities, by id, in order.
    let ids: [Int]
    /// Why the settings file was not used, in the screen's language; "" when nothing is wrong.
    let notice: String

    /// Why `--save-cities` could not save, in a sentence.
    struct SaveFailure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The cities for `--cities`' `chosen` (nil when not given), saving them in `file` when
    /// `save`, else those `file` holds; the notice in `language`. Throws when they cannot be saved.
    static func choose(chosen: [Int]?, save: Bool, file: WeatherSettingsFile?, language: AppLanguage) throws(SaveFailure) -> StartingCities {
        if let chosen {
            if save {
                guard let file else {
                    throw SaveFailure(description: "cannot save the cities: neither XDG_CONFIG_HOME nor HOME is an absolute path, so nothing says where settings go")
                }
                do throws(FileError) {
                    try file.saveCities(chosen)
                } catch {
                    throw SaveFailure(description: "cannot save the cities in \(error.path): \(error.reason(in: .english))")
                }
            }
            return StartingCities(ids: chosen, notice: "")
        }
        switch file?.load() {
        case nil, .absent?:
            return StartingCities(ids: WeatherNowCities.ids, notice: "")
        case let .settings(settings)?:
            return StartingCities(ids: settings.cityIDs ?? WeatherNowCities.ids, notice: "")
        case let .unusable(error)?:
            let path = file?.location ?? ""
            let notice = language.text(
                english: "The settings file \(path) cannot be used, so the list shows the twelve cities: \(error.description(in: language))",
                japanese: "設定ファイル \(path) を使えないため、12 の都市を表示しています: \(error.description(in: language))")
            return StartingCities(ids: WeatherNowCities.ids, notice: notice)
        }
    }
}
