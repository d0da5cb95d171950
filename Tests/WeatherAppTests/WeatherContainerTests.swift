import AppSupport
import Foundation
import ReactiveCore
import Swinject
import Testing
import WeatherModel
import WeatherView
import WeatherViewModel
@testable import weather

@MainActor
@Suite("WeatherContainer")
struct WeatherContainerTests {
    let transport = SilentTransport()
    let container: Container

    init() {
        container = WeatherContainer.make(WeatherConfiguration(
            endpoint: WeatherEndpoint(baseURL: URL(string: "http://127.0.0.1:9")!, apiKey: "test-key"), sourceName: "test",
            cityIDs: [1_850_147, 2_988_507], notice: "a notice", units: .imperial, language: .japanese, timeZone: TimeZone(identifier: "UTC")!, transport: transport))
    }

    @Test("resolves every service")
    func resolvesEverything() {
        #expect(container.resolve((any HTTPTransport).self) is SilentTransport)
        #expect(container.resolve((any Networking).self) is Network)
        #expect(container.resolve(WeatherFetcher.self) != nil)
        #expect(container.resolve((any WeatherTableViewModeling).self) is WeatherTableViewModel)
        #expect(container.resolve(WeatherTableViewController.self) != nil)
        #expect(container.resolve(CityDetailViewController.self, argument: Self.tokyo) != nil)
        #expect(container.resolve(ChosenCities.self) != nil)
        #expect(container.resolve((any CityChoiceViewModeling).self) is CityChoiceViewModel)
        #expect(container.resolve(CityChoiceViewController.self) != nil)
    }

    @Test("gives each list the cities screen, which changes the cities the one fetcher asks for, and the notice")
    func citiesScreen() throws {
        let screen = try #require(container.resolve(WeatherTableViewController.self))
        let cities = try #require(screen.citiesViewControllerFactory?() as? CityChoiceViewController)
        #expect(cities.title == "都市の選択" && cities.viewModel.rows.value.map(\.name) == ["東京", "パリ"])
        cities.viewModel.toggle(row: 1)
        #expect(try #require(container.resolve(WeatherFetcher.self)).cityIDs == [1_850_147])
        #expect(screen.notice == "a notice")
        #expect(cities.viewModel.storageText.hasPrefix("都市の一覧はアプリの終了まで有効です"), "no settings file configured")
    }

    static let tokyo = City(id: 1_850_147, name: "Tokyo", weather: "Clear", temperature: Temperature(value: 50, units: .imperial))

    @Test("gives each list a way to make a city's detail screen, in the configured units and language")
    func detailFactory() throws {
        let screen = try #require(container.resolve(WeatherTableViewController.self))
        let detail = try #require(screen.detailViewControllerFactory?(Self.tokyo) as? CityDetailViewController)
        #expect(detail.viewModel == CityDetailViewModel(city: Self.tokyo, units: .imperial, language: .japanese))
        #expect(detail.title == "東京")
    }

    @Test("injects a view model of its own into each screen it makes")
    func injectsViewModel() throws {
        let first = try #require(container.resolve(WeatherTableViewController.self))
        let second = try #require(container.resolve(WeatherTableViewController.self))
        #expect(first !== second)
        let firstModel = try #require(first.viewModel as? WeatherTableViewModel)
        let secondModel = try #require(second.viewModel as? WeatherTableViewModel)
        #expect(firstModel !== secondModel)
    }

    @Test("builds the fetcher and the screen for the configured units and language")
    func configuration() throws {
        let fetcher = try #require(container.resolve(WeatherFetcher.self))
        #expect(fetcher.units == .imperial && fetcher.language == .japanese && fetcher.cityIDs == [1_850_147, 2_988_507])
        #expect(try #require(container.resolve(WeatherTableViewController.self)).title == "いまの天気")
    }

    @Test("wires the screen to the configured server through the transport")
    func wiring() throws {
        let screen = try #require(container.resolve(WeatherTableViewController.self))
        screen.performAppearanceTransition(.willAppear)
        #expect(transport.urls.map(\.absoluteString) == [
            "http://127.0.0.1:9/data/2.5/group?id=1850147,2988507&APPID=test-key&units=imperial&lang=ja",
        ])
    }
}
