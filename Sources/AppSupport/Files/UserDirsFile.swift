import Foundation

/// Reads `user-dirs.dirs`, the file where `xdg-user-dirs` records the user's folders: one
/// `NAME="value"` a line, `#` starting a comment, each value an absolute path or one that starts
/// with `$HOME` (`"$HOME/Pictures"`; `"$HOME"` alone is the home folder itself), a backslash
/// taking the character after it as it is.
enum UserDirsFile {
    /// The folder `name` is set to in `text` (the file's contents), `$HOME` standing for `home`;
    /// nil when `text` does not set it in a usable form. The last setting counts, as when the
    /// shell reads the file.
    static func folder(named name: String, in text: String, home: URL) -> URL? {
        var found: URL?
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#"), trimmed.hasPrefix(name + "=") else { continue }
            if let folder = path(fromQuoted: trimmed.dropFirst(name.count + 1), home: home) { found = folder }
        }
        return found
    }

    /// The path a quoted value stands for, or nil when it is not quoted, or neither absolute nor
    /// under `$HOME`.
    private static func path(fromQuoted value: Substring, home: URL) -> URL? {
        guard value.count >= 2, value.first == "\"", value.last == "\"" else { return nil }
        var unescaped = ""
        var escaping = false
        for character in value.dropFirst().dropLast() {
            if escaping || character != "\\" {
                unescaped.append(character)
                escaping = false
            } else {
                escaping = true
            }
        }
        if unescaped == "$HOME" { return home }
        if unescaped.hasPrefix("$HOME/") {
            let rest = unescaped.dropFirst("$HOME/".count)
            return rest.isEmpty ? home : home.appending(path: String(rest), directoryHint: .isDirectory)
        }
        guard unescaped.hasPrefix("/") else { return nil }
        return URL(filePath: unescaped, directoryHint: .isDirectory)
    }
}
