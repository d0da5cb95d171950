#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ImageSearchModel
import Testing

// Serialized: a test writing its fake opener while another spawns one could leave a writable
// descriptor of the script in the other's child, and exec fails with "text file busy".
@Suite("ExternalAppChannel", .serialized)
struct ExternalAppChannelTests {
    static let url = "https://pixabay.com/photos/mountain-lake-12345/?lang=ja&x=a%20b"

    /// Opens ``url`` through a fresh fake opener, in the environment `environment` makes for it;
    /// what the opener recorded about itself, once it has.
    static func openRecorded(_ environment: (FakeOpener) -> [String: String] = { $0.environment() }) async throws -> [String] {
        let opener = try FakeOpener()
        defer { opener.remove() }
        #expect(ExternalAppChannel(environment: environment(opener)).openURL(url) == .opened)
        #expect(await eventually { opener.record != nil })
        let record = try #require(opener.record)
        try #require(record.count >= 9)
        return record
    }

    @Test("opens the URL with xdg-open from the PATH when a desktop session exists")
    func opens() async throws {
        #expect(try await Self.openRecorded().first == Self.url)
    }

    @Test("a Wayland session counts as a desktop session")
    func wayland() async throws {
        #expect(try await Self.openRecorded { $0.environment(display: nil, wayland: "wayland-0") }.first == Self.url)
    }

    @Test("starts the opener detached: its own session, standard streams on /dev/null, no inherited descriptor, default signals")
    func detached() async throws {
        // A descriptor opened without close-on-exec, as a careless library might.
        let leaked = open("/dev/null", O_RDONLY)
        #expect(leaked > 2)
        defer { close(leaked) }
        let record = try await Self.openRecorded { $0.environment(leakFD: leaked) }
        #expect(record[2] == record[1], "the opener leads its own session")
        #expect(Array(record[3...5]) == ["/dev/null", "/dev/null", "/dev/null"])
        #expect(record[6] == "closed")
        // Signals 32 and 33 are glibc's own, which posix_spawn always leaves ignored in the child
        // (and glibc sets up again in any program it starts); signals 1–31 must be at default.
        #expect(UInt64(record[7], radix: 16).map { $0 & 0x7FFF_FFFF } == 0, "no standard signal ignored")
        #expect(UInt64(record[8], radix: 16) == 0, "no signal blocked")
    }

    @Test("the opener is reaped when it exits, so no zombie stays")
    func reaped() async throws {
        let pid = try #require(Int32(try await Self.openRecorded()[1]))
        #expect(await eventually { !FileManager.default.fileExists(atPath: "/proc/\(pid)") })
    }

    @Test("without DISPLAY or WAYLAND_DISPLAY there is no opener, even with xdg-open on the PATH")
    func noDesktop() throws {
        let opener = try FakeOpener()
        defer { opener.remove() }
        #expect(ExternalAppChannel(environment: opener.environment(display: nil)).openURL(Self.url) == .noOpener)
        #expect(ExternalAppChannel(environment: opener.environment(display: "")).openURL(Self.url) == .noOpener)
    }

    @Test("without an executable xdg-open in the PATH's absolute folders there is no opener")
    func noExecutable() throws {
        let plainFile = try FakeOpener(executable: false)
        defer { plainFile.remove() }
        #expect(ExternalAppChannel(environment: plainFile.environment()).openURL(Self.url) == .noOpener)
        let opener = try FakeOpener()
        defer { opener.remove() }
        var environment = opener.environment()
        environment["PATH"] = "relative/bin::" + "/nonexistent"
        #expect(ExternalAppChannel(environment: environment).openURL(Self.url) == .noOpener)
        environment["PATH"] = nil
        #expect(ExternalAppChannel(environment: environment).openURL(Self.url) == .noOpener)
    }

    @Test("an opener that cannot be started is a failure that says why")
    func spawnFailure() throws {
        let opener = try FakeOpener(script: "#!/nonexistent/interpreter\n")
        defer { opener.remove() }
        let outcome = ExternalAppChannel(environment: opener.environment()).openURL(Self.url)
        guard case .failed(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(reason.hasPrefix("xdg-open: posix_spawn failed"))
    }

    @Test(
        "only http and https addresses are handed to the opener",
        arguments: ["file:///etc/passwd", "-h", "--help", "javascript:alert(1)", "", "http://", "mailto:a@b.c", "https://x.test/\u{1B}[2J", "https://x.test/a b"])
    func notWebAddress(url: String) async throws {
        let opener = try FakeOpener()
        defer { opener.remove() }
        let outcome = ExternalAppChannel(environment: opener.environment()).openURL(url)
        #expect(outcome == .failed(reason: "not an http or https address"))
    }

    @Test("opens a saved picture by its absolute path, blanks and all, with the same opener")
    func opensFile() async throws {
        let opener = try FakeOpener()
        defer { opener.remove() }
        let picture = opener.folder.appending(path: "4391825-mountain-lake (2).jpg")
        try Data([0xFF, 0xD8, 0xFF]).write(to: picture)
        #expect(ExternalAppChannel(environment: opener.environment()).openFile(atPath: picture.path) == .opened)
        #expect(await eventually { opener.record != nil })
        #expect(opener.record?.first == picture.path)
        #expect(ExternalAppChannel(environment: opener.environment(display: nil)).openFile(atPath: picture.path) == .noOpener)
    }

    @Test("only the absolute path of a regular file is handed to the opener", arguments: ["relative.jpg", "-h", "", "/nonexistent.jpg", "/tmp", "/tmp/a\u{1B}[2J.jpg"])
    func notAFile(path: String) throws {
        let opener = try FakeOpener()
        defer { opener.remove() }
        #expect(ExternalAppChannel(environment: opener.environment()).openFile(atPath: path) == .failed(reason: "not the absolute path of a file"))
    }
}
