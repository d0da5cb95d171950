import Foundation
import Testing

/// ReactiveSwift code that declares a signal of `Notification`s. In the Swift 5 language mode it
/// compiles against ReactiveCore with only the import changed — with the warning Swift gives
/// for every use of `Notification` as a `Sendable` type — while in Swift 6 mode the same code is
/// rejected, so Swift 6 clients cannot move a notification's `object` and `userInfo` between
/// threads unchecked.
///
/// This target builds with warnings as errors in CI, so the code is compiled here by `swiftc`
/// against the ReactiveCore module the tests were built with, rather than as part of the target.
@Suite("Signals of Notification values")
struct NotificationValuesTests {
    static let client = """
        import Foundation
        import ReactiveCore

        final class KeyboardObserver {
            let heights: Signal<Notification, Never>

            init(center: NotificationCenter) {
                heights = center.reactive.notifications(forName: Notification.Name("keyboardWillShow"))
            }

            func start() -> Disposable? {
                heights.observeValues { notification in print(notification.name, notification.userInfo ?? [:]) }
            }
        }
        """
    static let unavailableSendable = "conformance of 'Notification' to 'Sendable' is unavailable"

    @Test("in Swift 5 mode the code compiles, and Swift warns only that Notification is not Sendable")
    func swift5() throws {
        let result = try ClientCompilation.typecheck(Self.client, languageMode: "5")
        #expect(result.status == 0, "\(result.diagnostics)")
        let warnings = result.diagnostics.filter { $0.contains("warning:") }
        #expect(!warnings.isEmpty)
        #expect(warnings.allSatisfy { $0.contains(Self.unavailableSendable) }, "\(warnings)")
    }

    @Test("in Swift 6 mode the same code is an error: Notification is not Sendable")
    func swift6() throws {
        let result = try ClientCompilation.typecheck(Self.client, languageMode: "6")
        #expect(result.status != 0)
        let errors = result.diagnostics.filter { $0.contains("error:") }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.contains(Self.unavailableSendable) }, "\(errors)")
    }
}

/// Type-checks a client source file with `swiftc` against the modules this test binary was built
/// with (the `Modules` folder beside it).
enum ClientCompilation {
    struct Result {
        let status: Int32
        /// The lines of `swiftc`'s output that report a diagnostic.
        let diagnostics: [String]
    }

    struct MissingModules: Error, CustomStringConvertible {
        let folder: String
        var description: String { "no ReactiveCore.swiftmodule in \(folder)" }
    }

    static func typecheck(_ source: String, languageMode: String) throws -> Result {
        let modules = try modulesFolder()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Client.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", languageMode, "-I", modules, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let diagnostics = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file.path) }
        return Result(status: process.terminationStatus, diagnostics: diagnostics)
    }

    /// `.build/<triple>/<configuration>/Modules`, next to the test bundle.
    private static func modulesFolder() throws -> String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        // The binary may sit inside an `.xctest` bundle folder.
        if folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
        let modules = folder.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("ReactiveCore.swiftmodule").path) else {
            throw MissingModules(folder: modules.path)
        }
        return modules.path
    }
}
