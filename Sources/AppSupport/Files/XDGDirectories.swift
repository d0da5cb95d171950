import Foundation

/// The per-user folders of the XDG Base Directory specification that the apps use.
public enum XDGDirectories {
    /// Where non-essential cached data goes: `$XDG_CACHE_HOME` when it is an absolute path,
    /// else `$HOME/.cache`, else a folder under the system's temporary directory.
    public static func cacheHome(environment: [String: String]) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(filePath: cache, directoryHint: .isDirectory)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(filePath: home, directoryHint: .isDirectory).appending(path: ".cache", directoryHint: .isDirectory)
        }
        return FileManager.default.temporaryDirectory.appending(path: "reactivemvvm-cache", directoryHint: .isDirectory)
    }
}
