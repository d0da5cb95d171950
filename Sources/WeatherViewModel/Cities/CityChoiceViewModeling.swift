import ReactiveCore

/// What the cities screen shows and what it can be asked — adding and removing Weather Now's
/// cities with search-as-you-type over the bundled list (in any of the cities' scripts): with no
/// search, the cities chosen, in order; while searching, the cities that match, best first, each
/// marked when chosen. Adding or removing one changes the list at once and saves it.
///
/// Threading: main actor only; every property changes on the main thread. Lifetime: the changes
/// it made stay (in the chosen cities and the settings file) after it goes away.
@MainActor
public protocol CityChoiceViewModeling: AnyObject {
    /// The screen's title.
    var title: String { get }
    /// What is searched for ("" when nothing is).
    var query: Property<String> { get }
    /// The rows: the cities chosen, or those the search found.
    var rows: Property<[CityChoiceRow]> { get }
    /// What to say instead of rows when the search finds none; "" while there are rows.
    var emptyText: Property<String> { get }
    /// The status line's message: how many cities are chosen, after what the last change did
    /// ("Added Tokyo · 13 cities").
    var statusText: Property<String> { get }
    /// Where the cities are kept for the next launch, or why they are not.
    var storageText: String { get }

    /// Searches for `text` as the user types it.
    func search(_ text: String)
    /// Adds the city of row `row` to the list, or removes it (the last city stays); saves.
    func toggle(row: Int)
}
