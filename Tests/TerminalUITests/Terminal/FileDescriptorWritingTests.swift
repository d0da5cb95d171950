#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization
import Testing
@testable import TerminalUI

/// `writeAll`, which every byte for the terminal goes through.
@Suite("writing to a descriptor")
struct FileDescriptorWritingTests {
    static let megabyte = [UInt8](repeating: 0x41, count: 1 << 20)

    /// Writes a megabyte with `writeAll` to a pipe whose write end does not block (a write to it
    /// when full returns what fitted), read meanwhile to its end on a dispatch thread — not one
    /// of Swift concurrency's few, which blocked writers may hold. What `writeAll` returned, and
    /// how many bytes came out.
    static func writeMegabyte(stopping: (() -> Bool)?) throws -> (finished: Bool, written: Int) {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        try #require(fcntl(writeEnd, F_SETFL, O_NONBLOCK) == 0)
        let written = Mutex(0)
        let readToEnd = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                written.withLock { $0 += count }
            }
            readToEnd.signal()
        }
        let finished = megabyte.withUnsafeBytes { writeAll(to: writeEnd, $0, stopping: stopping) }
        close(writeEnd)
        readToEnd.wait()
        close(readEnd)
        return (finished, written.withLock { $0 })
    }

    @Test("stops between two system calls once asked, leaving the rest unwritten")
    func stopsBetweenCalls() throws {
        var asked = 0
        let (finished, written) = try Self.writeMegabyte(stopping: {
            asked += 1
            return asked > 1
        })
        #expect(finished, "stopping is not a failure")
        #expect(asked == 2, "asked before the first call and before the second")
        #expect(written > 0 && written < Self.megabyte.count, "one call's worth, at most what the pipe holds: \(written) bytes")
    }

    @Test("writes everything, waiting for room, while never asked to stop")
    func writesEverything() throws {
        let (finished, written) = try Self.writeMegabyte(stopping: { false })
        #expect(finished)
        #expect(written == Self.megabyte.count)
    }
}
