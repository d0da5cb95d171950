#if os(Linux)
import Foundation
import Testing
import TestSupport

/// What the dynamic loader brings in for a program that uses TerminalUI and nothing of
/// URLSession (issue 24): `terminalui-demo` as built beside the tests (`swift build
/// --build-tests` builds every product). FoundationNetworking, and with it libcurl and the
/// twenty-odd libraries behind it (TLS, Kerberos, LDAP, SSH…), is the choice of a program that
/// uses `URLSession`; loading them costs a TerminalUI program about half of its start-up.
@Suite("terminalui-demo's linked libraries")
struct DemoLinkedLibrariesTests {
    @Test("ldd lists no libcurl: a program that never touches URLSession does not load FoundationNetworking")
    func noCurl() throws {
        let libraries = try Self.linkedLibraries(of: TerminalProgramRun.productsDirectory.appending(path: "terminalui-demo"))
        #expect(libraries.contains { $0.hasPrefix("libswiftCore") }, "ldd read the program: \(libraries)")
        #expect(!libraries.contains { $0.hasPrefix("libcurl") }, "libcurl is loaded: \(libraries.joined(separator: " "))")
    }

    /// The names of the shared libraries `ldd` lists for `program` (`libcurl.so.4`, …), in its
    /// order; throws when `ldd` cannot be run or fails.
    private static func linkedLibraries(of program: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", program.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ldd \(program.path) failed with status \(process.terminationStatus)")
        // Lines read "libcurl.so.4 => /usr/lib/…/libcurl.so.4 (0x…)" or "/lib64/ld-linux-x86-64.so.2 (0x…)".
        return listing.split(separator: "\n").compactMap { line in
            line.split(whereSeparator: \.isWhitespace).first.map { String($0.split(separator: "/").last ?? $0) }
        }
    }
}
#endif
