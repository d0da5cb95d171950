import ReactiveCore

/// The seeds' model layer, reduced to what the view model needs: entities and a search
/// service that the view model reaches only through a protocol.
struct ImageEntity: Sendable, Equatable {
    let id: UInt64
    let width: Int
    let height: Int
    let tags: [String]
}

struct ResponseEntity: Sendable {
    let totalCount: Int
    let images: [ImageEntity]
}

enum SearchError: Error, Equatable {
    case serverNotReached
}

protocol ImageSearching: Sendable {
    /// Sends page 1 at once, then one more page per trigger value; completes after the last page.
    func searchImages(nextPageTrigger trigger: SignalProducer<(), Never>) -> SignalProducer<ResponseEntity, SearchError>
}

/// A stub that serves fixed pages, the way the seeds' specs stub `ImageSearching`.
struct StubImageSearch: ImageSearching {
    let pages: [[ImageEntity]]
    var failure: SearchError?

    func searchImages(nextPageTrigger trigger: SignalProducer<(), Never>) -> SignalProducer<ResponseEntity, SearchError> {
        if let failure { return SignalProducer(error: failure) }
        let total = pages.reduce(0) { $0 + $1.count }
        let pageRequests = SignalProducer<(), SearchError>(value: ()).concat(trigger.promoteError())
        return SignalProducer<[ImageEntity], SearchError>(pages)
            .zip(with: pageRequests)
            .map { images, _ in ResponseEntity(totalCount: total, images: images) }
    }

    static func images(_ ids: ClosedRange<UInt64>) -> [ImageEntity] {
        ids.map { ImageEntity(id: $0, width: Int($0) * 100, height: 50, tags: ["tag\($0)", "photo"]) }
    }
}
