import ReactiveCore

/// The real ``ImageSearching``: pages of Pixabay search results through a ``Networking``.
///
/// Threading: immutable, usable from any thread. A search's events are sent from wherever the
/// network sends its answers (off the main thread with ``Network``); next-page triggers may come
/// from any thread. Lifetime: each started search runs until it completes or fails, or until it
/// is disposed, which cancels the page in flight and stops listening to the trigger.
public final class ImageSearch: ImageSearching {
    /// Images asked for per page (`per_page`); a page with fewer is the last.
    public static let pageSize = 50

    private let network: any Networking
    private let endpoint: PixabayEndpoint

    /// A search through `network` against `endpoint` (its API URL, key and language).
    public init(network: any Networking, endpoint: PixabayEndpoint) {
        self.network = network
        self.endpoint = endpoint
    }

    /// Searches for images matching `text` (every image when empty) that pass `filters` — see
    /// ``ImageSearching/searchImages(text:filters:firstPage:nextPageTrigger:)``. A `firstPage`
    /// below 1 means 1. Besides the protocol's rules, a search also completes once
    /// `nextPageTrigger` has completed and no page is loading: no more pages can be asked for.
    public func searchImages(
        text: String, filters: SearchFilters, firstPage: Int, nextPageTrigger: SignalProducer<Void, Never>
    ) -> SignalProducer<ResponseEntity, NetworkError> {
        let network = network
        let endpoint = endpoint
        return SignalProducer { observer, lifetime in
            let run = SearchRun(firstPage: max(1, firstPage), pageSize: Self.pageSize, observer: observer, lifetime: lifetime) { page in
                network.requestJSON(url: endpoint.apiURL.absoluteString, parameters: endpoint.searchParameters(text: text, filters: filters, page: page))
                    .attemptMap(ResponseEntity.decoding)
            }
            run.start(nextPageTrigger: nextPageTrigger)
        }
    }
}
