import ReactiveCore

/// Searches images page by page — the seeds' `ImageSearching`.
public protocol ImageSearching: Sendable {
    /// Searches for images matching `text` (every image when empty) that pass `filters`, in
    /// their order: when started, requests page `firstPage` at once, then one more page for each
    /// value `nextPageTrigger` sends; sends each decoded page; completes when the images found so
    /// far (counting the pages before `firstPage` as full) reach the total, or when a page brings
    /// fewer than a full page; fails with the network's error, or with
    /// ``NetworkError/incorrectDataReturned`` for an answer that does not decode. Triggers that
    /// arrive while a page is loading, or after completion, are ignored. Disposing cancels the
    /// page in flight.
    func searchImages(
        text: String, filters: SearchFilters, firstPage: Int, nextPageTrigger: SignalProducer<Void, Never>
    ) -> SignalProducer<ResponseEntity, NetworkError>
}

extension ImageSearching {
    /// Searches for images matching `text`, unfiltered, from page `firstPage`.
    public func searchImages(text: String, firstPage: Int, nextPageTrigger: SignalProducer<Void, Never>) -> SignalProducer<ResponseEntity, NetworkError> {
        searchImages(text: text, filters: SearchFilters(), firstPage: firstPage, nextPageTrigger: nextPageTrigger)
    }

    /// Searches for images matching `text`, unfiltered, from the first page.
    public func searchImages(text: String, nextPageTrigger: SignalProducer<Void, Never>) -> SignalProducer<ResponseEntity, NetworkError> {
        searchImages(text: text, filters: SearchFilters(), firstPage: 1, nextPageTrigger: nextPageTrigger)
    }

    /// Searches every image, unfiltered, from the first page (the seeds' signature).
    public func searchImages(nextPageTrigger: SignalProducer<Void, Never>) -> SignalProducer<ResponseEntity, NetworkError> {
        searchImages(text: "", filters: SearchFilters(), firstPage: 1, nextPageTrigger: nextPageTrigger)
    }
}
