import Foundation
import ImageSearchModel
import Testing

@Suite("SearchFilters")
struct SearchFiltersTests {
    @Test("the default filters nothing, keeps Pixabay's order and sends no parameter")
    func defaults() {
        let filters = SearchFilters()
        #expect(filters.isDefault)
        #expect(filters.parameters.isEmpty)
        #expect(filters.imageType == .all && filters.orientation == .all && filters.colors.isEmpty && filters.category == nil)
        #expect(!filters.editorsChoiceOnly && filters.order == .popular)
    }

    @Test("each filter sends Pixabay's parameter with Pixabay's value", arguments: [
        (SearchFilters(imageType: .photo), ["image_type": "photo"]),
        (SearchFilters(imageType: .illustration), ["image_type": "illustration"]),
        (SearchFilters(imageType: .vector), ["image_type": "vector"]),
        (SearchFilters(orientation: .horizontal), ["orientation": "horizontal"]),
        (SearchFilters(orientation: .vertical), ["orientation": "vertical"]),
        (SearchFilters(colors: [.turquoise]), ["colors": "turquoise"]),
        (SearchFilters(category: .transportation), ["category": "transportation"]),
        (SearchFilters(editorsChoiceOnly: true), ["editors_choice": "true"]),
        (SearchFilters(order: .latest), ["order": "latest"]),
    ])
    func parameter(filters: SearchFilters, expected: [String: String]) {
        #expect(filters.parameters == expected)
        #expect(!filters.isDefault)
    }

    @Test("colours go comma-separated in Pixabay's order, whatever order they were chosen in")
    func colorOrder() {
        let filters = SearchFilters(colors: [.brown, .grayscale, .blue, .transparent])
        #expect(filters.orderedColors == [.grayscale, .transparent, .blue, .brown])
        #expect(filters.parameters["colors"] == "grayscale,transparent,blue,brown")
    }

    @Test("the values are Pixabay's lists: 4 types, 3 orientations, 14 colours, 20 categories, 2 orders")
    func values() {
        #expect(ImageTypeFilter.allCases.map(\.rawValue) == ["all", "photo", "illustration", "vector"])
        #expect(OrientationFilter.allCases.map(\.rawValue) == ["all", "horizontal", "vertical"])
        #expect(ImageColor.allCases.map(\.rawValue) == [
            "grayscale", "transparent", "red", "orange", "yellow", "green", "turquoise", "blue", "lilac", "pink", "white", "gray", "black", "brown",
        ])
        #expect(ImageCategory.allCases.map(\.rawValue) == [
            "backgrounds", "fashion", "nature", "science", "education", "feelings", "health", "people", "religion", "places", "animals", "industry",
            "computer", "food", "sports", "transportation", "travel", "buildings", "business", "music",
        ])
        #expect(SearchOrder.allCases.map(\.rawValue) == ["popular", "latest"])
    }

    @Test("the search's fixed parameters win over nothing the filters send, and the filters are added to them")
    func searchParameters() {
        let endpoint = PixabayEndpoint(baseURL: URL(string: "http://gallery.test")!, apiKey: "k", language: .english)
        let parameters = endpoint.searchParameters(text: "sea", filters: SearchFilters(orientation: .vertical, order: .latest), page: 2)
        #expect(parameters == [
            "key": "k", "safesearch": "true", "per_page": "50", "page": "2", "lang": "en", "q": "sea", "orientation": "vertical", "order": "latest",
        ])
    }
}
