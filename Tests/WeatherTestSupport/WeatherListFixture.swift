import AppSupport
import Foundation
import ReactiveCore
import WeatherModel
import WeatherViewModel

/// A Weather Now list view model fed by a stub network whose answer the test sets, and timed by a
/// test scheduler: `deliver()` hands over what the network sent, `wait(_:)` lets time pass.
/// Clock times are UTC; the clock starts at 22:13:20. Main actor only: advance the scheduler
/// only through it.
@MainActor
public final class WeatherListFixture {
    /// When the clock starts: 2023-11-14 22:13:20 UTC.
    public static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// The main queue and the clock of the view model.
    public let scheduler = TestScheduler(startDate: WeatherListFixture.start)
    /// The network, answering every request with the answer set.
    public let network: StubNetworking
    /// The list's view model.
    public let viewModel: WeatherTableViewModel
    /// The cities it asks for: the twelve, until the test chooses others.
    public let cities = ChosenCities()
    private let currentAnswer: Locked<@Sendable (WeatherQuery) -> Result<Data, WeatherFetchError>>

    /// A list in `language` whose network answers with `answer` until told otherwise.
    public init(language: AppLanguage = .english, answer: Result<Data, WeatherFetchError> = .success(WeatherFixtures.twelveCities)) {
        let currentAnswer = Locked<@Sendable (WeatherQuery) -> Result<Data, WeatherFetchError>>({ _ in answer })
        self.currentAnswer = currentAnswer
        network = StubNetworking { query in currentAnswer.withLock { $0 }(query) }
        viewModel = WeatherTableViewModel(
            fetcher: WeatherFetcher(networking: network, cities: cities, language: language), language: language,
            timeZone: TimeZone(identifier: "UTC")!, scheduler: scheduler)
    }

    /// What the network answers from now on.
    public func answer(with result: Result<Data, WeatherFetchError>) {
        answer { _ in result }
    }

    /// What the network answers each query with from now on.
    public func answer(by answering: @escaping @Sendable (WeatherQuery) -> Result<Data, WeatherFetchError>) {
        currentAnswer.withLock { $0 = answering }
    }

    /// The number of requests made so far.
    public var requestCount: Int { network.queries.count }

    /// Runs what is due now: the network's answers reach the view model.
    public func deliver() {
        scheduler.advance()
    }

    /// Lets `seconds` pass.
    public func wait(_ seconds: Double) {
        scheduler.advance(by: seconds)
    }
}
