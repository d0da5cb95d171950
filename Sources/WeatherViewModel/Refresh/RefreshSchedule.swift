import Foundation
import WeatherModel

/// Where Weather Now's list stands with its fetches, and so when it fetches next: the rules of
/// ``RefreshPolicy`` applied to what happened. The view model tells it what happened, with the
/// time, and asks ``nextFetch``. A value; pure.
///
/// - While the list is shown and no fetch runs, the next fetch is the booked one (an early `r`)
///   or the automatic one, whichever comes first; the first time it is shown, at once.
/// - While the list is off screen (a city's detail on top) nothing fetches by itself, but a booked
///   refresh stays booked: whatever came due meanwhile — the booked refresh or the automatic one —
///   runs at once when the list is shown again, the rest at its time.
/// - `r`'s interval counts from the last fetch the server answered: after one that never reached
///   it, `r` fetches at once.
/// - When the cities chosen are no longer those the last fetch asked for (the cities screen
///   changed them), the list fetches as soon as it is shown and no fetch runs — not before a
///   rate limit ends.
struct RefreshSchedule: Sendable {
    let policy: RefreshPolicy
    /// Whether the list is shown (from about to appear until gone).
    private(set) var isShown = false
    /// Whether a fetch runs.
    private(set) var isFetching = false
    /// When the running or last fetch started.
    private(set) var lastStart: Date?
    /// When the last fetch the server answered started; the manual interval counts from it,
    /// since it protects a server that is there, not one that was not reached.
    private(set) var lastAnsweredStart: Date?
    /// When the last fetch ended.
    private(set) var lastEnd: Date?
    /// The time before which a rate-limited server takes no requests.
    private(set) var notBefore: Date?
    /// When the fetch booked by an early `r` starts; nil when none is booked.
    private(set) var booked: Date?
    /// Whether the cities chosen differ from those the last fetch asked for.
    private(set) var citiesChanged = false

    init(policy: RefreshPolicy) {
        self.policy = policy
    }

    /// When the list fetches next by itself — a date not after now means at once — or nil while
    /// it is off screen or a fetch runs.
    var nextFetch: Date? {
        guard isShown, !isFetching else { return nil }
        guard let lastEnd else { return .distantPast }
        if citiesChanged { return notBefore ?? .distantPast }
        let automatic = policy.automaticFetch(afterFetchEndingAt: lastEnd, notBefore: notBefore)
        return booked.map { min($0, automatic) } ?? automatic
    }

    /// The cities chosen now differ from those the last fetch asked for (`differ`), or are those
    /// again.
    mutating func citiesChosen(differ: Bool) {
        citiesChanged = differ
    }

    /// The list is about to be shown.
    mutating func appear() {
        isShown = true
    }

    /// The list is no longer shown; a booked refresh stays booked.
    mutating func disappear() {
        isShown = false
    }

    /// `r` at `now`: true when a fetch should start at once; otherwise books one for when the
    /// policy allows it, unless a fetch runs or one is booked already.
    mutating func refresh(at now: Date) -> Bool {
        guard !isFetching, booked == nil else { return false }
        let earliest = policy.earliestManualFetch(lastStart: lastAnsweredStart, notBefore: notBefore)
        guard earliest > now else { return true }
        booked = earliest
        return false
    }

    /// A fetch started at `now`, for the cities chosen; it answers any booking.
    mutating func fetchStarted(at now: Date) {
        isFetching = true
        lastStart = now
        booked = nil
        citiesChanged = false
    }

    /// The running fetch ended at `now`, with `failure` or without (success).
    mutating func fetchEnded(at now: Date, failure: WeatherFetchError?) {
        isFetching = false
        lastEnd = now
        if failure?.serverAnswered ?? true { lastAnsweredStart = lastStart }
        switch failure {
        case nil: notBefore = nil
        case let .rateLimited(retryAt?)?: notBefore = retryAt
        default: break
        }
    }
}
