import Foundation
import Testing
import TestSupport

/// Where a run of the app writes in the user's home: only its own caches and state, under the XDG
/// rules.
extension ImageSearchEndToEndTests {
    @Test("keeps everything under HOME's .cache and .local/state when the XDG folders are unset, and makes no folder it does not use")
    func foldersInHome() async throws {
        let home = cacheDirectory.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let run = try launch(environment: ["HOME": home.path, "XDG_CACHE_HOME": "", "XDG_DATA_HOME": "", "XDG_STATE_HOME": ""])
        try await waitForList(run)
        try await run.press(["q"], until: { $0.contains("EXIT=") }, "the end")
        let files = FileManager.default
        #expect(files.fileExists(atPath: home.appending(path: ".cache/reactivemvvm-gallery").path), "the embedded gallery's index in HOME")
        // The HTTP cache's folder appears once a preview was stored, which may come after the quit.
        let cacheFolders = Set(try files.contentsOfDirectory(atPath: home.appending(path: ".cache").path))
        #expect(cacheFolders.isSubset(of: ["reactivemvvm", "reactivemvvm-gallery"]), "only the app's own caches: \(cacheFolders)")
        #expect(Set(try files.contentsOfDirectory(atPath: home.path)) == [".cache", ".local"], "nothing else in HOME")
        #expect(try files.contentsOfDirectory(atPath: home.appending(path: ".local").path) == ["state"], "no .local/share/…")
        #expect(try files.contentsOfDirectory(atPath: home.appending(path: ".local/state/reactivemvvm/imagesearch").path) == ["gallery-port"],
                "only the embedded gallery's port (no search was made)")
    }
}
