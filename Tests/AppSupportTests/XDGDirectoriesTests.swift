import AppSupport
import Foundation
import Testing

@Suite("XDGDirectories")
struct XDGDirectoriesTests {
    @Test("uses XDG_CACHE_HOME when it is an absolute path")
    func cacheHomeFromVariable() {
        #expect(XDGDirectories.cacheHome(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"]).path == "/var/cache/me")
    }

    @Test("falls back to ~/.cache when XDG_CACHE_HOME is unset or relative")
    func cacheHomeFromHome() {
        #expect(XDGDirectories.cacheHome(environment: ["HOME": "/home/me"]).path == "/home/me/.cache")
        #expect(XDGDirectories.cacheHome(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/me"]).path == "/home/me/.cache")
    }

    @Test("falls back to the temporary directory without a home")
    func cacheHomeWithoutHome() {
        #expect(XDGDirectories.cacheHome(environment: [:]).path.hasPrefix(FileManager.default.temporaryDirectory.path))
    }

    @Suite("the pictures folder")
    struct Pictures {
        let directory = TemporaryDirectory()

        /// The pictures folder for a home at `/home/me` whose `user-dirs.dirs` holds `settings`.
        func pictures(settings: String?) throws -> String? {
            if let settings {
                try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
                try Data(settings.utf8).write(to: directory.url.appending(path: "user-dirs.dirs"))
            }
            return XDGDirectories.picturesDirectory(environment: ["HOME": "/home/me", "XDG_CONFIG_HOME": directory.url.path])?.path
        }

        @Test("is XDG_PICTURES_DIR of user-dirs.dirs, $HOME standing for the home folder")
        func fromSettings() throws {
            let settings = """
                # written by xdg-user-dirs-update
                XDG_DESKTOP_DIR="$HOME/Desktop"
                XDG_PICTURES_DIR="$HOME/Bilder"
                """
            #expect(try pictures(settings: settings) == "/home/me/Bilder")
        }

        @Test("takes an absolute path as it is, with a backslash-escaped quote")
        func absolutePath() throws {
            #expect(try pictures(settings: #"XDG_PICTURES_DIR="/media/photos/my \"best\" ones""#) == #"/media/photos/my "best" ones"#)
        }

        @Test("\"$HOME\" alone is the home folder itself")
        func homeItself() throws {
            #expect(try pictures(settings: #"XDG_PICTURES_DIR="$HOME""#) == "/home/me")
        }

        @Test("is ~/Pictures without the file, without the setting, or with a setting it cannot use", arguments: [
            nil, "XDG_MUSIC_DIR=\"$HOME/Music\"", "#XDG_PICTURES_DIR=\"$HOME/Old\"", "XDG_PICTURES_DIR=relative/path", "XDG_PICTURES_DIR=\"relative\"",
        ])
        func fallback(settings: String?) throws {
            #expect(try pictures(settings: settings) == "/home/me/Pictures")
        }

        @Test("reads user-dirs.dirs from ~/.config without XDG_CONFIG_HOME")
        func defaultConfigHome() throws {
            let config = directory.url.appending(path: ".config")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try Data(#"XDG_PICTURES_DIR="$HOME/Fotos""#.utf8).write(to: config.appending(path: "user-dirs.dirs"))
            #expect(XDGDirectories.picturesDirectory(environment: ["HOME": directory.url.path])?.path == directory.url.path + "/Fotos")
        }

        @Test("is unknown without an absolute HOME")
        func withoutHome() {
            #expect(XDGDirectories.picturesDirectory(environment: [:]) == nil)
            #expect(XDGDirectories.picturesDirectory(environment: ["HOME": "me"]) == nil)
        }
    }
}
