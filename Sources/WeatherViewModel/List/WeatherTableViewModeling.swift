import Foundation
import ReactiveCore
import WeatherModel

/// What Weather Now's list shows and what it can be asked — the decisions behind the seeds'
/// `WeatherTableViewController`: when to fetch (first showing, `r`, the automatic refresh, a
/// booked refresh, other cities chosen), what the rows, the status line and the missing
/// cities' line say, and which failure to show.
///
/// Threading: main actor only; every property changes on the main thread. Lifetime: a fetch
/// still running and a refresh still booked stop when the view model goes away.
@MainActor
public protocol WeatherTableViewModeling: AnyObject {
    /// The cities of the last successful fetch, in the order asked for; an older answer never
    /// replaces a newer one, and a failure leaves them as they are.
    var cities: Property<[City]> { get }
    /// The texts of the rows, one per city of ``cities``.
    var rows: Property<[CityRow]> { get }
    /// True while a fetch runs.
    var isFetching: Property<Bool> { get }
    /// True when there is no weather to show and nothing is being fetched ("no weather yet").
    var showsNoWeather: Property<Bool> { get }
    /// When the refresh booked by an early `r` starts; nil when none is booked.
    var bookedRefresh: Property<Date?> { get }
    /// When the cities shown were fetched; nil before the first success.
    var lastUpdate: Property<Date?> { get }
    /// The status line's message ("Refreshing at 00:31:35 · Updated 00:31:20"); empty before
    /// anything happened.
    var statusText: Property<String> { get }
    /// Why the last fetch failed, in the user's language, until ``dismissFailure()`` or a fetch
    /// that succeeds; nil otherwise.
    var failureMessage: Property<String?> { get }
    /// Which cities the last successful fetch asked for and did not bring, and why ("Not in the
    /// server's answer: Tokyo · Unknown city ids: 2950158"); empty when none is missing.
    var missingCitiesText: Property<String> { get }

    /// The list is about to be shown: the first time it fetches; coming back, it fetches at once
    /// if the booked or the automatic refresh came due while it was off screen, or other cities
    /// were chosen (not before a rate limit ends), and books the next one.
    func appear()
    /// The list is no longer shown (a city's detail or the cities screen is on top): nothing
    /// fetches by itself until it appears again; a booked refresh stays booked.
    func disappear()
    /// `r`: fetches at once, or books one refresh for when the policy allows it; nothing while a
    /// fetch runs or one is booked.
    func refresh()
    /// Clears ``failureMessage`` (the user dismissed the alert).
    func dismissFailure()
}
