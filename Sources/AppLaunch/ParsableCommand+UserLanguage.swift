import AppSupport
import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the command line and runs the command, as ArgumentParser's `main()` does, in the
    /// user's language: ``CommandLineLanguage/current`` is what `--lang` or the environment
    /// asks for (``CommandLineLanguage/detect(arguments:environment:)``) while the command is
    /// parsed and run, so that its help strings and validation messages are made in it, and the
    /// help and usage errors ArgumentParser writes are translated (`UsageText`). Help and
    /// `--version` go to standard output with status 0; errors to standard error with
    /// ArgumentParser's status (64 for a usage error). Call it from the main thread, once.
    public static func mainInUserLanguage() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let language = CommandLineLanguage.detect(arguments: arguments, environment: ProcessInfo.processInfo.environment)
        CommandLineLanguage.$current.withValue(language) {
            do {
                var command = try parseAsRoot(arguments)
                try command.run()
            } catch {
                exitInUserLanguage(withError: error)
            }
        }
    }

    /// ArgumentParser's `fullMessage(for:)` for `error`, in ``CommandLineLanguage/current`` when
    /// it is written for people — an error or the help. What other programs read
    /// (`--experimental-dump-help`'s JSON, which man pages are made from, completion scripts, the
    /// completions a shell asks for) and `--version` stay exactly as ArgumentParser writes them:
    /// their own texts are already in the user's language, and translating or rewrapping them
    /// would break them.
    public static func messageInUserLanguage(for error: any Error) -> String {
        let asWritten = fullMessage(for: error)
        guard exitCode(for: error) != .success || UsageText.isHelp(asWritten) else { return asWritten }
        return inUserLanguage { columns in fullMessage(for: error, columns: columns) }
    }

    /// The help, in ``CommandLineLanguage/current``.
    public static func helpMessageInUserLanguage() -> String {
        inUserLanguage { columns in helpMessage(columns: columns) }
    }

    /// The text `render` makes for a screen of the columns given, in
    /// ``CommandLineLanguage/current``: English as ArgumentParser lays it out; Japanese
    /// translated, then wrapped by display width (`UsageText`).
    private static func inUserLanguage(_ render: (Int?) -> String) -> String {
        let language = CommandLineLanguage.current
        guard language == .japanese else { return render(nil) }
        let width = UsageText.screenWidth(environment: ProcessInfo.processInfo.environment)
        return UsageText.wrapped(UsageText.translated(render(UsageText.unwrappedWidth), to: language), toWidth: width)
    }

    /// Writes the message for `error` where ArgumentParser's `exit(withError:)` would, and
    /// ends the process with its status.
    private static func exitInUserLanguage(withError error: any Error) -> Never {
        let message = messageInUserLanguage(for: error)
        let status = exitCode(for: error)
        if status == .success {
            if !message.isEmpty { print(message) }
        } else if !message.isEmpty {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        Foundation.exit(status.rawValue)
    }
}
