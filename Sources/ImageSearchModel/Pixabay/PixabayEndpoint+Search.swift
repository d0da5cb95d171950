import Foundation

extension PixabayEndpoint {
    /// The search API's URL: `<baseURL>/api/`, or the base URL itself (with a final `/`) when it
    /// already ends in `/api` or `/api/`. Any query or fragment of the base URL is dropped.
    public var apiURL: URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else { return baseURL.appending(path: "api/") }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        components.path = path.hasSuffix("/api") ? path + "/" : path + "/api/"
        components.query = nil
        components.fragment = nil
        return components.url ?? baseURL.appending(path: "api/")
    }

    /// The query of a search for `text` (every image when empty or blank) narrowed by `filters`,
    /// page `page` (from 1; nil or below 1 means 1): `key`, `safesearch=true`, `per_page` (the
    /// ``ImageSearch/pageSize``), `page`, `q` (the text trimmed, only when not empty), `lang`
    /// (the endpoint's language code), and the filters' own parameters
    /// (``SearchFilters/parameters``: only those that differ from Pixabay's defaults).
    public func searchParameters(text: String, filters: SearchFilters = SearchFilters(), page: Int?) -> [String: String] {
        var parameters = filters.parameters.merging([
            "key": apiKey,
            "safesearch": "true",
            "per_page": String(ImageSearch.pageSize),
            "page": String(max(1, page ?? 1)),
            "lang": language.code,
        ]) { _, fixed in fixed }
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !query.isEmpty { parameters["q"] = query }
        return parameters
    }
}
