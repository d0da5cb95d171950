#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import TerminalUI

/// A failure before an app's screen starts — no terminal, a log file that cannot be opened, a
/// server that cannot start: one sentence on standard error, named after the command, and exit
/// status 2 (no usage text: the command line was right).
public enum LaunchFailure {
    /// Writes "`command`: `message`" on standard error and gives the exit status to throw.
    public static func report(_ message: String, command: String) -> ExitCode {
        FileHandle.standardError.write(Data("\(command): \(message)\n".utf8))
        return ExitCode(2)
    }

    /// Throws (after reporting it) unless standard input and output are a terminal that can show
    /// a full-screen program (`TERM` set, and not `dumb`: TerminalUI's `Terminal.checkType`):
    /// the apps draw their screens there and read keys from it. Checked first, before anything
    /// starts. The first sentence is in `CommandLineLanguage`'s language.
    public static func requireTerminal(command: String, environment: [String: String]) throws(ExitCode) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw report(CommandLineLanguage.text(
                english: "draws its screens in a terminal; run it with standard input and output on a terminal.",
                japanese: "画面は端末に描きます。標準入力と標準出力を端末につないで実行してください。"), command: command)
        }
        do {
            try Terminal.checkType(environment["TERM"])
        } catch {
            throw report("\(error).", command: command)
        }
    }
}
