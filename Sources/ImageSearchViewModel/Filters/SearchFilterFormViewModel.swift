import AppSupport
import ImageSearchModel
import ReactiveCore

/// The filter panel's form — see ``SearchFilterFormViewModeling``: a draft of `SearchFilters`
/// shown as six fields, handed to the list when applied.
///
/// Threading: as the protocol says, main queue only; it keeps its draft in a property whose
/// changes are sent on the calling thread. Lifetime: holds the apply action, which holds the
/// list's view model weakly.
public final class SearchFilterFormViewModel: SearchFilterFormViewModeling {
    /// "Filters", in the user's language.
    public let title: String
    /// Type, orientation, colours, category, Editor's Choice and order.
    public let fields: [FilterField]
    /// The draft's selection per field.
    public let selections: Property<[Set<Int>]>
    /// The draft's summary.
    public let summary: Property<String>

    private let draft: MutableProperty<SearchFilters>
    private let current: SearchFilters
    private let applyFilters: @Sendable (SearchFilters) -> Void

    /// A form whose draft starts at `filters`, in `language`, calling `apply` with the draft
    /// when applied with other filters than `filters`.
    public init(filters: SearchFilters, language: AppLanguage, apply: @escaping @Sendable (SearchFilters) -> Void) {
        let names = FilterNames(language: language)
        title = language.text(english: "Filters", japanese: "絞り込み")
        // In the order of `Field`.
        fields = [
            FilterField(title: names.typeField, options: ImageTypeFilter.allCases.map(names.name(of:))),
            FilterField(title: names.orientationField, options: OrientationFilter.allCases.map(names.name(of:))),
            FilterField(
                title: names.colorsField, options: ImageColor.allCases.map(names.name(of:)),
                allowsMultipleSelection: true, noSelectionText: names.anyColor),
            FilterField(title: names.categoryField, options: [names.anyCategory] + ImageCategory.allCases.map(names.name(of:))),
            FilterField(title: names.editorsChoiceField, options: [false, true].map(names.editorsChoice(only:))),
            FilterField(title: names.orderField, options: SearchOrder.allCases.map(names.name(of:))),
        ]
        draft = MutableProperty(filters)
        current = filters
        applyFilters = apply
        selections = draft.map(Self.selections(of:))
        summary = draft.map(names.summary(of:))
    }

    /// Sets the draft's value of a field — see ``SearchFilterFormViewModeling/select(_:inField:)``.
    public func select(_ selection: Set<Int>, inField fieldIndex: Int) {
        guard let field = Field(rawValue: fieldIndex) else { return }
        draft.modify { field.set(selection, in: &$0) }
    }

    /// Makes the draft the default filters.
    public func reset() {
        draft.value = SearchFilters()
    }

    /// Hands the draft to the list unless it is the filters the form started from.
    public func apply() {
        guard draft.value != current else { return }
        applyFilters(draft.value)
    }

    /// The selection per field that stands for `filters`.
    private static func selections(of filters: SearchFilters) -> [Set<Int>] {
        Field.allCases.map { $0.selection(in: filters) }
    }
}

/// The panel's fields, in order, and how each reads and writes the filters. A one-of field's
/// options are its filter's cases in order (the category's after "any category", Editor's
/// Choice's "every image" then "only").
private enum Field: Int, CaseIterable {
    case type, orientation, colors, category, editorsChoice, order

    /// The indices of the options that stand for the field's value in `filters`.
    func selection(in filters: SearchFilters) -> Set<Int> {
        switch self {
        case .type: [Self.index(of: filters.imageType)]
        case .orientation: [Self.index(of: filters.orientation)]
        case .colors: Set(filters.colors.map(Self.index(of:)))
        case .category: [filters.category.map { Self.index(of: $0) + 1 } ?? 0]
        case .editorsChoice: [filters.editorsChoiceOnly ? 1 : 0]
        case .order: [Self.index(of: filters.order)]
        }
    }

    /// Sets the field's value in `filters` to the options at `selection`; a one-of field
    /// ignores a selection of other than one index in range.
    func set(_ selection: Set<Int>, in filters: inout SearchFilters) {
        if self == .colors {
            filters.colors = Set(selection.compactMap(Self.value(at:)))
            return
        }
        guard selection.count == 1, let index = selection.first else { return }
        switch self {
        case .type: filters.imageType = Self.value(at: index) ?? filters.imageType
        case .orientation: filters.orientation = Self.value(at: index) ?? filters.orientation
        case .category: if index == 0 { filters.category = nil } else if let category: ImageCategory = Self.value(at: index - 1) { filters.category = category }
        case .editorsChoice: if index == 0 || index == 1 { filters.editorsChoiceOnly = index == 1 }
        case .order: filters.order = Self.value(at: index) ?? filters.order
        case .colors: break
        }
    }

    private static func index<Value: CaseIterable & Equatable>(of value: Value) -> Int where Value.AllCases == [Value] {
        Value.allCases.firstIndex(of: value) ?? 0
    }

    /// The case at `index` of `Value.allCases`; nil out of range.
    private static func value<Value: CaseIterable>(at index: Int) -> Value? where Value.AllCases == [Value] {
        Value.allCases.indices.contains(index) ? Value.allCases[index] : nil
    }
}
