import AppSupport
import Foundation
import Logging
import ReactiveCore
import WeatherModel
import WeatherTestSupport
import WeatherViewModel

/// Runs a sequence of ``WeatherListStep``s against a real ``WeatherTableViewModel`` — its network a
/// ``ScriptedNetworking``, its clock and main queue a `TestScheduler` — and against the
/// ``WeatherListModel``, and after the list first appears and after every step checks that the
/// view model does what the model says: fetches start when the rules start them and at no other
/// time (so nothing fetches more often than the policy allows, and a booked refresh happens by
/// its time, and other cities chosen are fetched once the list shows); at most one fetch runs and
/// no request waits when none does; each fetch asks for the cities chosen when it started; the
/// list shows the cities of the last successful answer, never an older one, and names those it
/// left out with why; the fetching flag, the booking, the status line and the failure settle as
/// they should. Deterministic: nothing runs but what the
/// steps make run. Main actor only; one run per machine.
@MainActor
final class WeatherListMachine {
    static let start = WeatherListFixture.start
    static let cityIDs = WeatherFixtures.cities.map(\.id)

    private let scheduler = TestScheduler(startDate: WeatherListMachine.start)
    private let network: ScriptedNetworking
    private let viewModel: WeatherTableViewModel
    private let chosenCities = ChosenCities(ids: WeatherListMachine.cityIDs)
    private let expected: ExpectedListText
    private var model: WeatherListModel
    /// Whether the list is on screen (no city's detail or cities screen on top of it), as the
    /// app's screen knows.
    private var isShown = false
    /// Whether the cities screen is on top of the list.
    private var choosesCities = false
    /// When the view model's fetches started, as its fetching flag says.
    private let fetchStarts = Locked<[Date]>([])
    private let fetchObservation: Disposable?

    /// A machine whose server answers groups, or refuses them when `cityByCity`.
    init(cityByCity: Bool, policy: RefreshPolicy = .openWeatherMap) {
        network = ScriptedNetworking(refusesGroups: cityByCity, clock: scheduler)
        let quiet = Logger(label: "weather.state-machine") { _ in SwiftLogNoOpLogHandler() }
        let fetcher = WeatherFetcher(networking: network, cities: chosenCities, logger: quiet)
        let timeZone = TimeZone(identifier: "UTC")!
        viewModel = WeatherTableViewModel(fetcher: fetcher, language: .english, timeZone: timeZone, scheduler: scheduler, policy: policy)
        expected = ExpectedListText(timeZone: timeZone)
        model = WeatherListModel(policy: policy, cityIDs: Self.cityIDs, cityByCity: cityByCity, start: Self.start)
        let scheduler = scheduler
        fetchObservation = viewModel.isFetching.signal.observeValues { [fetchStarts] fetching in
            if fetching { fetchStarts.withLock { $0.append(scheduler.currentDate) } }
        }
    }

    deinit {
        fetchObservation?.dispose()
    }

    /// Shows the list, then runs `steps`; the first rule broken, with the step that broke it, or
    /// nil when every rule held.
    func run(_ steps: [WeatherListStep]) -> String? {
        isShown = true
        viewModel.appear()
        scheduler.advance()
        model.start()
        if let broken = brokenRule() { return "when the list first appeared: \(broken)" }
        for (index, step) in steps.enumerated() {
            perform(step, marker: index + 1)
            if let broken = brokenRule() { return "at step \(index + 1) (\(step)), +\(seconds(scheduler.currentDate)) s: \(broken)" }
        }
        return nil
    }

    // MARK: Steps

    private func perform(_ step: WeatherListStep, marker: Int) {
        switch step {
        case .refresh:
            if isShown { viewModel.refresh() }
        case .openCity:
            if isShown, !viewModel.cities.value.isEmpty {
                isShown = false
                viewModel.disappear()
            }
        case .openCities:
            if isShown {
                isShown = false
                choosesCities = true
                viewModel.disappear()
            }
        case let .chooseCities(ids):
            if choosesCities { chosenCities.replace(with: ids) }
        case .back:
            if !isShown {
                isShown = true
                choosesCities = false
                viewModel.appear()
            }
        case .dismissFailure:
            viewModel.dismissFailure()
        case let .wait(seconds):
            scheduler.advance(by: TimeInterval(seconds))
        case let .answer(index, answer):
            if let request = network.answer(index, with: answer, marker: marker) {
                let cityID: Int? = if case let .city(id) = request.query.scope { id } else { nil }
                model.answered(answer, cityID: cityID, marker: marker)
            }
        }
        model.apply(step)
        scheduler.advance()
    }

