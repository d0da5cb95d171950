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

    /// The user's pictures folder: `XDG_PICTURES_DIR` as `user-dirs.dirs` in ``configHome(environment:)``
    /// names it (what `xdg-user-dir PICTURES` answers), else `$HOME/Pictures`; nil when `HOME`
    /// is not an absolute path (nothing says where the user's folders are). The file is read on
    /// each call; a missing or unreadable file, or a line it cannot use, counts as no setting.
    public static func picturesDirectory(environment: [String: String]) -> URL? {
        guard let home = home(environment: environment) else { return nil }
        let settings = configHome(environment: environment)?.appending(path: "user-dirs.dirs", directoryHint: .notDirectory)
        let text = settings.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        return UserDirsFile.folder(named: "XDG_PICTURES_DIR", in: text, home: home)
            ?? home.appending(path: "Pictures", directoryHint: .isDirectory)
    }

    /// `$HOME` when it is an absolute path.
    private static func home(environment: [String: String]) -> URL? {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(filePath: home, directoryHint: .isDirectory)
    }
}
