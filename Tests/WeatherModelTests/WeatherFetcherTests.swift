import AppSupport
import Foundation
import Swinject
import Testing
import TestSupport
import WeatherModel
import WeatherTestSupport

@Suite("WeatherFetcher")
struct WeatherFetcherTests {
    /// The seeds' fetcher spec: a stub network registered in a container under a name, a
    /// fetcher resolved with it.
    @Suite("with a stubbed network in a container")
    struct WithStubbedNetwork {
        let container = Container()

        init() {
            container.register((any Networking).self, name: "stub") { _ in StubNetworking(always: .success(WeatherFixtures.twelveCities)) }
                .inObjectScope(.container)
            container.register(WeatherFetcher.self) { resolver in
                WeatherFetcher(networking: resolver.resolve((any Networking).self, name: "stub")!)
            }
            .inObjectScope(.transient)
        }

        @Test("delivers the twelve cities of the answer, in the list's order")
        func twelveCities() async throws {
            let fetcher = try #require(container.resolve(WeatherFetcher.self))
            let report = try #require(await outcome(of: fetcher.fetch())?.single)
            #expect(report.cities.map(\.id) == WeatherNowCities.ids)
            #expect(report.cities.map(\.name) == WeatherFixtures.cities.map(\.name))
            #expect(report.missingCityIDs.isEmpty && report.skippedEntryCount == 0 && report.requestCount == 1)
        }

        @Test("fills in each city's id, name, weather group, temperature and description")
        func fillsWeather() async throws {
            let fetcher = try #require(container.resolve(WeatherFetcher.self))
            let report = try #require(await outcome(of: fetcher.fetch())?.single)
            let montreal = try #require(report.cities.first)
            #expect(montreal.id == 6_077_243 && montreal.name == "Montreal" && montreal.weather == "Clouds")
            #expect(montreal.temperature == Temperature(value: -3.4, units: .metric) && montreal.weatherDescription == "broken clouds")
            #expect(report.cities.last?.name == "Tokyo" && report.cities.last?.weather == "Clear")
        }
    }

    @Suite("asking the server")
    struct Asking {
        @Test("asks once, for every city in a group, in the units and language given")
        func groupQuery() async throws {
            let network = StubNetworking(always: .success(WeatherFixtures.twelveCities))
            let fetcher = WeatherFetcher(networking: network, units: .imperial, language: .japanese)
            let report = try #require(await outcome(of: fetcher.fetch())?.single)
            #expect(network.queries == [WeatherQuery(scope: .group(WeatherNowCities.ids), units: .imperial, language: .japanese)])
            #expect(report.cities[0].temperature?.units == .imperial)
        }

        @Test("asks for the cities chosen when each fetch starts")
        func chosenCities() async throws {
            let network = StubNetworking(always: .success(WeatherFixtures.twelveCities))
            let cities = ChosenCities(ids: [2_643_743])
            let fetcher = WeatherFetcher(networking: network, cities: cities)
            let fetch = fetcher.fetch()
            _ = await outcome(of: fetch)
            #expect(cities.replace(with: [1_850_147, 2_643_743, 1_850_147]))
            #expect(!cities.replace(with: []) && fetcher.cityIDs == [1_850_147, 2_643_743])
            let report = try #require(await outcome(of: fetch)?.single)
            #expect(network.queries.map(\.scope) == [.group([2_643_743]), .group([1_850_147, 2_643_743])])
            #expect(report.cities.map(\.id) == [1_850_147, 2_643_743])
        }

        @Test("asks again each time the producer starts")
        func coldProducer() async throws {
            let network = StubNetworking(always: .success(WeatherFixtures.twelveCities))
            let fetch = WeatherFetcher(networking: network).fetch()
            _ = await outcome(of: fetch)
            _ = await outcome(of: fetch)
            #expect(network.queries.count == 2)
        }

        @Test("asks for at most 20 cities a group, and delivers them all in the list's order")
        func groupsOfTwenty() async throws {
            let ids = Array(1...45)
            let network = StubNetworking { query in
                guard case let .group(group) = query.scope else { return .failure(.incorrectDataReturned) }
                return .success(WeatherFixtures.group(group.reversed().map { WeatherFixtures.entry(id: $0, name: "City \($0)", weather: "Clear", temperature: 1, description: "") }))
            }
            let report = try #require(await outcome(of: WeatherFetcher(networking: network, cityIDs: ids).fetch())?.single)
            #expect(report.cities.map(\.id) == ids && report.requestCount == 3)
            #expect(Set(network.queries.map(\.scope)) == [.group(Array(1...20)), .group(Array(21...40)), .group(Array(41...45))])
        }

