import ReactiveCore

/// The filter panel: the filters of the list's search as a form of fields whose values the user
/// picks, then applies (a new search) or drops.
///
/// Each field's selection is a set of indices into its ``FilterField/options``. Changes are a
/// draft until ``apply()``.
///
/// Threading: main queue only (a form is made for a panel on screen and changed by its keys);
/// ``selections`` and ``summary`` change on the calling thread. Lifetime: independent of the
/// list's view model; applying after the list went away does nothing.
public protocol SearchFilterFormViewModeling: AnyObject, Sendable {
    /// The panel's title.
    var title: String { get }
    /// The fields, top to bottom: type, orientation, colours, category, Editor's Choice, order.
    var fields: [FilterField] { get }
    /// The draft's selection in each field, in the order of ``fields``.
    var selections: Property<[Set<Int>]> { get }
    /// The draft's filters as the search bar would show them; empty when they filter nothing.
    var summary: Property<String> { get }

    /// Makes `selection` the draft's value of the field at `fieldIndex` (out of range: ignored;
    /// a one-of field takes exactly one index, else it keeps its value).
    func select(_ selection: Set<Int>, inField fieldIndex: Int)
    /// Puts every field back to filtering nothing, in Pixabay's order.
    func reset()
    /// Searches the list's words again with the draft's filters, unless they are the filters in
    /// use already.
    func apply()
}
