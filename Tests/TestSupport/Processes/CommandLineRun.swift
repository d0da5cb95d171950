import Foundation

/// One run of the package's executable product as a command, outside a terminal (standard input
/// from /dev/null): its exit status and what it wrote, for tests of a command line — usage,
/// help, errors before a screen starts.
public struct CommandLineRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// What it wrote on standard output.
    public let output: String
    /// What it wrote on standard error.
    public let error: String

    /// Runs `product` with `arguments` until it exits. The environment is the test's without
    /// the locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`: the language must not depend on
    /// the runner's), `environment` added.
    public init(product: String, arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = TerminalProgramRun.productsDirectory.appending(path: product)
        process.arguments = arguments
        let inherited = ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
        process.environment = inherited.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Standard error is read after standard output: the commands write a few lines there.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: out, as: UTF8.self)
        self.error = String(decoding: err, as: UTF8.self)
    }
}
