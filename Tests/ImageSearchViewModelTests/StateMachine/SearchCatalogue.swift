import Foundation
import ImageSearchModel

/// What the state-machine tests' server holds: for each search (words and filters) a fixed list
/// of image ids, so that the rows can be checked against the pages of the right search. Ids
/// carry their search's number in the high bits, so a row of another search never passes for
/// one of this search.
enum SearchCatalogue {
    /// The words the user searches for; each matches a different number of images.
    static let texts = ["", "mountain", "sea", "zzzqqq"]
    /// The filters the user applies.
    static let filterSets = [
        SearchFilters(),
        SearchFilters(imageType: .illustration),
        SearchFilters(orientation: .vertical, colors: [.red]),
    ]
    /// The most images a search reaches (Pixabay's limit); more may match.
    static let reachableLimit: Int64 = 500

    /// The endpoint the view model's search asks.
    static let endpoint = PixabayEndpoint(baseURL: URL(string: "https://pixabay.example")!, apiKey: "", language: .english)

    /// One search: words and filters, by their indices in ``texts`` and ``filterSets``.
    struct Query: Hashable, Sendable, CustomStringConvertible {
        var text = 0
        var filters = 0

        var description: String { "\"\(SearchCatalogue.texts[text])\"/filters \(filters)" }

        /// How many images match: 600 for every image, fewer for words, halved by each filter
        /// set; none for "zzzqqq".
        var matchCount: Int64 { [600, 120, 50, 0][text] >> filters }
        /// How many of them a search can reach.
        var reachableCount: Int { Int(min(matchCount, SearchCatalogue.reachableLimit)) }
        /// The ids of the reachable images, in order.
        var ids: [UInt64] { (0..<reachableCount).map(id(at:)) }

        /// The id of the image at `position` (from 0).
        func id(at position: Int) -> UInt64 {
            UInt64(text * SearchCatalogue.filterSets.count + filters + 1) << 32 | UInt64(position)
        }

        /// The request parameters of page `page`, as the model's search sends them.
        func parameters(page: Int) -> [String: String] {
            SearchCatalogue.endpoint.searchParameters(text: SearchCatalogue.texts[text], filters: SearchCatalogue.filterSets[filters], page: page)
        }
    }

    /// The search `parameters` ask for, if any of the catalogue's.
    static func query(of parameters: [String: String]) -> Query? {
        for text in texts.indices {
            for filters in filterSets.indices {
                let query = Query(text: text, filters: filters)
                if query.parameters(page: 1).filter({ $0.key != "page" }) == parameters.filter({ $0.key != "page" }) { return query }
            }
        }
        return nil
    }

    /// The answer to page `page` of `query`, as Pixabay writes it.
    static func answer(page: Int, of query: Query) -> Data {
        let first = (page - 1) * ImageSearch.pageSize
        let positions = first..<min(first + ImageSearch.pageSize, max(first, query.reachableCount))
        let hits = positions.map { position in
            let id = query.id(at: position)
            return """
                {"id":\(id),"pageURL":"https://pixabay.example/\(id)/","imageWidth":4000,"imageHeight":3000,\
                "previewURL":"https://pixabay.example/\(id)_150.jpg","previewWidth":150,"previewHeight":100,\
                "webformatURL":"https://pixabay.example/\(id)_640.jpg","webformatWidth":640,"webformatHeight":480,\
                "views":1,"downloads":2,"likes":3,"tags":"tag \(position)","user":"someone"}
                """
        }
        return Data("{\"total\":\(query.matchCount),\"totalHits\":\(query.reachableCount),\"hits\":[\(hits.joined(separator: ","))]}".utf8)
    }
}
