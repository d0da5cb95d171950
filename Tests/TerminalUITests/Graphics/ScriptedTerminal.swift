#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReactiveCore

/// A pseudo-terminal whose far end plays a terminal from a script: it waits for the program's
/// query, then writes the scripted answers, each after its delay (so that answers can arrive
/// split across reads, late, or mixed with typed keys). The program side is in raw mode, as
/// after `Terminal.enter()`.
final class ScriptedTerminal: Sendable {
    /// One write of the terminal, after `delayMilliseconds`.
    struct Write: Sendable {
        let bytes: [UInt8]
        let delayMilliseconds: Int

        init(_ text: String, afterMilliseconds delay: Int = 0) {
            bytes = Array(text.utf8)
            delayMilliseconds = delay
        }
    }

    /// The program's end: read answers from it, write queries to it.
    let programSide: Int32
    private let terminalSide: Int32
    private let received = Locked<[UInt8]>([])
    private let finished = DispatchSemaphore(value: 0)

    /// Opens the pseudo-terminal and starts playing `script` once the first query arrives.
    init(script: [Write]) throws {
        let pair = try PseudoTerminal()
        let terminalSide = pair.terminalSide
        let programSide = pair.programSide
        var attributes = termios()
        tcgetattr(programSide, &attributes)
        cfmakeraw(&attributes)
        tcsetattr(programSide, TCSANOW, &attributes)
        self.terminalSide = terminalSide
        self.programSide = programSide
        let received = received
        let finished = finished
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(terminalSide, &buffer, buffer.count)
            if count > 0 { received.withLock { $0 += buffer[..<count] } }
            for step in script {
                if step.delayMilliseconds > 0 { usleep(UInt32(step.delayMilliseconds) * 1000) }
                _ = step.bytes.withUnsafeBytes { write(terminalSide, $0.baseAddress, $0.count) }
            }
            finished.signal()
        }
    }

    deinit {
        // Closing the program's end first ends a read still waiting for a query.
        close(programSide)
        finished.wait()
        close(terminalSide)
    }

    /// What the program wrote before the terminal started answering.
    var query: [UInt8] { received.withLock { $0 } }
}
