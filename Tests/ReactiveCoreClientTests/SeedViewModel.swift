import ReactiveCore

/// The seeds' table view model in Swift 6: immutable references to thread-safe properties make
/// it `Sendable`, so its closures may capture it without any unsafe escape.
final class ImageSearchTableViewModel: Sendable {
    let cellModels: Property<[String]>
    let searching: Property<Bool>
    let errorMessage: Property<String?>
    let loadNextPage: Action<Void, Void, Never>

    private let imageSearch: ImageSearching
    private let cellModelsStorage = MutableProperty<[String]>([])
    private let searchingStorage = MutableProperty(false)
    private let errorMessageStorage = MutableProperty<String?>(nil)
    private let hasMorePages = MutableProperty(true)
    private let nextPageTrigger: (output: Signal<Void, Never>, input: Signal<Void, Never>.Observer)
    private let lifetimeToken = Lifetime.Token()

    init(imageSearch: ImageSearching) {
        self.imageSearch = imageSearch
        cellModels = Property(cellModelsStorage)
        searching = Property(searchingStorage)
        errorMessage = Property(errorMessageStorage)
        let trigger = Signal<Void, Never>.pipe()
        nextPageTrigger = trigger
        let searching = searchingStorage
        let canLoadNextPage = Property(
            initial: false,
            then: searchingStorage.producer.combineLatest(with: hasMorePages.producer).map { !$0 && $1 }
        )
        loadNextPage = Action(enabledIf: canLoadNextPage) { _ in
            SignalProducer { () -> Void in
                searching.value = true
                trigger.input.send(value: ())
            }
        }
    }

    /// Starts the search; its work stops when the view model is released.
    func startSearch() {
        let lifetime = Lifetime(lifetimeToken)
        searchingStorage.value = true
        imageSearch.searchImages(nextPageTrigger: SignalProducer(nextPageTrigger.output))
            .map { response in
                (texts: response.images.map { "\($0.width) x \($0.height): \($0.tags.joined(separator: ", "))" },
                 total: response.totalCount)
            }
            .observe(on: UIScheduler())
            .take(until: lifetime.ended)
            .start { [cellModelsStorage, searchingStorage, errorMessageStorage, hasMorePages] event in
                switch event {
                case let .value(page):
                    cellModelsStorage.value += page.texts
                    hasMorePages.value = cellModelsStorage.value.count < page.total
                    searchingStorage.value = false
                case let .failed(error):
                    errorMessageStorage.value = "The server could not be reached (\(error))."
                    hasMorePages.value = false
                    searchingStorage.value = false
                case .completed, .interrupted:
                    hasMorePages.value = false
                    searchingStorage.value = false
                }
            }
    }
}
