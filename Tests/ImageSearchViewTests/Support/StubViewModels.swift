import ImageCodec
import ImageSearchViewModel
import ReactiveBindings
import ReactiveCore

/// A list view model whose every output the test sets, and which records what the screen asks.
final class StubTableViewModel: ImageSearchTableViewModeling, Sendable {
    let title: String
    let attributionText: String
    let maximumSearchTextLength = 100
    let rowArray = MutableObservableArray<any ImageSearchTableViewCellModeling>()
    let rows: ObservableArray<any ImageSearchTableViewCellModeling>
    let cellModels: Property<[any ImageSearchTableViewCellModeling]>
    let searchTextValue = MutableProperty("")
    let filterSummaryValue = MutableProperty("")
    /// The form ``makeFilterForm()`` hands out.
    let filterForm = StubFilterForm()
    let searchingValue = MutableProperty(false)
    let errorMessageValue = MutableProperty<String?>(nil)
    let summaryValue = MutableProperty("")
    let indicatorHiddenValue = MutableProperty(true)
    let retryHiddenValue = MutableProperty(true)
    let noDataHiddenValue = MutableProperty(true)
    let calls = Locked<[String]>([])
    /// The recent searches the search field recalls, newest first.
    let recentSearchesValue = Locked<[String]>([])
    let picturesFolder: String? = "/home/me/Pictures"
    let picturesFolderNote: String? = nil

    var searchText: Property<String> { Property(searchTextValue) }
    var filterSummary: Property<String> { Property(filterSummaryValue) }
    var searching: Property<Bool> { Property(searchingValue) }
    var errorMessage: Property<String?> { Property(errorMessageValue) }
    var summaryText: Property<String> { Property(summaryValue) }
    var indicatorHidden: Property<Bool> { Property(indicatorHiddenValue) }
    var retryHidden: Property<Bool> { Property(retryHiddenValue) }
    var noDataHidden: Property<Bool> { Property(noDataHiddenValue) }
    let refresh: Action<String?, Void, Never>
    let loadNextPage: Action<Void, Void, Never>
    /// Every row the screen said the user sees up to, in order.
    let shownRows = MutableProperty<[Int?]>([])
    var lastShownRow: BindingTarget<Int?> {
        BindingTarget(lifetime: shownRows.lifetime) { [shownRows] row in shownRows.value.append(row) }
    }

    init(cells: [StubCellModel] = [], title: String = "Image Search — Pixabay", attributionText: String = "Images from Pixabay") {
        self.title = title
        self.attributionText = attributionText
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
    func makeSearchField() -> any SearchFieldViewModeling {
        calls.withLock { $0.append("makeSearchField") }
        return SearchFieldViewModel(recentSearches: recentSearchesValue.withLock { $0 })
    }
    func makeFilterForm() -> any SearchFilterFormViewModeling {
        calls.withLock { $0.append("makeFilterForm") }
        return filterForm
    }
}

/// A filter form of three fields (one-of, any-of, one-of) that records what the panel asks.
final class StubFilterForm: SearchFilterFormViewModeling, Sendable {
    let title = "Filters"
    let fields = [
        FilterField(title: "Type", options: ["All types", "Photos", "Vector graphics"]),
        FilterField(title: "Colours", options: ["Red", "Green", "Blue"], allowsMultipleSelection: true, noSelectionText: "Any colour"),
        FilterField(title: "Order", options: ["Most popular first", "Latest first"]),
    ]
    let selectionsValue = MutableProperty<[Set<Int>]>([[0], [], [0]])
    let summaryValue = MutableProperty("")
    let calls = Locked<[String]>([])

    var selections: Property<[Set<Int>]> { Property(selectionsValue) }
    var summary: Property<String> { Property(summaryValue) }
    var recordedCalls: [String] { calls.withLock { $0 } }

