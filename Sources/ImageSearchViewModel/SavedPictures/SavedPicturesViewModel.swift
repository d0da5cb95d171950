import AppSupport
import Foundation
import ImageSearchModel
import ReactiveBindings
import ReactiveCore

/// The saved pictures — see ``SavedPicturesViewModeling``: the pictures folder listed through a
/// ``SavedPicturesListing``, each picture a ``SavedPictureCellModel``, opened through the
/// external-app channel.
///
/// Threading: thread-safe. ``reload()`` and ``openPicture(at:)`` may be called from any thread;
/// the listing arrives, and every property changes, on the injected main-queue scheduler.
/// ``copyPath(at:using:)`` runs `copy` on the calling thread (the main queue: the clipboard is
/// the window's). Lifetime: the listing in flight stops when the view model deinitialises.
public final class SavedPicturesViewModel: SavedPicturesViewModeling {
    /// "Saved pictures", in the user's language.
    public let title: String
    /// The folder, newest first.
    public let folderText: String
    /// The pictures' rows, newest first.
    public let rows: ObservableArray<any PreviewRowModeling>
    /// True while the folder is read with no rows shown.
    public let isLoading: Property<Bool>
    /// Why there are no rows, once the folder was read.
    public let emptyText: Property<String?>
    /// "12 pictures".
    public let summaryText: Property<String>
    /// What became of opening or copying.
    public let message: Property<String?>

    private let listing: any SavedPicturesListing
    private let externalAppChannel: any ExternalAppChanneling
    private let messages: PictureFileMessages
    private let sizes: ByteSizeFormatter
    private let dates: Date.FormatStyle
    private let mainScheduler: any Scheduler
    private let pictures = MutableProperty<[SavedPictureCellModel]>([])
    private let list = MutableObservableArray<any PreviewRowModeling>()
    private let loading = MutableProperty(false)
    /// What the last listing ended in: nil before one ended, else the failure if any.
    private let outcome = MutableProperty<Result<Void, FileSystemError>?>(nil)
    private let currentMessage = MutableProperty<String?>(nil)
    private let listRun = SerialDisposable()

    /// The pictures `listing` finds, opened through `externalAppChannel`; texts in `language`,
    /// sizes and dates for `locale` in `timeZone`, values sent on `mainScheduler`.
    public init(
        listing: any SavedPicturesListing, externalAppChannel: any ExternalAppChanneling, language: AppLanguage, locale: Locale,
        timeZone: TimeZone = .current, mainScheduler: any Scheduler = UIScheduler()
    ) {
        self.listing = listing
        self.externalAppChannel = externalAppChannel
        self.mainScheduler = mainScheduler
        messages = PictureFileMessages(language: language)
        sizes = ByteSizeFormatter(locale: locale, language: language)
        dates = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: timeZone)
        title = language.text(english: "Saved pictures", japanese: "保存した画像")
        let folder = listing.folderPath
        folderText = folder.map { language.text(english: "In \($0), newest first", japanese: "保存先: \($0)（新しい順）") }
            ?? language.text(english: "No pictures folder: HOME is not set", japanese: "ピクチャフォルダーなし: HOME が未設定")
        rows = ObservableArray(list)
        isLoading = loading.and(pictures.map(\.isEmpty))
        message = Property(currentMessage)
        let counts = CountFormatter(locale: locale)
        summaryText = Property.combineLatest(pictures, outcome).map { pictures, outcome in
            guard outcome != nil else { return "" }
            let count = counts.string(from: pictures.count)
            return language.text(english: pictures.count == 1 ? "1 picture" : "\(count) pictures", japanese: "\(count) 枚")
        }
        emptyText = Property.combineLatest(pictures, outcome, loading).map { pictures, outcome, loading in
            guard !loading, pictures.isEmpty, let outcome else { return nil }
            guard let folder else {
                return language.text(
                    english: "There is no pictures folder (HOME is not set), so no picture can be saved.",
                    japanese: "ピクチャフォルダーがないため（HOME が未設定）、画像を保存できません。")
            }
            if case let .failure(error) = outcome {
                return language.text(
                    english: "The folder \(folder) cannot be read (\(error)).",
                    japanese: "フォルダー \(folder) を読めません（\(error)）。")
            }
            return language.text(
                english: "No pictures saved from Image Search in \(folder) yet. Press s on an image's screen to save one.",
                japanese: "\(folder) には Image Search で保存した画像がまだありません。画像の画面で s を押すと保存できます。")
        }
    }

    deinit {
        listRun.dispose()
    }

    /// Reads the folder again on the main queue; rows of pictures that are still there (same
    /// file, same time) keep their previews.
    public func reload() {
        mainScheduler.schedule { [weak self] in self?.startListing() }
    }

    /// Opens the picture of row `index` and says what happened.
    public func openPicture(at index: Int) {
        guard let picture = picture(at: index) else { return }
        let text = messages.opened(externalAppChannel.openFile(atPath: picture.path), path: picture.path)
        mainScheduler.schedule { [currentMessage] in currentMessage.value = text }
    }

    /// Copies the path of the picture of row `index` with `copy` and says so. On the main queue.
    public func copyPath(at index: Int, using copy: (String) -> Bool) {
        guard let picture = picture(at: index) else { return }
        currentMessage.value = messages.copied(copy(picture.path), path: picture.path)
    }

    private func picture(at index: Int) -> SavedPicture? {
        let rows = pictures.value
        return rows.indices.contains(index) ? rows[index].picture : nil
    }

    /// Lists the folder, replacing the rows when it answers. On the main queue.
    private func startListing() {
        currentMessage.value = nil
        loading.value = true
        let (listing, sizes, dates, mainScheduler) = (listing, sizes, dates, mainScheduler)
        let (pictures, list, loading, outcome) = (pictures, list, loading, outcome)
        listRun.inner = listing.savedPictures()
            .observe(on: mainScheduler)
            .start { event in
                switch event {
                case let .value(found):
                    let kept = Dictionary(pictures.value.map { ($0.picture, $0) }, uniquingKeysWith: { first, _ in first })
                    let rows = found.map { picture in
                        kept[picture] ?? SavedPictureCellModel(picture: picture, listing: listing, sizes: sizes, dates: dates, mainScheduler: mainScheduler)
                    }
                    list.replace(with: rows, identifiedBy: { ObjectIdentifier($0) }, isUpdated: { _, _ in false })
                    pictures.value = rows
                    outcome.value = .success(())
                case let .failed(error):
                    list.replace(with: [], identifiedBy: { ObjectIdentifier($0) }, isUpdated: { _, _ in false })
                    pictures.value = []
                    outcome.value = .failure(error)
                case .completed, .interrupted:
                    break
                }
                if event.isTerminating { loading.value = false }
            }
    }
}
