import ReactiveCore

/// Saves pictures into the user's pictures folder.
///
/// Threading: may be used from any thread; events arrive off the main thread. Lifetime: a save
/// runs while its started producer is alive; disposing it cancels the download and deletes what
/// was written.
public protocol ImageSaving: Sendable {
    /// Where pictures are saved; nil when no pictures folder is known.
    var folderPath: String? { get }

    /// Downloads the picture at `url` into the pictures folder (made when it is missing, its
    /// parent existing) under a name made of `id` and `tags` with the extension of its format,
    /// numbered when the name is taken (never replacing a file). Sends the progress as the
    /// picture is written, then ``ImageSaveEvent/saved(path:)`` and completes; or fails with the
    /// ``ImageSaveError`` saying why. Nothing of a save that fails or is disposed stays on disk.
    func saveImage(from url: String, id: UInt64, tags: [String]) -> SignalProducer<ImageSaveEvent, ImageSaveError>

    /// Deletes what the saves under way have written, at once, on the calling thread — for an
    /// app about to exit (`q`, Ctrl-C), which cannot wait for the saves to be cancelled.
    func abandonUnfinishedSaves()
}