        @Test("asks for each city once, however often the list names it")
        func repeatedIDs() {
            let fetcher = WeatherFetcher(networking: StubNetworking(always: .failure(.connectionLost)), cityIDs: [1, 2, 1, 3, 2])
            #expect(fetcher.cityIDs == [1, 2, 3])
        }
    }

    @Suite("when the server refuses the group request")
    struct CityByCity {
        /// A server that refuses group requests with `refusal` and answers single cities from the
        /// fixtures, or with `singleAnswer` when given.
        static func server(
            refusal: WeatherFetchError = .invalidKey(message: "Invalid API key."),
            delay: Double? = nil,
            singleAnswer: (@Sendable (Int) -> Result<Data, WeatherFetchError>)? = nil
        ) -> StubNetworking {
            StubNetworking(delay: delay) { query in
                switch query.scope {
                case .group: .failure(refusal)
                case let .city(id): singleAnswer?(id) ?? .success(WeatherFixtures.single(id: id))
                }
            }
        }

        @Test("asks for the cities one by one and delivers all twelve", arguments: [
            WeatherFetchError.invalidKey(message: ""), .requestRejected(statusCode: 404, message: "city not found"),
            .requestRejected(statusCode: 400, message: ""),
        ])
        func fallsBack(refusal: WeatherFetchError) async throws {
            let network = Self.server(refusal: refusal)
            let report = try #require(await outcome(of: WeatherFetcher(networking: network).fetch())?.single)
            #expect(report.cities.map(\.id) == WeatherNowCities.ids)
            #expect(report.requestCount == 12)
            #expect(Set(network.queries.dropFirst().map(\.scope)) == Set(WeatherNowCities.ids.map { .city($0) }))
        }

        @Test("keeps at most three city requests running at a time")
        func fewAtATime() async throws {
            let network = Self.server(delay: 0.02)
            _ = try #require(await outcome(of: WeatherFetcher(networking: network).fetch())?.single)
            #expect(network.mostRunning <= Int(WeatherFetcher.cityRequestsAtOnce))
            #expect(network.mostRunning > 1, "the requests overlap")
        }

        @Test("goes straight to one city at a time on the next fetch")
        func remembers() async throws {
            let network = Self.server()
            let fetcher = WeatherFetcher(networking: network)
            _ = await outcome(of: fetcher.fetch())
            _ = await outcome(of: fetcher.fetch())
            #expect(network.queries.count == 1 + 12 + 12)
            #expect(network.queries.filter { if case .group = $0.scope { true } else { false } }.count == 1)
        }

        @Test("leaves out a city the server does not know and lists it as missing, its id unknown")
        func unknownCity() async throws {
            let network = Self.server { id in
                id == 264_371 ? .failure(.requestRejected(statusCode: 404, message: "city not found")) : .success(WeatherFixtures.single(id: id))
            }
            let report = try #require(await outcome(of: WeatherFetcher(networking: network).fetch())?.single)
            #expect(report.cities.count == 11 && !report.cities.contains { $0.id == 264_371 })
            #expect(report.missingCities == [MissingCity(id: 264_371, reason: .unknownID)])
        }

        @Test("fails with the first other error, such as a key the single requests refuse too")
        func failsOnOtherErrors() async throws {
            let network = Self.server { _ in .failure(.invalidKey(message: "Invalid API key.")) }
            let result = try #require(await outcome(of: WeatherFetcher(networking: network).fetch()))
            #expect(result.error == .invalidKey(message: "Invalid API key."))
            #expect(network.queries.count <= 1 + Int(WeatherFetcher.cityRequestsAtOnce), "the requests not started yet are not sent")
        }

        @Test("does not ask city by city after errors that are not refusals", arguments: [
            WeatherFetchError.rateLimited(retryAt: nil), .serverError(statusCode: 503), .serverNotReached(.cannotConnect),
            .incorrectDataReturned,
        ])
        func noFallback(error: WeatherFetchError) async throws {
            let network = Self.server(refusal: error)
            let result = try #require(await outcome(of: WeatherFetcher(networking: network).fetch()))
            #expect(result.error == error)
            #expect(network.queries.count == 1)
        }
    }