    func select(_ selection: Set<Int>, inField fieldIndex: Int) {
        calls.withLock { $0.append("select(\(selection.sorted()), \(fieldIndex))") }
        selectionsValue.modify { $0[fieldIndex] = selection }
    }
    func reset() {
        calls.withLock { $0.append("reset") }
        selectionsValue.value = [[0], [], [0]]
    }
    func apply() { calls.withLock { $0.append("apply") } }
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
    let savingValue = MutableProperty(false)
    let saveTextValue = MutableProperty<String?>(nil)
    let largestOfferedValue = MutableProperty<String?>(nil)
    let offeredValue = MutableProperty<[String]>(["Large — 1280 x 853", "Web size — 640 x 427", "Preview — 150 x 100"])
    let savedPathValue = MutableProperty<String?>(nil)
    let opened = Locked(0)
    let calls = Locked<[String]>([])
    /// What `copy` answered when the screen copied the page address, with the text it was given.
    let copied = Locked<[(text: String, answered: Bool)]>([])
    let pageURL = "https://pixabay.example/photos/7/"
    let picturesFolder: String? = "/home/me/Pictures"
    var picturesFolderNote: String? { picturesFolderNoteValue.withLock { $0 } }
    let picturesFolderNoteValue = Locked<String?>(nil)

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
    var isSaving: Property<Bool> { Property(savingValue) }
    var saveText: Property<String?> { Property(saveTextValue) }
    var largestOfferedSizeText: Property<String?> { Property(largestOfferedValue) }
    var offeredPictureTexts: Property<[String]> { Property(offeredValue) }
    var savedPicturePath: Property<String?> { Property(savedPathValue) }
    var recordedCalls: [String] { calls.withLock { $0 } }

    func openImagePage() { opened.withLock { $0 += 1 } }
    func saveImage() { calls.withLock { $0.append("saveImage") } }
    func cancelSave() { calls.withLock { $0.append("cancelSave") } }
    func copyPageAddress(using copy: (String) -> Bool) {
        let answered = copy(pageURL)
        copied.withLock { $0.append((pageURL, answered)) }
    }
    func saveImage(offeredAt index: Int) { calls.withLock { $0.append("saveImage(offeredAt: \(index))") } }
    func openSavedPicture() { calls.withLock { $0.append("openSavedPicture") } }
    func copySavedPicturePath(using copy: (String) -> Bool) {
        guard let path = savedPathValue.value else { return }
        let answered = copy(path)
        copied.withLock { $0.append((path, answered)) }
    }
}

/// A solid-colour picture for previews.
func solidImage(width: Int, height: Int, red: UInt8 = 200, green: UInt8 = 40, blue: UInt8 = 40) -> Image {
    Image(width: width, height: height, pixelFormat: .rgb, pixels: Array(repeating: [red, green, blue], count: width * height).flatMap { $0 })
}

/// `count` cell models with tags "tag<n>, sky" and sizes "<600+n> x 400".
func stubCells(_ count: Int) -> [StubCellModel] {
    (0..<count).map { StubCellModel(id: UInt64($0), tags: "tag\($0), sky", size: "\(600 + $0) x 400") }
}

/// A saved-pictures view model whose outputs the test sets, recording what the screen asks.
final class StubSavedPicturesViewModel: SavedPicturesViewModeling, Sendable {
    let title = "Saved pictures"
    let folderText = "In /home/me/Pictures, newest first"
    let rowArray = MutableObservableArray<any PreviewRowModeling>()
    let rows: ObservableArray<any PreviewRowModeling>
    let loadingValue = MutableProperty(false)
    let emptyTextValue = MutableProperty<String?>(nil)
    let summaryValue = MutableProperty("")
    let messageValue = MutableProperty<String?>(nil)
    let calls = Locked<[String]>([])

    var isLoading: Property<Bool> { Property(loadingValue) }
    var emptyText: Property<String?> { Property(emptyTextValue) }
    var summaryText: Property<String> { Property(summaryValue) }
    var message: Property<String?> { Property(messageValue) }
    var recordedCalls: [String] { calls.withLock { $0 } }

    init(cells: [StubCellModel] = []) {
        rows = ObservableArray(rowArray)
        rowArray.append(contentsOf: cells.map { $0 as any PreviewRowModeling })
    }

    func reload() { calls.withLock { $0.append("reload") } }
    func openPicture(at index: Int) { calls.withLock { $0.append("open(\(index))") } }
    func copyPath(at index: Int, using copy: (String) -> Bool) {
        calls.withLock { $0.append("copy(\(index))") }
        _ = copy("/home/me/Pictures/\(index).jpg")
    }
}
