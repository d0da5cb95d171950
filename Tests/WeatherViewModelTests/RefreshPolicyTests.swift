import Foundation
import Testing
import WeatherViewModel

@Suite("RefreshPolicy")
struct RefreshPolicyTests {
    let policy = RefreshPolicy.openWeatherMap
    let now = Date(timeIntervalSince1970: 1_000)

    @Test("follows OpenWeatherMap's guidance: 10 minutes by itself, r at most every 15 seconds")
    func openWeatherMap() {
        #expect(policy.automaticInterval == 600 && policy.manualInterval == 15)
    }

    @Test("lets the first manual fetch start at once")
    func firstManual() {
        #expect(policy.earliestManualFetch(lastStart: nil, notBefore: nil) == .distantPast)
    }

    @Test("spaces manual fetches by the manual interval, and never before the server allows")
    func manual() {
        #expect(policy.earliestManualFetch(lastStart: now, notBefore: nil) == now.addingTimeInterval(15))
        #expect(policy.earliestManualFetch(lastStart: now, notBefore: now.addingTimeInterval(60)) == now.addingTimeInterval(60))
        #expect(policy.earliestManualFetch(lastStart: now, notBefore: now) == now.addingTimeInterval(15))
    }

    @Test("books the automatic fetch after the interval from the end of the last one, or later when the server says so")
    func automatic() {
        #expect(policy.automaticFetch(afterFetchEndingAt: now, notBefore: nil) == now.addingTimeInterval(600))
        #expect(policy.automaticFetch(afterFetchEndingAt: now, notBefore: now.addingTimeInterval(3_600)) == now.addingTimeInterval(3_600))
    }
}
