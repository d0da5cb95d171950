import AppSupport
import Swinject
import WeatherModel
import WeatherView
import WeatherViewModel

/// Builds the app's dependency-injection container — the seeds' `createContainer()`:
///
/// | service | made as | scope |
/// |---|---|---|
/// | `HTTPTransport` | the configuration's transport | container |
/// | `Networking` | `Network(endpoint:transport:)` (initializer injection) | container |
/// | `ChosenCities` | the configuration's cities, which the cities screen changes | container |
/// | `WeatherFetcher` | `WeatherFetcher(networking:cities:…)` (initializer injection) | container |
/// | `WeatherTableViewModeling` | `WeatherTableViewModel(fetcher:…)` (initializer injection), timed by the main queue | transient |
/// | `WeatherTableViewController` | a new screen, its `viewModel`, `detailViewControllerFactory`, `citiesViewControllerFactory` and `notice` set in `initCompleted` (property injection, our counterpart of storyboard injection) | transient |
/// | `CityDetailViewModel` | for the `City` given as the argument of the resolve (initializer injection) | transient |
/// | `CityDetailViewController` | a new screen for the `City` argument, its view model resolved (initializer injection) | transient |
/// | `CityChoiceViewModeling` | `CityChoiceViewModel(cities:store:language:)`, saving in the configuration's settings file (initializer injection) | transient |
/// | `CityChoiceViewController` | a new cities screen, its view model resolved (initializer injection) | transient |
///
/// Main actor only: the container is not `Sendable`, so it is built and resolved on the main
/// actor, where the factories (which make main-actor screens) run. Resolve once at start-up,
/// and once per detail or cities screen opened, never per row or per event (a resolve costs microseconds).
@MainActor
enum WeatherContainer {
    /// A container for `configuration`.
    static func make(_ configuration: WeatherConfiguration) -> Container {
        let container = Container()
        container.register((any HTTPTransport).self) { _ in configuration.transport }
            .inObjectScope(.container)
        container.register((any Networking).self) { resolver in
            Network(endpoint: configuration.endpoint, transport: resolver.resolve((any HTTPTransport).self)!)
        }
        .inObjectScope(.container)
        container.register(ChosenCities.self) { _ in ChosenCities(ids: configuration.cityIDs) }
            .inObjectScope(.container)
        container.register(WeatherFetcher.self) { resolver in
            WeatherFetcher(
                networking: resolver.resolve((any Networking).self)!, cities: resolver.resolve(ChosenCities.self)!, units: configuration.units,
                language: configuration.language)
        }
        .inObjectScope(.container)
        container.register((any WeatherTableViewModeling).self) { resolver in
            WeatherTableViewModel(
                fetcher: resolver.resolve(WeatherFetcher.self)!, language: configuration.language, timeZone: configuration.timeZone)
        }
        .inObjectScope(.transient)
        container.register(WeatherTableViewController.self) { _ in
            WeatherTableViewController(language: configuration.language)
        }
        .inObjectScope(.transient)
        .initCompleted { resolver, controller in
            controller.viewModel = resolver.resolve((any WeatherTableViewModeling).self)
            controller.detailViewControllerFactory = { city in resolver.resolve(CityDetailViewController.self, argument: city) }
            controller.citiesViewControllerFactory = { resolver.resolve(CityChoiceViewController.self) }
            controller.notice = configuration.notice
        }
        container.register(CityDetailViewModel.self) { (_, city: City) in
            CityDetailViewModel(city: city, units: configuration.units, language: configuration.language)
        }
        .inObjectScope(.transient)
        container.register(CityDetailViewController.self) { (resolver, city: City) in
            CityDetailViewController(viewModel: resolver.resolve(CityDetailViewModel.self, argument: city)!, language: configuration.language)
        }
        .inObjectScope(.transient)
        container.register((any CityChoiceViewModeling).self) { resolver in
            CityChoiceViewModel(cities: resolver.resolve(ChosenCities.self)!, store: configuration.settingsFile, language: configuration.language)
        }
        .inObjectScope(.transient)
        container.register(CityChoiceViewController.self) { resolver in
            CityChoiceViewController(viewModel: resolver.resolve((any CityChoiceViewModeling).self)!, language: configuration.language)
        }
        .inObjectScope(.transient)
        return container
    }
}
