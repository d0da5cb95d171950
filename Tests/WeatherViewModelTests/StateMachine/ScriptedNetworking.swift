import Foundation
import ReactiveCore
import WeatherModel

/// A `Networking` stub whose requests wait for the test: each request stays pending until the
/// test answers it (``answer(_:with:marker:)``, in any order) or the fetcher cancels it. When
/// `refusesGroups`, group requests are refused at once (HTTP 401, as OpenWeatherMap answers keys
/// without that plan), so the fetcher asks city by city.
///
/// Threading: any thread may start requests; the test answers from one thread at a time, and
/// events are sent on it, outside the lock.
final class ScriptedNetworking: Networking {
    /// A request waiting for its answer.
    struct PendingRequest: Sendable {
        let id: Int
        let query: WeatherQuery
        let observer: Signal<Data, WeatherFetchError>.Observer
    }

    private struct State {
        var nextID = 0
        var pending: [PendingRequest] = []
        var startedCount = 0
    }

    let refusesGroups: Bool
    private let clock: any DateScheduler
    private let state = Locked(State())

    /// A stub timed by `clock` (for the time a rate limit ends).
    init(refusesGroups: Bool, clock: any DateScheduler) {
        self.refusesGroups = refusesGroups
        self.clock = clock
    }

    /// The requests waiting for an answer, oldest first.
    var pending: [PendingRequest] { state.withLock { $0.pending } }

    /// How many requests were started, refused ones included.
    var startedCount: Int { state.withLock { $0.startedCount } }

    func request(_ query: WeatherQuery) -> SignalProducer<Data, WeatherFetchError> {
        SignalProducer { [state, refusesGroups] observer, lifetime in
            let id = state.withLock { state in
                state.startedCount += 1
                state.nextID += 1
                return state.nextID
            }
            if refusesGroups, case .group = query.scope {
                observer.send(error: .invalidKey(message: "this key cannot ask for groups"))
                return
            }
            state.withLock { $0.pending.append(PendingRequest(id: id, query: query, observer: observer)) }
            lifetime.observeEnded {
                state.withLock { $0.pending.removeAll { $0.id == id } }
            }
        }
    }

    /// Answers the pending request at `index` (counted modulo the pending ones) with `answer`,
    /// the weather naming `marker`; returns the request answered, or nil when none is pending.
    @discardableResult
    func answer(_ index: Int, with answer: ScriptedAnswer, marker: Int) -> PendingRequest? {
        let request = state.withLock { state -> PendingRequest? in
            guard !state.pending.isEmpty else { return nil }
            return state.pending.remove(at: index % state.pending.count)
        }
        guard let request else { return nil }
        switch answer.result(for: request.query, marker: marker, at: clock.currentDate) {
        case let .success(body):
            request.observer.send(value: body)
            request.observer.sendCompleted()
        case let .failure(error):
            request.observer.send(error: error)
        }
        return request
    }
}
