import Foundation
import Testing
import TestSupport

/// `imagesearch` run as a command, outside a terminal: what a user sees of the command line.
@Suite("The imagesearch command line")
struct ImageSearchCommandTests {
    /// Runs the built product with `arguments`, standard input from /dev/null; its status and
    /// standard output and error.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = TerminalProgramRun.productsDirectory.appending(path: "imagesearch")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("--help names every option, the keys and the search words")
    func help() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        for word in [
            "--server", "--lang", "--log-file", "--version", "<words>", "PIXABAY_API_KEY", "q quit",
            "--type", "--orientation", "--colors", "--category", "--editors-choice", "--order", "f filters", "s save", "XDG_PICTURES_DIR",
        ] {
            #expect(result.output.contains(word), "\(word) in:\n\(result.output)")
        }
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0 && result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "1.0.0")
    }

    @Test("refuses a bad option with a message naming it")
    func badOptions() throws {
        let result = try run(["--lang", "fr"])
        #expect(result.status != 0 && result.error.contains("--lang must be en or ja"))
    }

    @Test("refuses search words longer together than Pixabay's 100 characters, with the usage status")
    func tooLongWords() throws {
        let result = try run([String(repeating: "a", count: 60), String(repeating: "b", count: 40)])
        #expect(result.status == 64 && result.error.contains("at most 100 characters") && result.error.contains("got 101"), "\(result.error)")
    }

    @Test("refuses a server whose port is out of range, as it refuses other bad addresses")
    func serverPortOutOfRange() throws {
        let result = try run(["--server", "http://127.0.0.1:99999"])
        #expect(result.status == 64 && result.error.contains("--server") && result.error.contains("1 to 65535"), "\(result.error)")
    }

    @Test("refuses a filter value Pixabay does not know, naming the option, the value and the values it takes, with the usage status", arguments: [
        (["--type", "drawing"], "--type must be one of all, photo, illustration, vector (got \"drawing\")"),
        (["--orientation", "square"], "--orientation must be one of all, horizontal, vertical (got \"square\")"),
        (["--colors", "red,plaid"], "--colors must be a comma-separated list of grayscale, transparent, red"),
        (["--colors", "red,,blue"], "(got an empty value)"),
        (["--category", "cars"], "--category must be one of backgrounds, fashion, nature"),
        (["--order", "oldest"], "--order must be one of popular, latest (got \"oldest\")"),
    ])
    func badFilters(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64 && result.error.contains(message), "\(result.error)")
    }

    @Test("takes every filter's good values, and gets as far as needing a terminal")
    func goodFilters() throws {
        let result = try run([
            "--type", "vector", "--orientation", "vertical", "--colors", "red, blue", "--category", "music", "--editors-choice", "--order", "latest", "sea",
        ])
        #expect(result.status == 2 && result.error.contains("terminal"), "\(result.error)")
    }

    @Test("says it needs a terminal, in one sentence, without starting anything")
    func needsTerminal() throws {
        let result = try run(["sea"])
        #expect(result.status == 2)
        #expect(result.error == "imagesearch: draws its screens in a terminal; run it with standard input and output on a terminal.\n")
    }
}
