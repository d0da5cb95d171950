import ReactiveBindings
import ReactiveCore

/// The list of pictures saved from this app: the files of the pictures folder named as the app
/// names them, newest first, with previews; a picture opens in the desktop's program for it.
///
/// Threading: every property sends on the main queue; the methods may be called from any thread
/// and do their work there. Lifetime: a listing or previews in flight stop when the view model
/// goes away.
public protocol SavedPicturesViewModeling: AnyObject, Sendable {
    /// The screen's title.
    var title: String { get }
    /// Where the pictures are and in which order ("In /home/me/Pictures, newest first"), or that
    /// no pictures folder is known.
    var folderText: String { get }
    /// The saved pictures, newest first, as an observable array whose change sets say what
    /// changed — so that a table keeps the rows (and the selection) of pictures still there.
    var rows: ObservableArray<any PreviewRowModeling> { get }
    /// True while the folder is being read and no rows are shown yet (a centred indicator).
    var isLoading: Property<Bool> { get }
    /// Why the list is empty — nothing saved yet, or the folder cannot be read; nil while it has
    /// rows or loads.
    var emptyText: Property<String?> { get }
    /// "12 pictures"; empty before the folder was read.
    var summaryText: Property<String> { get }
    /// What became of opening a picture or copying its path; cleared by ``reload()``.
    var message: Property<String?> { get }

    /// Reads the folder again (the screen appears), keeping the rows of pictures still there.
    func reload()
    /// Opens the picture of row `index` with the desktop's program for it, saying in ``message``
    /// what happened (with its path when the user must open it by hand). Out of range: nothing.
    func openPicture(at index: Int)
    /// Copies the path of the picture of row `index` with `copy` (the terminal's clipboard) and
    /// says so in ``message``. Out of range: nothing.
    func copyPath(at index: Int, using copy: (String) -> Bool)
}
