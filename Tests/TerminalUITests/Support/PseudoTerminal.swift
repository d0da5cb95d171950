#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A pseudo-terminal pair: the program's end behaves as a terminal (`isatty`, attributes,
/// `TIOCGWINSZ`), the terminal's end reads what the program writes and writes what it reads.
/// The caller owns both descriptors and closes them.
struct PseudoTerminal {
    /// Linux's `TIOCSPTLCK` and `TIOCGPTN`: `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned)`.
    private static let setLock = UInt(1 << 30 | 4 << 16 | 0x54 << 8 | 0x31)
    private static let getNumber = UInt(2 << 30 | 4 << 16 | 0x54 << 8 | 0x30)

    /// The end a terminal emulator would hold.
    let terminalSide: Int32
    /// The end the program uses as its terminal.
    let programSide: Int32

    /// Opens a new pair. Swift's Glibc module leaves posix_openpt, unlockpt and ptsname out (no
    /// _GNU_SOURCE), so this does what they do on Linux: open the multiplexer, unlock the new
    /// terminal, and open it by its number.
    init() throws {
        let terminalSide = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var locked: Int32 = 0
        var number: UInt32 = 0
        guard terminalSide >= 0, ioctl(terminalSide, Self.setLock, &locked) == 0, ioctl(terminalSide, Self.getNumber, &number) == 0 else {
            throw POSIXError(.ENOTTY)
        }
        let programSide = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard programSide >= 0 else { throw POSIXError(.ENOTTY) }
        self.terminalSide = terminalSide
        self.programSide = programSide
    }

    /// The program end's attributes now.
    var programAttributes: termios {
        var attributes = termios()
        tcgetattr(programSide, &attributes)
        return attributes
    }
}

extension PseudoTerminal {
    /// Reads what the program wrote until it ends with `suffix`, waiting at most `timeout` for
    /// each next piece (writes reach the terminal's end a moment after they return); returns
    /// what was read, complete or not.
    func readOutput(until suffix: String, timeout: Duration = .seconds(5)) -> String {
        let expected = Array(suffix.utf8)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let milliseconds = Int32(timeout.components.seconds * 1000)
        while !bytes.ends(with: expected) {
            var ready = pollfd(fd: terminalSide, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, milliseconds) == 1 else { break }
            let count = buffer.withUnsafeMutableBytes { read(terminalSide, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
