import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// The `gallery` product running as a process of its own on loopback, for runs that point
/// `imagesearch --server` at it, take the server away as a crash would, or restart it on the same
/// port and data. A quarter of the demo pictures are photos: 480 give 120 results with
/// `--type photo`, three pages.
final class GalleryProcess {
    let process = Process()
    /// The server's data folder; removed with the process that made it.
    let dataDirectory: URL
    /// `http://127.0.0.1:PORT`.
    let baseURL: String
    /// The port the server listens on.
    let port: Int
    private let ownsDataDirectory: Bool
    private let log: URL

    /// A demo gallery of `images` pictures.
    convenience init(images: Int = 480) throws {
        try self.init(options: ["--demo-images", "\(images)"])
    }

    /// A server started with `options` (`--library DIR`, `--rate-limit N`…) on `port` (0: a free
    /// one), keeping its data in `dataDirectory` (nil: a new folder of its own).
    init(options: [String], port: Int = 0, dataDirectory: URL? = nil) throws {
        ownsDataDirectory = dataDirectory == nil
        self.dataDirectory = dataDirectory ?? FileManager.default.temporaryDirectory.appending(path: "imagesearch-e2e-gallery-\(UUID().uuidString)")
        log = FileManager.default.temporaryDirectory.appending(path: "imagesearch-e2e-gallery-\(UUID().uuidString).log")
        try Data().write(to: log)
        process.executableURL = TerminalProgramRun.productsDirectory.appending(path: "gallery")
        process.arguments = ["--port", "\(port)", "--data-dir", self.dataDirectory.path] + options
        // A file, not a pipe: nobody reads the access log, and a full pipe would stop the server.
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The server logs its address once it listens: "… url=http://127.0.0.1:PORT …".
        let deadline = ContinuousClock.now + .seconds(30)
        var output = ""
        while !output.contains("gallery serving"), process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        guard let range = output.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression),
              let listening = Int(output[range].split(separator: ":").last ?? "")
        else {
            process.terminate()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the gallery did not start:\n\(output)"])
        }
        baseURL = String(output[range])
        self.port = listening
    }

    /// Ends the server at once, as a crash would.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: log)
        if ownsDataDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
    }
}
