import Dispatch
import Foundation
import ReactiveCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scripted HTTP/1.1 server on 127.0.0.1 (a port the kernel picks) for tests of HTTP clients:
/// every request is recorded and answered by the ``StubHTTPReply`` the script gives for it — a
/// normal answer, or one of the bad servers the client must survive (slow, stalling, truncated,
/// closing, resetting, malformed, silent).
///
/// Usage: create it, point the client at ``baseURL`` or ``url(_:)``, run the exchange, then read
/// ``requests`` (or wait for them with ``waitForRequests(_:within:)``).
///
/// Threading: one thread accepts connections and each connection is served on its own thread;
/// the script closure runs on those threads, possibly for several requests at once. Every
/// member may be used from any thread.
///
/// Lifetime: the server runs until ``stop()`` or until it is released; either closes the port,
/// wakes every connection that is waiting (a held connection is closed) and returns once all of
/// the server's threads have ended.
public final class StubHTTPServer: Sendable {
    /// The port the server listens on.
    public let port: UInt16
    private let core: Core

    /// A server that answers each request with what `script` returns for it.
    public init(_ script: @escaping @Sendable (StubHTTPRequest) -> StubHTTPReply) throws {
        let (descriptor, port) = try LoopbackSocket.bound(listening: true)
        self.port = port
        core = try Core(listening: descriptor, script: script)
        core.startAccepting()
    }

    /// A server that answers every request with `reply`.
    public convenience init(replying reply: StubHTTPReply) throws {
        try self.init { _ in reply }
    }

    /// A server that answers the first request with `replies[0]`, the second with `replies[1]`,
    /// and every request after the last with the last one.
    public convenience init(replies: [StubHTTPReply]) throws {
        precondition(!replies.isEmpty, "a stub server needs at least one reply")
        let answered = Locked(0)
        try self.init { _ in
            replies[answered.withLock { count in
                defer { count += 1 }
                return min(count, replies.count - 1)
            }]
        }
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// The URL of `pathAndQuery` (`/api/?q=cat`) on this server.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    /// The requests received so far, in the order they arrived.
    public var requests: [StubHTTPRequest] {
        core.state.withLock { $0.requests }
    }

    /// How many times a client went away (closed or reset its connection) while the server was
    /// holding the connection open or pausing before its next step.
    public var clientDisconnections: Int {
        core.state.withLock { $0.clientDisconnections }
    }

    /// Waits until at least `count` requests have arrived; false when `timeout` passed first.
    public func waitForRequests(_ count: Int, within timeout: Duration = .seconds(20)) async -> Bool {
        await firstCallback(within: timeout) { resume in core.whenCount(\.requests.count, reaches: count) { resume(true) } } ?? false
    }

    /// Waits until clients have gone away at least `count` times (see ``clientDisconnections``);
    /// false when `timeout` passed first.
    public func waitForClientDisconnections(_ count: Int, within timeout: Duration = .seconds(20)) async -> Bool {
        await firstCallback(within: timeout) { resume in core.whenCount(\.clientDisconnections, reaches: count) { resume(true) } } ?? false
    }

    /// Stops the server: no new connection is accepted, connections still held or pausing are
    /// closed, and the call returns when the server's threads have ended. Calling it again does
    /// nothing.
    public func stop() {
        core.stop()
    }
}

extension StubHTTPServer {
    /// What a running server shares with its threads (which must not keep the server itself
    /// alive, so that releasing it stops them).
    final class Core: Sendable {
        struct State: Sendable {
            var requests: [StubHTTPRequest] = []
            var clientDisconnections = 0
            var waiters: [(count: @Sendable (State) -> Int, target: Int, action: @Sendable () -> Void)] = []
            var isStopped = false
        }

        let state = Locked(State())
        private let listening: Int32
        /// A pipe whose read end becomes readable, for good, when the server stops: every wait
        /// polls it.
        private let stopReader: Int32
        private let stopWriter: Int32
        private let script: @Sendable (StubHTTPRequest) -> StubHTTPReply
        private let threads = DispatchGroup()

        init(listening: Int32, script: @escaping @Sendable (StubHTTPRequest) -> StubHTTPReply) throws(LoopbackSocket.Failure) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                let code = errno
                close(listening)
                throw LoopbackSocket.Failure(call: "pipe", code: code)
            }
            self.listening = listening
            stopReader = ends[0]
            stopWriter = ends[1]
            self.script = script
        }

