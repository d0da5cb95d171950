import AppSupport
import Foundation
import Logging
import ReactiveCore

/// The real ``ImageSaving``: downloads through an ``HTTPStreamingTransport`` straight into a
/// partial file in the pictures folder (``PictureFileSystem``), never holding the picture in
/// memory, and publishes it under its name once whole.
///
/// Threading: immutable, usable from any thread. Each save's file work and events run on a
/// serial queue of its own, never on the main thread or the transport's. Lifetime: disposing a
/// started save cancels the download and deletes the partial file (on the save's queue, after
/// any write in progress).
public struct ImageSaver: ImageSaving {
    /// The largest picture saved: far above Pixabay's originals, a bound on what a server can
    /// make the app write.
    public static let maximumPictureSize = 256 << 20
    /// Seconds a download may go without progress before it fails.
    public static let defaultTimeout: TimeInterval = 15

    /// The pictures folder's path; nil when none is known.
    public let folderPath: String?
    private let transport: any HTTPStreamingTransport
    private let files: any PictureFileSystem
    private let redactor: SecretRedactor
    private let logger: Logger
    private let timeout: TimeInterval
    private let running = RunningSaves()

    /// A saver into `folder` (nil: none is known, and every save fails saying so), downloading
    /// through `transport`, writing through `files`, logging to `logger` with URLs redacted by
    /// `redactor`, giving up after `timeout` seconds without progress.
    public init(
        folder: URL?, transport: any HTTPStreamingTransport, files: any PictureFileSystem = LocalPictureFiles(),
        redactor: SecretRedactor, logger: Logger, timeout: TimeInterval = ImageSaver.defaultTimeout
    ) {
        folderPath = folder.map(Self.folderPath(of:))
        self.transport = transport
        self.files = files
        self.redactor = redactor
        self.logger = logger
        self.timeout = timeout
    }

    /// The path of the folder at `url` as the saver writes it: without a trailing `/`.
    public static func folderPath(of url: URL) -> String {
        let path = url.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Saves the picture at `url` — see ``ImageSaving/saveImage(from:id:tags:)``.
    public func saveImage(from url: String, id: UInt64, tags: [String]) -> SignalProducer<ImageSaveEvent, ImageSaveError> {
        let (folderPath, transport, files, logger, running) = (folderPath, transport, files, logger, running)
        let shownURL = redactor.redact(url)
        let timeout = timeout
        let queue = QueueScheduler(qos: .userInitiated, name: "ImageSearchModel.ImageSaver")
        return SignalProducer<ImageSaveEvent, ImageSaveError> { observer, lifetime in
            guard let folderPath else { return observer.send(error: .noPicturesFolder) }
            guard let requestURL = URL(string: url), ["http", "https"].contains(requestURL.scheme?.lowercased() ?? "") else {
                return observer.send(error: .download(.incorrectDataReturned))
            }
            let save = PictureSave(
                folder: folderPath, baseName: SavedPictureName.baseName(id: id, tags: tags), files: files,
                timeoutSeconds: Int(timeout.rounded(.up)), observer: observer)
            guard save.prepareFolder() else { return }
            running.add(save)
            lifetime.observeEnded {
                running.remove(save)
                queue.schedule { save.abandon() }
            }
            let request = HTTPRequest(url: requestURL, headers: ["Accept": "image/*"], timeout: timeout, maximumBodySize: Self.maximumPictureSize)
            lifetime += transport.stream(request).observe(on: queue).start { save.receive($0) }
        }
        .on(
            started: { logger.info("saving a picture", metadata: ["url": "\(shownURL)"]) },
            failed: { error in logger.error("saving a picture failed", metadata: ["url": "\(shownURL)", "error": "\(error)"]) },
            value: { event in
                if case .saved(let path) = event { logger.info("saved a picture", metadata: ["path": "\(path)"]) }
            })
        .start(on: queue)
    }

    /// Deletes the partial files of the saves under way, on the calling thread — see
    /// ``ImageSaving/abandonUnfinishedSaves()``.
    public func abandonUnfinishedSaves() {
        running.abandonAll()
    }
}
