import AppSupport

/// The language of a command line's own texts — `--help`, usage errors, the sentence a launch
/// failure writes — which is needed while the command line is being parsed, before
/// `CommonOptions` has read `--lang`: ``detect(arguments:environment:)`` reads it from the raw
/// arguments and the environment, and ``current`` holds it while the command is parsed and run
/// (`ParsableCommand.mainInUserLanguage()` sets it).
///
/// The commands' help strings and validation messages are made with ``text(english:japanese:)``,
/// which ArgumentParser evaluates when it builds the command's definition — inside the scope
/// that sets ``current``.
public enum CommandLineLanguage {
    /// The language of the command line's texts for the current task (or thread, outside
    /// tasks); English unless bound with `$current.withValue(_:operation:)`.
    @TaskLocal public static var current: AppLanguage = .english

    /// The language `arguments` (without the program's name) and `environment` ask for: the
    /// last `--lang en|ja` (or `--lang=ja`) before a `--`, else the environment's (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`) — what `CommonOptions.language(environment:)` will say once
    /// parsed. A `--lang` with another value is left to the parser to refuse.
    public static func detect(arguments: [String], environment: [String: String]) -> AppLanguage {
        var asked: AppLanguage?
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--lang", index + 1 < arguments.endIndex {
                asked = AppLanguage(rawValue: arguments[index + 1]) ?? asked
                index += 1
            } else if argument.hasPrefix("--lang=") {
                asked = AppLanguage(rawValue: String(argument.dropFirst("--lang=".count))) ?? asked
            }
            index += 1
        }
        return asked ?? AppLanguage(environment: environment)
    }

    /// `english` or `japanese`, whichever is ``current``'s.
    public static func text(english: String, japanese: String) -> String {
        current.text(english: english, japanese: japanese)
    }
}
