import Foundation

/// When Weather Now's list asks for the weather again. A value; pure.
///
/// - By itself: ``automaticInterval`` after the last fetch ended (succeeded or failed) —
///   OpenWeatherMap updates its data at most every 10 minutes and asks clients not to call more
///   often.
/// - On `r`: at once, unless a fetch is running (it already answers the press) or the last one
///   the server answered started less than ``manualInterval`` ago; then one refresh is booked
///   for when the interval is over, and more presses book nothing more. With 15 seconds, even a
///   fetch that takes one request per city (12) stays under the free plan's 60 requests a minute.
/// - Never before the time a rate-limited server gave (`notBefore`).
///
/// The list's view model applies these rules to what happened (`RefreshSchedule`); it fetches
/// only while the list is shown, and what came due while it was not runs when it appears again.
public struct RefreshPolicy: Sendable, Hashable {
    /// OpenWeatherMap's guidance: every 10 minutes by itself, `r` at most every 15 seconds.
    public static let openWeatherMap = RefreshPolicy(automaticInterval: 600, manualInterval: 15)

    /// Seconds from the end of a fetch to the next automatic one.
    public var automaticInterval: TimeInterval
    /// The fewest seconds between the starts of two fetches asked for with `r`.
    public var manualInterval: TimeInterval

    /// A policy with these intervals.
    public init(automaticInterval: TimeInterval, manualInterval: TimeInterval) {
        self.automaticInterval = automaticInterval
        self.manualInterval = manualInterval
    }

    /// When a fetch asked for by the user may start, given when the last one started (nil:
    /// none yet) and the time before which the server takes no requests.
    public func earliestManualFetch(lastStart: Date?, notBefore: Date?) -> Date {
        let afterInterval = lastStart.map { $0.addingTimeInterval(manualInterval) } ?? .distantPast
        return max(afterInterval, notBefore ?? .distantPast)
    }

    /// When the next automatic fetch starts after one that ended at `end`.
    public func automaticFetch(afterFetchEndingAt end: Date, notBefore: Date?) -> Date {
        max(end.addingTimeInterval(automaticInterval), notBefore ?? .distantPast)
    }
}
