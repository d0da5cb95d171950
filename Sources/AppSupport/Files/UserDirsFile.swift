/// Reads `user-dirs.dirs`, the file where `xdg-user-dirs` records the user's folders, as
/// `xdg-user-dir` does: that script sources it with `/bin/sh`, so each line is a shell
/// assignment. `xdg-user-dirs-update` writes `NAME="$HOME/Pictures"`, but people write the file
/// by hand too, and the shell takes more:
///
/// - `NAME=value`, optionally after `export`, blanks before it, a `#` comment after it; a line
///   that is not an assignment (or runs a command after it) sets nothing;
/// - unquoted text, where `\` takes the next character as it is and a leading `~` (alone or
///   before `/`) is `$HOME`; `'single quotes'`, taken as they are; `"double quotes"`, where `\`
///   escapes only `$`, `` ` ``, `"` and `\`;
/// - `$NAME` and `${NAME}`, outside single quotes: a variable set earlier in the file, else the
///   environment's, else nothing.
///
/// What only a shell running the file could know — commands (`$(…)`, backquotes), other
/// expansions (`${X:-…}`, `$1`, `~user`), operators, an unfinished quote — makes the value
/// unreadable rather than guessed. Pure; usable from any thread.
enum UserDirsFile {
    /// What the file leaves a variable set to.
    enum Setting: Hashable {
        /// The value as the shell reads it.
        case value(String)
        /// The value as written (after `=`), which only a shell could read.
        case unreadable(String)
    }

    /// What `name` is after the shell has read `text` (the file's contents) with `environment`:
    /// its last setting in the file, else its value in the environment, else nil.
    static func setting(of name: String, in text: String, environment: [String: String]) -> Setting? {
        var variables = environment.mapValues(Setting.value)
        for line in text.split(whereSeparator: \.isNewline) {
            guard let (variable, written) = assignment(in: Substring(line)) else { continue }
            var reader = WordReader(text: written, variables: variables)
            guard let value = reader.readWord(), reader.isAtEndOfCommand else {
                if reader.isUnreadable { variables[variable] = .unreadable(String(written.drop { $0 == " " || $0 == "\t" })) }
                continue
            }
            variables[variable] = .value(value)
        }
        return variables[name]
    }

    /// The variable a line assigns and the text after its `=`; nil for comments, blank lines and
    /// anything but an assignment.
    private static func assignment(in line: Substring) -> (name: String, written: Substring)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("export"), let blank = rest.dropFirst("export".count).first, blank == " " || blank == "\t" {
            rest = rest.dropFirst("export".count).drop { $0 == " " || $0 == "\t" }
        }
        guard let equals = rest.firstIndex(of: "="), isName(rest[..<equals]) else { return nil }
        return (String(rest[..<equals]), rest[rest.index(after: equals)...])
    }

    /// Whether `text` is a shell variable name: a letter or `_`, then letters, digits or `_`.
    static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}

/// Reads one shell word of an assignment's value — quotes, escapes, `~` and `$` expansions —
/// as `UserDirsFile` describes; stops at an unquoted blank or `;`. Main use: `UserDirsFile`.
private struct WordReader {
    private var rest: Substring
    private let variables: [String: UserDirsFile.Setting]
    /// Whether the word needs what only a shell can do; set when ``readWord()`` returns nil.
    private(set) var isUnreadable = false

    init(text: Substring, variables: [String: UserDirsFile.Setting]) {
        rest = text
        self.variables = variables
    }

    /// Whether nothing but blanks, a `;` or a comment follows the word: the assignment stands
    /// alone, as a setting (not the environment of a command).
    var isAtEndOfCommand: Bool {
        let after = rest.drop { $0 == " " || $0 == "\t" }
        return after.isEmpty || after.first == "#" || after.first == ";"
    }

    /// The word's value, or nil when only a shell could read it.
    mutating func readWord() -> String? {
        guard var value = readTilde() else { return unreadable() }
        while let character = rest.first, character != " ", character != "\t", character != ";" {
            rest.removeFirst()
            switch character {
            case "\\":
                // A backslash at the end continues the line: a shell would read the next one.
                guard let escaped = rest.popFirst() else { return unreadable() }
                value.append(escaped)
            case "'":
                guard let end = rest.firstIndex(of: "'") else { return unreadable() }
                value += rest[..<end]
                rest = rest[rest.index(after: end)...]
            case "\"":
                guard let quoted = readDoubleQuoted() else { return unreadable() }
                value += quoted
            case "$":
                guard let expanded = readExpansion() else { return unreadable() }
                value += expanded
            case "`", "|", "&", "<", ">", "(", ")":
                return unreadable()
            default:
                value.append(character)
            }
        }
        return value
    }

    /// `$HOME` for a leading `~` alone or before `/` (tilde expansion), read; nothing otherwise
    /// (a `~` without `HOME` stays a `~`). Nil for `~user`: only the user database knows where
    /// another user's home is.
    private mutating func readTilde() -> String? {
        guard rest.first == "~" else { return "" }
        let after = rest.dropFirst().first
        guard after == nil || after == "/" || after == " " || after == "\t" || after == ";" else { return nil }
        guard case let .value(home)? = variables["HOME"] else { return "" }
        rest.removeFirst()
        return home
    }

    /// The text up to the closing `"` (the opening one already read), with its escapes and
    /// expansions; nil when unfinished or when an expansion is unreadable.
    private mutating func readDoubleQuoted() -> String? {
        var value = ""
        while let character = rest.popFirst() {
            switch character {
            case "\"":
                return value
            case "\\":
                guard let next = rest.popFirst() else { return nil }
                if !["$", "`", "\"", "\\"].contains(next) { value.append("\\") }
                value.append(next)
            case "$":
                guard let expanded = readExpansion() else { return nil }
                value += expanded
            case "`":
                return nil
            default:
                value.append(character)
            }
        }
        return nil
    }

    /// The value of the variable named after a `$` (already read): `$NAME` or `${NAME}`; a `$`
    /// before anything else stands for itself. Nil for what only a shell could expand.
    private mutating func readExpansion() -> String? {
        let name: Substring
        if rest.first == "{" {
            guard let close = rest.firstIndex(of: "}") else { return nil }
            name = rest[rest.index(after: rest.startIndex)..<close]
            guard UserDirsFile.isName(name) else { return nil }
            rest = rest[rest.index(after: close)...]
        } else if let first = rest.first, first.isASCII, first.isLetter || first == "_" {
            name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            rest = rest.dropFirst(name.count)
        } else if let first = rest.first, first == "(" || first.isNumber || "#?$!@*-".contains(first) {
            return nil
        } else {
            return "$"
        }
        switch variables[String(name)] {
        case let .value(value)?: return value
        case .unreadable?: return nil
        case nil: return ""
        }
    }

    private mutating func unreadable() -> String? {
        isUnreadable = true
        return nil
    }
}
