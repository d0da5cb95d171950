/// Why the pictures folder is the default `~/Pictures` although `XDG_PICTURES_DIR` is set: its
/// value, read as `xdg-user-dir` reads it (the shell sourcing `user-dirs.dirs`), is not an
/// absolute path, is empty, or is written in a way only a shell running it could read. Says so
/// in the user's language, for the key help. A value.
public struct PicturesFolderFallback: Sendable, Hashable {
    /// What is wrong with the setting.
    public enum Reason: Sendable, Hashable {
        /// The value as the shell reads it ("Bilder", or "~/Bilder" in quotes, where ~ stays ~).
        case notAbsolute(String)
        /// The value is empty.
        case empty
        /// The value as written, which runs a command (`$(…)`, backquotes), uses a shell
        /// feature beyond quotes and variables (`${X:-…}`, `~user`), or is unfinished (an open
        /// quote).
        case unreadable(String)
    }

    /// What is wrong with the setting.
    public let reason: Reason
    /// The file that sets it (`~/.config/user-dirs.dirs`); nil when it comes from the
    /// environment.
    public let file: String?

    /// The fallback for `reason`, the setting made in `file` (nil: in the environment).
    public init(reason: Reason, file: String?) {
        self.reason = reason
        self.file = file
    }

    /// One sentence naming the setting, where it is made and what is wrong, in `language`.
    public func description(in language: AppLanguage) -> String {
        let setting = language.text(
            english: file.map { "XDG_PICTURES_DIR in \($0)" } ?? "The environment's XDG_PICTURES_DIR",
            japanese: file.map { "\($0) の XDG_PICTURES_DIR" } ?? "環境変数 XDG_PICTURES_DIR")
        return switch reason {
        case let .notAbsolute(value) where value.hasPrefix("~"):
            language.text(
                english: "\(setting) is “\(value)”. A ~ in quotes is not the home folder: write \"$HOME\(value.dropFirst())\".",
                japanese: "\(setting) は「\(value)」です。引用符の中の ~ はホームフォルダーになりません。\"$HOME\(value.dropFirst())\" と書いてください。")
        case let .notAbsolute(value):
            language.text(
                english: "\(setting) is “\(value)”, which is not an absolute path.",
                japanese: "\(setting)「\(value)」は絶対パスではありません。")
        case .empty:
            language.text(english: "\(setting) is empty.", japanese: "\(setting) が空です。")
        case let .unreadable(written):
            language.text(
                english: "\(setting) is “\(written)”, which only a shell could read.",
                japanese: "\(setting)「\(written)」は、シェルでなければ読めない書き方です。")
        }
    }
}
