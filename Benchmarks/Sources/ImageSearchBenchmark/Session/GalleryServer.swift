import Foundation

/// A `gallery` server of its own for the paging and key-repeat scenarios: a demo gallery
/// large enough for 500 photo results (the embedded one of Image Search's default start has
/// only 100 photos), on a free loopback port, its data in the scenario's home, with a rate
/// limit that the runs never reach. The app then runs with `--server` and its figures are its
/// own, without the server's.
///
/// It runs in a pseudo-terminal like the apps, so that it is ended the same ways (when this
/// object goes away, on an interrupt, on the hang-up of its terminal); its log is read from
/// there until it serves. At its default level it logs nothing per request, so the terminal
/// that nobody reads afterwards never fills. Use from one thread.
final class GalleryServer {
    /// Demo pictures: a quarter are photos, so 2,400 give 600 photo results (500 reachable).
    static let demoImages = 2_400

    /// The server's base URL, for `--server`.
    let baseURL: URL

    private let process: PseudoTerminalProcess

    /// Starts `programs.gallery` with its data in `directory` and waits until it serves.
    init(_ programs: Programs, in directory: ScenarioDirectory) throws(HarnessError) {
        let arguments = [
            "--port", "0", "--data-dir", directory.home.appending(path: "gallery-server").path,
            "--demo-images", String(Self.demoImages), "--rate-limit", "1000000",
        ]
        process = try PseudoTerminalProcess(
            executable: programs.gallery, arguments: arguments, environment: directory.environment, columns: 400, rows: 40
        )
        var log = ""
        let deadline = ContinuousClock.now + .seconds(120)
        while true {
            if let url = Self.servingURL(inLog: log) {
                baseURL = url
                return
            }
            let now = ContinuousClock.now
            guard now < deadline else {
                throw .timedOut(waitingFor: "the gallery server", timeout: .seconds(120), screen: log)
            }
            if let bytes = try process.read(timeout: deadline - now) {
                log += String(decoding: bytes, as: UTF8.self)
            } else if let exit = process.exitIfEnded() {
                throw .programEnded(exit, waitingFor: "the gallery server", screen: log)
            }
        }
    }

    /// The URL in the log line that says the server serves ("… url=http://127.0.0.1:PORT …").
    static func servingURL(inLog log: String) -> URL? {
        guard let match = log.firstMatch(of: /url=(http:\/\/[0-9.]+:[0-9]+)/) else { return nil }
        return URL(string: String(match.output.1))
    }
}
