import AppSupport
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing

@Suite("SearchFilterFormViewModel")
struct SearchFilterFormViewModelTests {
    /// A form starting at `filters`, and the filters it applied.
    static func form(_ filters: SearchFilters = SearchFilters(), language: AppLanguage = .english) -> (SearchFilterFormViewModel, Log<SearchFilters>) {
        let applied = Log<SearchFilters>()
        return (SearchFilterFormViewModel(filters: filters, language: language) { applied.append($0) }, applied)
    }

    @Test("has the six fields with Pixabay's values, in both languages", arguments: [AppLanguage.english, .japanese])
    func fields(language: AppLanguage) {
        let (form, _) = Self.form(language: language)
        #expect(form.fields.map(\.options.count) == [4, 3, 14, 21, 2, 2])
        #expect(form.fields.map(\.allowsMultipleSelection) == [false, false, true, false, false, false])
        if language == .english {
            #expect(form.title == "Filters")
            #expect(form.fields.map(\.title) == ["Type", "Orientation", "Colours", "Category", "Editor's Choice", "Order"])
            #expect(form.fields[0].options == ["All types", "Photos", "Illustrations", "Vector graphics"])
            #expect(form.fields[2].noSelectionText == "Any colour")
            #expect(form.fields[3].options.prefix(3) == ["Any category", "Backgrounds", "Fashion"])
        } else {
            #expect(form.title == "絞り込み")
            #expect(form.fields.map(\.title) == ["種類", "向き", "色", "カテゴリー", "エディターズチョイス", "並び順"])
            #expect(form.fields[5].options == ["人気順", "新着順"])
        }
    }

    @Test("shows the filters it starts from as each field's selection")
    func selections() {
        let filters = SearchFilters(imageType: .vector, orientation: .vertical, colors: [.red, .black], category: .animals, editorsChoiceOnly: true, order: .latest)
        let (form, _) = Self.form(filters)
        #expect(form.selections.value == [[3], [2], [2, 12], [11], [1], [1]])
        #expect(Self.form().0.selections.value == [[0], [0], [], [0], [0], [0]])
    }

    @Test("each field's selection sets its filter, and apply hands the draft over")
    func selectAndApply() throws {
        let (form, applied) = Self.form()
        form.select([2], inField: 0)
        form.select([1], inField: 1)
        form.select([7, 4], inField: 2)
        form.select([2], inField: 3)
        form.select([1], inField: 4)
        form.select([1], inField: 5)
        #expect(form.summary.value == "Illustrations · Horizontal · Yellow or Blue · Fashion · Editor's Choice only · Latest first")
        form.apply()
        #expect(applied.values == [SearchFilters(
            imageType: .illustration, orientation: .horizontal, colors: [.yellow, .blue], category: .fashion, editorsChoiceOnly: true, order: .latest)])
    }

    @Test("a one-of field ignores a selection of no index, several, or one out of range; a field out of range is ignored")
    func badSelections() {
        let (form, _) = Self.form(SearchFilters(imageType: .photo))
        form.select([], inField: 0)
        form.select([1, 2], inField: 0)
        form.select([9], inField: 0)
        form.select([30], inField: 3)
        form.select([0], inField: 6)
        form.select([0], inField: -1)
        #expect(form.selections.value == [[1], [0], [], [0], [0], [0]])
    }

    @Test("choosing the first category value means any category")
    func anyCategory() {
        let (form, applied) = Self.form(SearchFilters(category: .music))
        form.select([0], inField: 3)
        form.apply()
        #expect(applied.values == [SearchFilters()])
    }

    @Test("reset puts every field back to filtering nothing")
    func reset() {
        let (form, _) = Self.form(SearchFilters(imageType: .photo, colors: [.red], order: .latest))
        form.reset()
        #expect(form.selections.value == [[0], [0], [], [0], [0], [0]])
        #expect(form.summary.value.isEmpty)
    }

    @Test("applying the filters it started from hands nothing over")
    func unchanged() {
        let (form, applied) = Self.form(SearchFilters(orientation: .vertical))
        form.select([2], inField: 1)
        form.apply()
        #expect(applied.values.isEmpty)
    }
}
