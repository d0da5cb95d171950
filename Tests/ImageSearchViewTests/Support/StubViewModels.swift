import ImageCodec
import ImageSearchViewModel
import ReactiveBindings
import ReactiveCore

/// A list view model whose every output the test sets, and which records what the screen asks.
final class StubTableViewModel: ImageSearchTableViewModeling, Sendable {
    let title = "Image Search — Pixabay"
    let attributionText = "Images from Pixabay"
    let maximumSearchTextLength = 100
    let rowArray = MutableObservableArray<any ImageSearchTableViewCellModeling>()
    let rows: ObservableArray<any ImageSearchTableViewCellModeling>
    let cellModels: Property<[any ImageSearchTableViewCellModeling]>
    let searchTextValue = MutableProperty("")
    let searchingValue = MutableProperty(false)
    let errorMessageValue = MutableProperty<String?>(nil)
    let summaryValue = MutableProperty("")
    let indicatorHiddenValue = MutableProperty(true)
    let retryHiddenValue = MutableProperty(true)
    let noDataHiddenValue = MutableProperty(true)
    let calls = Locked<[String]>([])

    var searchText: Property<String> { Property(searchTextValue) }
    var searching: Property<Bool> { Property(searchingValue) }
    var errorMessage: Property<String?> { Property(errorMessageValue) }
    var summaryText: Property<String> { Property(summaryValue) }
    var indicatorHidden: Property<Bool> { Property(indicatorHiddenValue) }
    var retryHidden: Property<Bool> { Property(retryHiddenValue) }
    var noDataHidden: Property<Bool> { Property(noDataHiddenValue) }
    let refresh: Action<String?, Void, Never>
    let loadNextPage: Action<Void, Void, Never>

    init(cells: [StubCellModel] = []) {
        rows = ObservableArray(rowArray)
        let rowArray = rowArray
        cellModels = Property(initial: rowArray.elements, then: rowArray.signal.map(\.elements))
        let calls = calls
        refresh = Action { text in
            calls.withLock { $0.append("refresh(\(text ?? "nil"))") }
            return .empty
        }
        loadNextPage = Action { _ in
            calls.withLock { $0.append("loadNextPage") }
            return .empty
        }
        rowArray.append(contentsOf: cells)
    }

    var recordedCalls: [String] { calls.withLock { $0 } }

    func startSearch() { calls.withLock { $0.append("startSearch") } }
    func search(_ text: String) { calls.withLock { $0.append("search(\(text))") } }
    func retry() { calls.withLock { $0.append("retry") } }
    func dismissError() {
        calls.withLock { $0.append("dismissError") }
        errorMessageValue.value = nil
    }
    func selectCellAtIndex(_ index: Int) { calls.withLock { $0.append("select(\(index))") } }
}

/// A cell model whose preview producer the test provides; counts how often it is started and
/// whether a started load is still running.
final class StubCellModel: ImageSearchTableViewCellModeling, Sendable {
    let id: UInt64
    let pageImageSizeText: String
    let tagText: String
    private let preview: SignalProducer<Image?, Never>
    let starts = Locked(0)
    let running = Locked(0)
    /// The sizes the preview was asked for, in order.
    let requestedSizes = Locked<[ImageSize]>([])

    init(id: UInt64, tags: String, size: String = "640 x 427", preview: SignalProducer<Image?, Never> = SignalProducer(value: nil)) {
        self.id = id
        self.tagText = tags
        self.pageImageSizeText = size
        self.preview = preview
    }

    func getPreviewImage(fitting size: ImageSize) -> SignalProducer<Image?, Never> {
        requestedSizes.withLock { $0.append(size) }
        let starts = starts
        let running = running
        return preview.on(
            started: {
                starts.withLock { $0 += 1 }
                running.withLock { $0 += 1 }
            },
            disposed: { running.withLock { $0 -= 1 } }
        )
    }
}

/// A detail view model whose outputs the test sets, recording `openImagePage()`.
final class StubDetailViewModel: ImageDetailViewModeling, Sendable {
    let idValue = MutableProperty<UInt64?>(nil)
    let sizeValue = MutableProperty<String?>(nil)
    let tagValue = MutableProperty<String?>(nil)
    let userValue = MutableProperty<String?>(nil)
    let viewsValue = MutableProperty<String?>(nil)
    let downloadsValue = MutableProperty<String?>(nil)
    let likesValue = MutableProperty<String?>(nil)
    let imageValue = MutableProperty<Image?>(nil)
    let loadingValue = MutableProperty(false)
    let messageValue = MutableProperty<String?>(nil)
    let opened = Locked(0)

    var id: Property<UInt64?> { Property(idValue) }
    var pageImageSizeText: Property<String?> { Property(sizeValue) }
    var tagText: Property<String?> { Property(tagValue) }
    var usernameText: Property<String?> { Property(userValue) }
    var viewCountText: Property<String?> { Property(viewsValue) }
    var downloadCountText: Property<String?> { Property(downloadsValue) }
    var likeCountText: Property<String?> { Property(likesValue) }
    var image: Property<Image?> { Property(imageValue) }
    var isLoadingImage: Property<Bool> { Property(loadingValue) }
    var message: Property<String?> { Property(messageValue) }

    func openImagePage() { opened.withLock { $0 += 1 } }
}

/// A solid-colour picture for previews.
func solidImage(width: Int, height: Int, red: UInt8 = 200, green: UInt8 = 40, blue: UInt8 = 40) -> Image {
    Image(width: width, height: height, pixelFormat: .rgb, pixels: Array(repeating: [red, green, blue], count: width * height).flatMap { $0 })
}

/// `count` cell models with tags "tag<n>, sky" and sizes "<600+n> x 400".
func stubCells(_ count: Int) -> [StubCellModel] {
    (0..<count).map { StubCellModel(id: UInt64($0), tags: "tag\($0), sky", size: "\(600 + $0) x 400") }
}
