/// The benchmark's scenarios, in the order they run. Values only.
enum Scenario: String, CaseIterable, Hashable {
    /// Rounds of: the baseline's launch, a cold launch and a warm launch of Image Search.
    case launch
    /// Paging to 500 rows with End, then Home.
    case paging
    /// Down pressed 300 times at 30 keys per second.
    case keys
}
