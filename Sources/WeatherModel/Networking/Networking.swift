import Foundation
import ReactiveCore

/// The model's access to the weather server — the seeds' `Networking.request(response:)`, made
/// reactive and able to say why it failed. ``Network`` is the real one; tests substitute stubs
/// (canned answers) and mocks (counting requests).
///
/// Threading: the producer may be started from any thread; its events arrive on a background
/// thread, or at once on start for an answer that needs no network. Lifetime: each start sends
/// one request; disposing the started producer cancels it.
public protocol Networking: Sendable {
    /// Asks for the current weather of `query`'s cities and sends the body of a successful
    /// answer, then completes; fails with the ``WeatherFetchError`` that says why there is none
    /// (an answer with an error status included).
    func request(_ query: WeatherQuery) -> SignalProducer<Data, WeatherFetchError>
}
