#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TerminalUI

@MainActor
@Suite("Copying to the clipboard")
struct ClipboardTests {
    /// A pipe whose write end a terminal writes to; the read end does not block.
    static func pipeEnds() -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        _ = pipe(&descriptors)
        _ = fcntl(descriptors[0], F_SETFL, O_NONBLOCK)
        return (descriptors[0], descriptors[1])
    }

    /// Everything written to the pipe so far.
    static func drain(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while case let count = buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }), count > 0 {
            bytes += buffer[..<count]
        }
        return bytes
    }

    @Test("is OSC 52 for the clipboard: ESC ] 52 ; c ; the text's UTF-8 in base64, BEL")
    func sequence() {
        #expect(ClipboardCommand.bytes(copying: "https://pixabay.com/photos/lake-42/")
            == [0x1B] + Array("]52;c;aHR0cHM6Ly9waXhhYmF5LmNvbS9waG90b3MvbGFrZS00Mi8=".utf8) + [0x07])
        #expect(ClipboardCommand.bytes(copying: "山") == [0x1B] + Array("]52;c;5bGx".utf8) + [0x07])
        #expect(ClipboardCommand.bytes(copying: "") == [0x1B] + Array("]52;c;".utf8) + [0x07])
    }

    @Test("text with escape sequences or BEL of its own travels inside the base64, unable to end the sequence")
    func hostileText() {
        let bytes = ClipboardCommand.bytes(copying: "a\u{1B}]52;c;evil\u{7}\u{1B}[2J")
        #expect(bytes.filter { $0 == 0x1B } == [0x1B] && bytes.filter { $0 == 0x07 } == [0x07])
        #expect(bytes.last == 0x07)
    }

    @Test("the terminal writes the sequence to its output")
    func terminalWrites() {
        let ends = Self.pipeEnds()
        defer { close(ends.read); close(ends.write) }
        let terminal = Terminal(input: ends.read, output: ends.write)
        #expect(terminal.copyToClipboard("copied"))
        #expect(Self.drain(ends.read) == ClipboardCommand.bytes(copying: "copied"))
    }

    @Test("a view asks through its window; the application's terminal writes it")
    func throughTheApplication() {
        let ends = Self.pipeEnds()
        defer { close(ends.read); close(ends.write) }
        let application = Application(terminal: Terminal(input: ends.read, output: ends.write), environment: ["TERM": "xterm-256color"])
        let view = View()
        application.window.addSubview(view)
        _ = Self.drain(ends.read)
        #expect(view.window?.copyToClipboard("from a view") == true)
        #expect(Self.drain(ends.read) == ClipboardCommand.bytes(copying: "from a view"))
    }

    @Test("a window with no one to take the text says so")
    func noHandler() {
        let window = Window(size: Size(width: 10, height: 2))
        #expect(!window.copyToClipboard("lost"))
        var copied: [String] = []
        window.clipboardHandler = { copied.append($0) }
        #expect(window.copyToClipboard("kept"))
        #expect(copied == ["kept"])
    }
}