        func startAccepting() {
            spawn { [self] in acceptConnections() }
        }

        func stop() {
            let wasRunning = state.withLock { state in
                defer { state.isStopped = true }
                return !state.isStopped
            }
            guard wasRunning else { return }
            var byte: UInt8 = 1
            _ = write(stopWriter, &byte, 1)
            // Generous: threads only wait in polls that the pipe wakes. Should one still be
            // running, the pipe stays open for it rather than being closed under it.
            guard threads.wait(timeout: .now() + 20) == .success else { return }
            close(stopReader)
            close(stopWriter)
        }

        /// Calls `action` once `count` of the state reaches `target` (at once if it has).
        func whenCount(_ count: @escaping @Sendable (State) -> Int, reaches target: Int, _ action: @escaping @Sendable () -> Void) {
            let reached = state.withLock { state in
                guard count(state) < target else { return true }
                state.waiters.append((count, target, action))
                return false
            }
            if reached { action() }
        }

        private func update(_ change: (inout State) -> Void) {
            let due = state.withLock { state in
                change(&state)
                let snapshot = state
                let due = state.waiters.filter { $0.count(snapshot) >= $0.target }
                state.waiters.removeAll { $0.count(snapshot) >= $0.target }
                return due
            }
            for waiter in due { waiter.action() }
        }

        private func spawn(_ body: @escaping @Sendable () -> Void) {
            threads.enter()
            Thread { [threads] in
                body()
                threads.leave()
            }.start()
        }

        private func acceptConnections() {
            defer { close(listening) }
            while LoopbackSocket.wait(for: listening, events: Int16(POLLIN), orStop: stopReader) == .ready {
                let client = accept(listening, nil, nil)
                guard client >= 0 else { continue }
                LoopbackSocket.makeNonBlocking(client)
                spawn { [self] in serve(client) }
            }
        }

        private func serve(_ client: Int32) {
            guard let request = readRequest(from: client) else {
                close(client)
                return
            }
            update { $0.requests.append(request) }
            var isOpen = true
            var isClosed = false
            for step in script(request).steps where isOpen {
                switch step {
                case .send(let bytes):
                    isOpen = LoopbackSocket.write(bytes, to: client, orStop: stopReader)
                case .pause(let duration):
                    isOpen = waitWhileConnected(client, until: .now + duration)
                case .hold:
                    isOpen = waitWhileConnected(client, until: nil)
                case .close:
                    shutdown(client, Int32(SHUT_WR))
                    close(client)
                    isClosed = true
                case .reset:
                    LoopbackSocket.reset(client)
                    isClosed = true
                }
                if isClosed { isOpen = false }
            }
            if !isClosed { close(client) }
        }

        /// The request head (up to the blank line; at most 64 KiB), or nil when the client closed
        /// first, sent something else, or the server stopped.
        private func readRequest(from client: Int32) -> StubHTTPRequest? {
            let blankLine: [UInt8] = [13, 10, 13, 10]
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while received.count < 65_536 {
                if let end = received.firstRange(of: blankLine) {
                    return StubHTTPRequest(head: Array(received[..<end.lowerBound]))
                }
                guard LoopbackSocket.wait(for: client, events: Int16(POLLIN), orStop: stopReader) == .ready else { return nil }
                guard let count = LoopbackSocket.read(from: client, into: &buffer) else { continue }
                guard count > 0 else { return nil }
                received += buffer[..<count]
            }
            return nil
        }

        /// Waits until `deadline` (nil: until the client goes away or the server stops),
        /// discarding anything the client sends; false when the connection is over.
        private func waitWhileConnected(_ client: Int32, until deadline: ContinuousClock.Instant?) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                switch LoopbackSocket.wait(for: client, events: Int16(POLLIN), orStop: stopReader, until: deadline) {
                case .timedOut:
                    return true
                case .stopped:
                    return false
                case .ready:
                    if LoopbackSocket.read(from: client, into: &buffer) == 0 {
                        update { $0.clientDisconnections += 1 }
                        return false
                    }
                }
            }
        }
    }
}