    // MARK: Rules

    /// The first rule the view model breaks now, described; nil when it keeps them all.
    private func brokenRule() -> String? {
        let starts = fetchStarts.withLock { $0 }
        if starts != model.fetchStarts {
            return "fetches started at \(times(starts)); the policy starts them at \(times(model.fetchStarts))"
        }
        if viewModel.isFetching.value != model.isFetching {
            return "the fetching flag is \(viewModel.isFetching.value), but a fetch \(model.isFetching ? "runs" : "does not run")"
        }
        let pending = network.pending.count
        if !model.isFetching, pending > 0 { return "\(pending) request(s) still wait for an answer, though no fetch runs" }
        let mostAtOnce = network.refusesGroups ? Int(WeatherFetcher.cityRequestsAtOnce) : 1
        if pending > mostAtOnce { return "\(pending) requests run at once; one fetch makes at most \(mostAtOnce)" }
        let asked = Set(network.pending.flatMap { request in
            switch request.query.scope {
            case let .group(ids): ids
            case let .city(id): [id]
            }
        })
        if !asked.isSubset(of: model.askedIDs) {
            return "requests ask for \(asked.sorted()), but the fetch running asks for \(model.askedIDs), the cities chosen when it started"
        }
        let shown = viewModel.cities.value.map { WeatherListModel.ShownCity(id: $0.id, marker: Self.marker(of: $0)) }
        if shown != model.cities {
            return "the list shows \(answers(shown)), but the last successful answer is \(answers(model.cities))"
        }
        if viewModel.bookedRefresh.value != model.booking {
            return "the booked refresh is \(time(viewModel.bookedRefresh.value)), but should be \(time(model.booking))"
        }
        if viewModel.lastUpdate.value != model.lastUpdate {
            return "the update time is \(time(viewModel.lastUpdate.value)), but should be \(time(model.lastUpdate))"
        }
        let expectedStatus = expected.status(for: model)
        if viewModel.statusText.value != expectedStatus {
            return "the status line says “\(viewModel.statusText.value)”, but should say “\(expectedStatus)”"
        }
        let expectedMissing = expected.missingCities(for: model)
        if viewModel.missingCitiesText.value != expectedMissing {
            return "the missing cities' line says “\(viewModel.missingCitiesText.value)”, but should say “\(expectedMissing)”"
        }
        if (viewModel.failureMessage.value != nil) != model.showsFailure {
            return "the failure message is \(viewModel.failureMessage.value ?? "nil"), but \(model.showsFailure ? "one" : "none") should be shown"
        }
        if viewModel.showsNoWeather.value != (model.cities.isEmpty && !model.isFetching) {
            return "“no weather yet” is \(viewModel.showsNoWeather.value ? "shown" : "hidden") with \(model.cities.count) cities, fetching: \(model.isFetching)"
        }
        return nil
    }

    /// The answer a city came with, from its description.
    private static func marker(of city: City) -> Int {
        Int(city.weatherDescription?.split(separator: " ").last ?? "") ?? -1
    }

    private func seconds(_ date: Date) -> Int {
        Int(date.timeIntervalSince(Self.start).rounded())
    }

    private func time(_ date: Date?) -> String {
        date.map { "+\(seconds($0)) s" } ?? "none"
    }

    private func times(_ dates: [Date]) -> String {
        "[" + dates.map { time($0) }.joined(separator: ", ") + "]"
    }

    private func answers(_ cities: [WeatherListModel.ShownCity]) -> String {
        cities.isEmpty ? "nothing" : "\(cities.count) cities of answers \(Set(cities.map(\.marker)).sorted())"
    }
}
