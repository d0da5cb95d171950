import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// Start-up problems in a real terminal: one sentence saying what is wrong, status 2, and the
/// terminal as it was.
extension ImageSearchEndToEndTests {
    @Test("refuses TERM=dumb or an empty TERM before drawing anything", arguments: ["dumb", ""])
    func refusesTerminalType(type: String) async throws {
        let run = try launch(environment: ["TERM": type])
        try await run.expectRestored(exitStatus: 2)
        let screen = try run.session.capture()
        #expect(screen.contains("imagesearch: ") && screen.contains(type.isEmpty ? "TERM is not set" : "(TERM=dumb) cannot show full-screen programs"), "\(screen)")
    }

    @Test("with Swift's backtracer on, gives the terminal back and dies of a crash or SIGQUIT (128 + signal)", arguments: [SIGSEGV, SIGABRT, SIGQUIT])
    func fatalSignal(signal: Int32) async throws {
        let run = try launch(environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,threads=crashed,registers=none,images=none"])
        try await waitForList(run)
        #expect(kill(try run.processID(), signal) == 0)
        try await run.expectRestored(exitStatus: 128 + Int(signal))
    }

    @Test("says what is wrong with a --log-file it cannot open", arguments: [("", "it is a folder"), ("/missing/app.log", "no such folder")])
    func logFileProblem(suffix: String, reason: String) async throws {
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let path = cacheDirectory.path + suffix
        let run = try launch(["--log-file", path])
        try await run.expectRestored(exitStatus: 2)
        // The message may wrap at the terminal's width.
        let screen = try run.session.capture().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("imagesearch: cannot open the log file") && screen.contains(reason), "\(screen)")
        #expect(!screen.contains("NSCocoaErrorDomain"))
    }

    @Test("says that the offline gallery cannot start — known only after the screens are built, while it starts beside them — before touching the terminal")
    func galleryCannotStart() async throws {
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try Data().write(to: cacheDirectory.appending(path: "reactivemvvm-gallery"))
        let run = try launch()
        try await run.expectRestored(exitStatus: 2)
        let screen = try run.session.capture().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("imagesearch: cannot start the offline gallery: Cannot use the data directory"), "\(screen)")
    }
}
