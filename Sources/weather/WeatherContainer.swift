import AppSupport
import Swinject
import WeatherModel
import WeatherView

/// Builds the app's dependency-injection container — the seeds' `createContainer()`:
///
/// | service | made as | scope |
/// |---|---|---|
/// | `HTTPTransport` | the configuration's transport | container |
/// | `Networking` | `Network(endpoint:transport:)` (initializer injection) | container |
/// | `WeatherFetcher` | `WeatherFetcher(networking:…)` (initializer injection) | container |
/// | `WeatherTableViewController` | a new screen, its `weatherFetcher` set in `initCompleted` (property injection, our counterpart of storyboard injection) | transient |
///
/// Main actor only: the container is not `Sendable`, so it is built and resolved on the main
/// actor, where the factories (which make main-actor screens) run. Resolve once at start-up,
/// never per row or per event (a resolve costs microseconds).
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
        container.register(WeatherFetcher.self) { resolver in
            WeatherFetcher(networking: resolver.resolve((any Networking).self)!, units: configuration.units, language: configuration.language)
        }
        .inObjectScope(.container)
        container.register(WeatherTableViewController.self) { _ in
            WeatherTableViewController(language: configuration.language, timeZone: configuration.timeZone)
        }
        .inObjectScope(.transient)
        .initCompleted { resolver, controller in
            controller.weatherFetcher = resolver.resolve(WeatherFetcher.self)
        }
        return container
    }
}