    @Suite("reading imperfect answers")
    struct ImperfectAnswers {
        static func report(for body: Data) async throws -> EventRecorder<WeatherReport, WeatherFetchError> {
            try #require(await outcome(of: WeatherFetcher(networking: StubNetworking(always: .success(body))).fetch()))
        }

        @Test("skips entries without an id, a name or a weather group, and lists their cities as missing from the answer")
        func missingFields() async throws {
            var entries = WeatherFixtures.entries
            entries[0]["name"] = nil
            entries[1]["weather"] = [] as [Any]
            entries[2]["id"] = "5368361"
            entries[3]["name"] = "   "
            let report = try #require(try await Self.report(for: WeatherFixtures.group(entries)).single)
            #expect(report.cities.map(\.id) == Array(WeatherNowCities.ids.dropFirst(4)))
            #expect(report.missingCities == WeatherNowCities.ids.prefix(4).map { MissingCity(id: $0, reason: .notInAnswer) })
            #expect(report.skippedEntryCount == 4)
        }

        @Test("skips entries that are not objects, cities not asked for and repeated cities")
        func strayEntries() async throws {
            let stranger = WeatherFixtures.entry(id: 99, name: "Atlantis", weather: "Rain", temperature: 10, description: "rain")
            let entries: [Any] = WeatherFixtures.entries + [NSNull(), 42, "text", stranger, WeatherFixtures.entries[0]]
            let report = try #require(try await Self.report(for: WeatherFixtures.group(entries)).single)
            #expect(report.cities.count == 12 && report.missingCityIDs.isEmpty)
            #expect(report.skippedEntryCount == 5)
        }

        @Test("keeps a city without a temperature, or with an implausible one, without it")
        func temperatureOptional() async throws {
            var entries = WeatherFixtures.entries
            entries[0]["main"] = nil
            entries[1]["main"] = ["temp": "cold"]
            entries[2]["main"] = ["temp": 1e300]
            entries[3]["weather"] = [["main": "Clouds"]]
            let report = try #require(try await Self.report(for: WeatherFixtures.group(entries)).single)
            #expect(report.cities.prefix(3).allSatisfy { $0.temperature == nil })
            #expect(report.cities[3].weatherDescription == nil && report.cities[3].temperature != nil)
        }

        @Test("fails with incorrect data for a body that is not a group answer", arguments: [
            Data("<html><body>Service temporarily unavailable</body></html>".utf8), Data("{}".utf8), Data("{\"list\": 3}".utf8),
            Data("[1, 2, 3]".utf8), Data("{\"cnt\": 12, \"list\": [".utf8), Data([0xFF, 0xFE, 0x00]),
        ])
        func notAGroupAnswer(body: Data) async throws {
            #expect(try await Self.report(for: body).error == .incorrectDataReturned)
        }

        @Test("fails with incorrect data when no entry is usable")
        func nothingUsable() async throws {
            #expect(try await Self.report(for: WeatherFixtures.group([])).error == .incorrectDataReturned)
            #expect(try await Self.report(for: WeatherFixtures.group([["id": 1]])).error == .incorrectDataReturned)
        }

        @Test("keeps names with escape sequences as they came (TerminalUI sanitises what it draws)")
        func escapeSequences() async throws {
            var entries = WeatherFixtures.entries
            entries[0]["name"] = "\u{1B}[2J\u{1B}]0;pwned\u{07}Montreal"
            let report = try #require(try await Self.report(for: WeatherFixtures.group(entries)).single)
            #expect(report.cities[0].name == "\u{1B}[2J\u{1B}]0;pwned\u{07}Montreal")
        }
    }

    @Test("forwards the network's error", arguments: [
        WeatherFetchError.serverNotReached(.timedOut), .notConnectedToInternet, .connectionLost, .serverError(statusCode: 500),
    ])
    func forwardsErrors(error: WeatherFetchError) async throws {
        let result = try #require(await outcome(of: WeatherFetcher(networking: StubNetworking(always: .failure(error))).fetch()))
        #expect(result.error == error && result.values.isEmpty)
    }
}
