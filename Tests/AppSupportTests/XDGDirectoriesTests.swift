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

    @Test("keeps state in XDG_STATE_HOME when it is an absolute path, else in ~/.local/state, and nowhere without either")
    func stateHome() {
        #expect(XDGDirectories.stateHome(environment: ["XDG_STATE_HOME": "/var/state/me", "HOME": "/home/me"])?.path == "/var/state/me")
        #expect(XDGDirectories.stateHome(environment: ["HOME": "/home/me"])?.path == "/home/me/.local/state")
        #expect(XDGDirectories.stateHome(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/me"])?.path == "/home/me/.local/state")
        #expect(XDGDirectories.stateHome(environment: ["XDG_STATE_HOME": ""]) == nil)
        #expect(XDGDirectories.stateHome(environment: ["HOME": "relative"]) == nil)
    }

    @Suite("the pictures folder")
    struct Pictures {
        let directory = TemporaryDirectory()

        /// The environment of a home at `/home/me` whose `user-dirs.dirs` holds `settings`.
        func environment(settings: String?) throws -> [String: String] {
            if let settings {
                try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
                try Data(settings.utf8).write(to: directory.url.appending(path: "user-dirs.dirs"))
            }
            return ["HOME": "/home/me", "XDG_CONFIG_HOME": directory.url.path]
        }

        /// The pictures folder for a home at `/home/me` whose `user-dirs.dirs` holds `settings`.
        func pictures(settings: String?) throws -> PicturesFolder? {
            XDGDirectories.picturesFolder(environment: try environment(settings: settings))
        }

        @Test("is XDG_PICTURES_DIR of user-dirs.dirs, $HOME standing for the home folder")
        func fromSettings() throws {
            let settings = """
                # written by xdg-user-dirs-update
                XDG_DESKTOP_DIR="$HOME/Desktop"
                XDG_PICTURES_DIR="$HOME/Bilder"
                """
            #expect(try pictures(settings: settings) == PicturesFolder(url: URL(filePath: "/home/me/Bilder", directoryHint: .isDirectory)))
        }

        @Test("takes an absolute path as it is, with a backslash-escaped quote")
        func absolutePath() throws {
            #expect(try pictures(settings: #"XDG_PICTURES_DIR="/media/photos/my \"best\" ones""#)?.url.path == #"/media/photos/my "best" ones"#)
        }

        @Test("\"$HOME\" alone is the home folder itself")
        func homeItself() throws {
            #expect(try pictures(settings: #"XDG_PICTURES_DIR="$HOME""#)?.url.path == "/home/me")
        }

        /// Settings written as a shell reads them (xdg-user-dir sources the file), and the folder each names.
        static let shellSettings: [(String, String)] = [
            (#"XDG_PICTURES_DIR=$HOME/Bilder"#, "/home/me/Bilder"),
            (#"XDG_PICTURES_DIR=~/Bilder"#, "/home/me/Bilder"),
            (#"XDG_PICTURES_DIR="${HOME}/Fotos""#, "/home/me/Fotos"),
            (#"export XDG_PICTURES_DIR="$HOME/Exported""#, "/home/me/Exported"),
            (#"XDG_PICTURES_DIR=$HOME/My\ Pictures"#, "/home/me/My Pictures"),
            (#"  XDG_PICTURES_DIR="$HOME/Indented" # and a comment"#, "/home/me/Indented"),
            ("XDG_DESKTOP_DIR=\"$HOME/Desk\"\nXDG_PICTURES_DIR=$XDG_DESKTOP_DIR/Pictures", "/home/me/Desk/Pictures"),
            (#"XDG_PICTURES_DIR='/srv/$HOME'"#, "/srv/$HOME"),
            (#"XDG_PICTURES_DIR="/a"'/b'/c"#, "/a/b/c"),
            ("XDG_PICTURES_DIR=\"$HOME/Old\"\nXDG_PICTURES_DIR=\"$HOME/New\"", "/home/me/New"),
        ]

        @Test("reads unquoted values, ~, ${HOME}, export, single quotes and other variables as the shell does", arguments: shellSettings)
        func shellForms(settings: String, folder: String) throws {
            let result = try pictures(settings: settings)
            #expect(result?.url.path == folder && result?.fallback == nil, "\(String(describing: result))")
        }

        @Test("agrees with xdg-user-dir PICTURES on each of those", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xdg-user-dir")),
              arguments: shellSettings)
        func agreesWithXDGUserDir(settings: String, folder: String) throws {
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/xdg-user-dir")
            process.arguments = ["PICTURES"]
            process.environment = try environment(settings: settings).merging(["PATH": "/usr/bin:/bin"]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(answer.trimmingCharacters(in: .newlines) == folder)
        }

        @Test("is ~/Pictures without a word without the file, without the setting, or with it commented out", arguments: [
            nil, "XDG_MUSIC_DIR=\"$HOME/Music\"", "#XDG_PICTURES_DIR=\"$HOME/Old\"",
        ])
        func defaultFolder(settings: String?) throws {
            #expect(try pictures(settings: settings) == PicturesFolder(url: URL(filePath: "/home/me/Pictures", directoryHint: .isDirectory)))
        }

        @Test("is ~/Pictures with a setting it cannot use, saying why", arguments: [
            (#"XDG_PICTURES_DIR=relative/path"#, PicturesFolderFallback.Reason.notAbsolute("relative/path")),
            (#"XDG_PICTURES_DIR="~/Bilder""#, .notAbsolute("~/Bilder")),
            (#"XDG_PICTURES_DIR="""#, .empty),
            (#"XDG_PICTURES_DIR=$(xdg-pictures)"#, .unreadable("$(xdg-pictures)")),
            (#"XDG_PICTURES_DIR="$HOME/open"#, .unreadable(#""$HOME/open"#)),
        ])
        func fallback(settings: String, reason: PicturesFolderFallback.Reason) throws {
            let result = try pictures(settings: settings)
            let file = directory.url.appending(path: "user-dirs.dirs").path
            #expect(result == PicturesFolder(
                url: URL(filePath: "/home/me/Pictures", directoryHint: .isDirectory), fallback: PicturesFolderFallback(reason: reason, file: file)))
        }

        @Test("takes XDG_PICTURES_DIR from the environment when the file does not set it, as xdg-user-dir does")
        func fromEnvironment() throws {
            var environment = try environment(settings: "XDG_MUSIC_DIR=\"$HOME/Music\"")
            environment["XDG_PICTURES_DIR"] = "/srv/pictures"
            #expect(XDGDirectories.picturesFolder(environment: environment)?.url.path == "/srv/pictures")
            environment["XDG_PICTURES_DIR"] = "pictures"
            let fallback = try #require(XDGDirectories.picturesFolder(environment: environment)?.fallback)
            #expect(fallback == PicturesFolderFallback(reason: .notAbsolute("pictures"), file: nil))
            #expect(fallback.description(in: .english) == "The environment's XDG_PICTURES_DIR is “pictures”, which is not an absolute path.")
            #expect(fallback.description(in: .japanese) == "環境変数 XDG_PICTURES_DIR「pictures」は絶対パスではありません。")
        }

        @Test("says why in English and Japanese, naming the file and the value")
        func fallbackText() {
            let relative = PicturesFolderFallback(reason: .notAbsolute("Bilder"), file: "/home/me/.config/user-dirs.dirs")
            #expect(relative.description(in: .english)
                == "XDG_PICTURES_DIR in /home/me/.config/user-dirs.dirs is “Bilder”, which is not an absolute path.")
            #expect(relative.description(in: .japanese)
                == "/home/me/.config/user-dirs.dirs の XDG_PICTURES_DIR「Bilder」は絶対パスではありません。")
            let tilde = PicturesFolderFallback(reason: .notAbsolute("~/Bilder"), file: "/f")
            #expect(tilde.description(in: .english).hasSuffix("A ~ in quotes is not the home folder: write \"$HOME/Bilder\"."))
            #expect(tilde.description(in: .japanese).hasSuffix("引用符の中の ~ はホームフォルダーになりません。\"$HOME/Bilder\" と書いてください。"))
            #expect(PicturesFolderFallback(reason: .empty, file: "/f").description(in: .english) == "XDG_PICTURES_DIR in /f is empty.")
            #expect(PicturesFolderFallback(reason: .unreadable("$(x)"), file: "/f").description(in: .japanese)
                == "/f の XDG_PICTURES_DIR「$(x)」は、シェルでなければ読めない書き方です。")
        }

        @Test("reads user-dirs.dirs from ~/.config without XDG_CONFIG_HOME")
        func defaultConfigHome() throws {
            let config = directory.url.appending(path: ".config")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try Data(#"XDG_PICTURES_DIR="$HOME/Fotos""#.utf8).write(to: config.appending(path: "user-dirs.dirs"))
            #expect(XDGDirectories.picturesFolder(environment: ["HOME": directory.url.path])?.url.path == directory.url.path + "/Fotos")
        }

        @Test("is unknown without an absolute HOME")
        func withoutHome() {
            #expect(XDGDirectories.picturesFolder(environment: [:]) == nil)
            #expect(XDGDirectories.picturesFolder(environment: ["HOME": "me"]) == nil)
        }
    }
}
