import AppSupport
import Foundation
import Testing

@Suite("XDGDirectories")
struct XDGDirectoriesTests {
    @Test("uses XDG_CACHE_HOME when it is an absolute path")
    func cacheHomeFromVariable() {
        #expect(XDGDirectories.cacheHome(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"]).path == "/var/cache/me")
    }

    @Test("falls back to ~/.cache when XDG_CACHE_HOME is unset or relative")
    func cacheHomeFromHome() {
        #expect(XDGDirectories.cacheHome(environment: ["HOME": "/home/me"]).path == "/home/me/.cache")
        #expect(XDGDirectories.cacheHome(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/me"]).path == "/home/me/.cache")
    }

    @Test("falls back to the temporary directory without a home")
    func cacheHomeWithoutHome() {
        #expect(XDGDirectories.cacheHome(environment: [:]).path.hasPrefix(FileManager.default.temporaryDirectory.path))
    }
}
