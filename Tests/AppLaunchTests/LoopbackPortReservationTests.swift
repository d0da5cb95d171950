import Testing
@testable import AppLaunch

/// The port held for the embedded Gallery before it listens (issue 24): what it keeps out, and
/// what it lets in.
@Suite("LoopbackPortReservation")
struct LoopbackPortReservationTests {
    @Test("holds a free port on 127.0.0.1: other programs cannot bind it, a server that reuses addresses can; released, it is free")
    func holdsThePort() throws {
        let reservation = try LoopbackPortReservation(host: "127.0.0.1")
        #expect(reservation.port > 0)
        #expect(!LoopbackBind.succeeds(port: reservation.port), "a plain bind is refused while the port is held")
        #expect(LoopbackBind.succeeds(port: reservation.port, likeAServer: true), "the server it is held for binds and listens")
        reservation.release()
        reservation.release()
        #expect(LoopbackBind.succeeds(port: reservation.port), "free once released")
    }

    @Test("refuses a host that is not an IPv4 address")
    func refusesOtherHosts() {
        #expect(throws: (any Error).self) { try LoopbackPortReservation(host: "localhost") }
    }
}
