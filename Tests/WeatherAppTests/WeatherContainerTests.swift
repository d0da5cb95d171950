import AppSupport
import Foundation
import ReactiveCore
import Swinject
import Testing
import WeatherModel
import WeatherView
@testable import weather

@MainActor
@Suite("WeatherContainer")
struct WeatherContainerTests {
    let transport = SilentTransport()
    let container: Container

    init() {
        container = WeatherContainer.make(WeatherConfiguration(
            endpoint: WeatherEndpoint(baseURL: URL(string: "http://127.0.0.1:9")!, apiKey: "test-key"), sourceName: "test",
            units: .imperial, language: .japanese, timeZone: TimeZone(identifier: "UTC")!, transport: transport))
    }

    @Test("resolves every service")
    func resolvesEverything() {
        #expect(container.resolve((any HTTPTransport).self) is SilentTransport)
        #expect(container.resolve((any Networking).self) is Network)
        #expect(container.resolve(WeatherFetcher.self) != nil)
        #expect(container.resolve(WeatherTableViewController.self) != nil)
    }

    @Test("injects the one fetcher into each screen it makes")
    func injectsFetcher() throws {
        let fetcher = try #require(container.resolve(WeatherFetcher.self))
        let first = try #require(container.resolve(WeatherTableViewController.self))
        let second = try #require(container.resolve(WeatherTableViewController.self))
        #expect(first !== second)
        #expect(first.weatherFetcher === fetcher && second.weatherFetcher === fetcher)
    }

    @Test("builds the fetcher and the screen for the configured units and language")
    func configuration() throws {
        let fetcher = try #require(container.resolve(WeatherFetcher.self))
        #expect(fetcher.units == .imperial && fetcher.language == .japanese && fetcher.cityIDs == WeatherNowCities.ids)
        #expect(try #require(container.resolve(WeatherTableViewController.self)).title == "いまの天気")
    }

    @Test("wires the screen to the configured server through the transport")
    func wiring() throws {
        let screen = try #require(container.resolve(WeatherTableViewController.self))
        screen.performAppearanceTransition(.willAppear)
        #expect(transport.urls.map(\.absoluteString) == [
            "http://127.0.0.1:9/data/2.5/group?id=\(WeatherNowCities.ids.map(String.init).joined(separator: ","))&APPID=test-key&units=imperial&lang=ja",
        ])
    }
}
