import Foundation
import ReactiveCore
import WeatherModel

/// The seeds' `MockNetwork`: counts the requests started and never answers, so that a test can
/// check that the screen asked, and how often. Safe to use from any thread.
final class MockNetworking: Networking {
    private let count = Locked(0)

    /// How many requests were started.
    var requestCount: Int { count.withLock { $0 } }

    func request(_ query: WeatherQuery) -> SignalProducer<Data, WeatherFetchError> {
        SignalProducer { [count] _, _ in count.withLock { $0 += 1 } }
    }
}
