import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// The `gallery` product running as a process of its own on loopback, for runs that point
/// `imagesearch --server` at it and then take the server away as a crash would. A quarter of the
/// demo pictures are photos (the app asks for photos only): 480 give 120 results, three pages.
final class GalleryProcess {
    let process = Process()
    let directory = FileManager.default.temporaryDirectory.appending(path: "imagesearch-e2e-gallery-\(UUID().uuidString)")
    let baseURL: String

    init(images: Int = 480) throws {
        process.executableURL = TerminalProgramRun.productsDirectory.appending(path: "gallery")
        process.arguments = ["--port", "0", "--data-dir", directory.path, "--demo-images", "\(images)"]
        let log = Pipe()
        process.standardError = log
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The server logs its address once it listens: "… url=http://127.0.0.1:PORT …".
        var output = ""
        while !output.contains("gallery serving") {
            let chunk = log.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            output += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = output.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression) else {
            process.terminate()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the gallery did not start:\n\(output)"])
        }
        baseURL = String(output[range])
    }

    /// Ends the server at once, as a crash would.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: directory)
    }
}
