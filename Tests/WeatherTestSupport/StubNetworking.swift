import Dispatch
import Foundation
import ReactiveCore
import WeatherModel

/// A `Networking` stub: answers each query with what `answer` says, at once or after `delay`
/// seconds on a background queue, and records the queries and how many ran at the same time.
/// Safe to use from any thread.
public final class StubNetworking: Networking {
    private let answer: @Sendable (WeatherQuery) -> Result<Data, WeatherFetchError>
    private let delay: Double?
    private let state = Locked<(queries: [WeatherQuery], running: Int, mostRunning: Int)>(([], 0, 0))

    /// A stub answering with `answer`, after `delay` seconds when given.
    public init(delay: Double? = nil, answer: @escaping @Sendable (WeatherQuery) -> Result<Data, WeatherFetchError>) {
        self.delay = delay
        self.answer = answer
    }

    /// A stub answering every query with `result`.
    public convenience init(always result: Result<Data, WeatherFetchError>) {
        self.init { _ in result }
    }

    /// The queries asked, in order.
    public var queries: [WeatherQuery] { state.withLock { $0.queries } }

    /// The most requests that were running at the same time.
    public var mostRunning: Int { state.withLock { $0.mostRunning } }

    public func request(_ query: WeatherQuery) -> SignalProducer<Data, WeatherFetchError> {
        SignalProducer { [self] observer, lifetime in
            state.withLock { state in
                state.queries.append(query)
                state.running += 1
                state.mostRunning = max(state.mostRunning, state.running)
            }
            // A request stops running when it answers or is cancelled, whichever comes first.
            let stopped = Locked(false)
            let stop: @Sendable () -> Void = { [state] in
                guard !stopped.withLock({ let was = $0; $0 = true; return was }) else { return }
                state.withLock { $0.running -= 1 }
            }
            lifetime.observeEnded(stop)
            let send: @Sendable () -> Void = { [answer] in
                stop()
                switch answer(query) {
                case let .success(body):
                    observer.send(value: body)
                    observer.sendCompleted()
                case let .failure(error):
                    observer.send(error: error)
                }
            }
            if let delay {
                DispatchQueue.global().asyncAfter(deadline: .now() + delay, execute: send)
            } else {
                send()
            }
        }
    }
}
