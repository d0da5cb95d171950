import Foundation

/// The per-user folders of the XDG Base Directory specification (and of `xdg-user-dirs`) that
/// the apps use.
public enum XDGDirectories {
    /// Where non-essential cached data goes: `$XDG_CACHE_HOME` when it is an absolute path,
    /// else `$HOME/.cache`, else a folder under the system's temporary directory.
    public static func cacheHome(environment: [String: String]) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(filePath: cache, directoryHint: .isDirectory)
        }
        if let home = home(environment: environment) {
            return home.appending(path: ".cache", directoryHint: .isDirectory)
        }
        return FileManager.default.temporaryDirectory.appending(path: "reactivemvvm-cache", directoryHint: .isDirectory)
    }

    /// Where user settings go: `$XDG_CONFIG_HOME` when it is an absolute path, else
    /// `$HOME/.config`; nil when neither is known.
    public static func configHome(environment: [String: String]) -> URL? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(filePath: config, directoryHint: .isDirectory)
        }
        return home(environment: environment)?.appending(path: ".config", directoryHint: .isDirectory)
    }

    /// Where state that outlives a run but is not worth backing up goes (recent searches, a
    /// remembered port): `$XDG_STATE_HOME` when it is an absolute path, else
    /// `$HOME/.local/state`; nil when neither is known.
    public static func stateHome(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(filePath: state, directoryHint: .isDirectory)
        }
        return home(environment: environment)?.appending(path: ".local/state", directoryHint: .isDirectory)
    }

    /// The user's pictures folder: `XDG_PICTURES_DIR` as `xdg-user-dir PICTURES` answers it —
    /// the shell's reading of `user-dirs.dirs` in ``configHome(environment:)`` (see
    /// `UserDirsFile`), else the environment's — when that is an absolute path; else
    /// `$HOME/Pictures`, with the reason when the setting was there but could not be used (not
    /// absolute, empty, or written as only a shell could read it). Nil when `HOME` is not an
    /// absolute path (nothing says where the user's folders are). The file is read on each call;
    /// a missing or unreadable file counts as no setting.
    public static func picturesFolder(environment: [String: String]) -> PicturesFolder? {
        guard let home = home(environment: environment) else { return nil }
        let variable = "XDG_PICTURES_DIR"
        let settings = configHome(environment: environment)?.appending(path: "user-dirs.dirs", directoryHint: .notDirectory)
        let text = settings.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let defaultFolder = home.appending(path: "Pictures", directoryHint: .isDirectory)
        let fromFile = UserDirsFile.setting(of: variable, in: text, environment: environment.filter { $0.key != variable })
        guard let setting = fromFile ?? environment[variable].map(UserDirsFile.Setting.value) else { return PicturesFolder(url: defaultFolder) }
        let reason: PicturesFolderFallback.Reason
        switch setting {
        case let .value(path) where path.hasPrefix("/"):
            return PicturesFolder(url: URL(filePath: path, directoryHint: .isDirectory))
        case let .value(path):
            reason = path.isEmpty ? .empty : .notAbsolute(path)
        case let .unreadable(written):
            reason = .unreadable(written)
        }
        return PicturesFolder(url: defaultFolder, fallback: PicturesFolderFallback(reason: reason, file: fromFile == nil ? nil : settings?.path))
    }

    /// `$HOME` when it is an absolute path.
    private static func home(environment: [String: String]) -> URL? {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(filePath: home, directoryHint: .isDirectory)
    }
}
