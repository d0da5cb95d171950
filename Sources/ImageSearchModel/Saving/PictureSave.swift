#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppSupport
import Foundation
import ReactiveCore

/// One save under way: takes the download's events, writes the body into a partial file in the
/// pictures folder, and publishes it under the picture's name once it arrived whole and proved
/// to be a picture — or deletes it.
///
/// Threading: every method runs on the save's serial queue (``ImageSaver`` delivers the
/// download's events and the cancellation there); the phase is kept under a lock all the same,
/// and events are sent outside it.
final class PictureSave: Sendable {
    private enum Phase {
        /// The answer's head has not come.
        case waitingForHead
        /// The body is being written into `file`; `signature` holds its first bytes.
        case writing(file: PartialFile, written: Int64, expected: Int64?, signature: [UInt8])
        /// Saved, failed or cancelled: nothing more happens.
        case over
    }

    private let folder: String
    private let baseName: String
    private let files: any PictureFileSystem
    private let timeoutSeconds: Int
    private let observer: Signal<ImageSaveEvent, ImageSaveError>.Observer
    private let phase = Locked(Phase.waitingForHead)

    /// A save into `folder` under `baseName` plus the format's extension, through `files`,
    /// reporting to `observer`; `timeoutSeconds` is named when the download stalls.
    init(folder: String, baseName: String, files: any PictureFileSystem, timeoutSeconds: Int, observer: Signal<ImageSaveEvent, ImageSaveError>.Observer) {
        self.folder = folder
        self.baseName = baseName
        self.files = files
        self.timeoutSeconds = timeoutSeconds
        self.observer = observer
    }

    /// Makes the folder when it is missing and clears what killed runs left in it; false, having
    /// failed the save, when the folder cannot be used.
    func prepareFolder() -> Bool {
        do {
            try files.makeFolder(at: folder)
        } catch {
            end(with: .file(error, folder: folder))
            return false
        }
        files.removeAbandonedPartialFiles(in: folder)
        return true
    }

    /// Takes the download's next event.
    func receive(_ event: Signal<HTTPStreamEvent, TransportError>.Event) {
        switch event {
        case .value(.head(let head)): begin(head)
        case .value(.body(let bytes)): write(bytes)
        case .completed: publish()
        case .failed(let error): end(with: error.saveError(timeoutSeconds: timeoutSeconds))
        case .interrupted: abandon()
        }
    }

    /// Deletes what was written and ends the save without a word (it was cancelled).
    func abandon() {
        discardPartialFile()
    }

    /// Deletes the partial file's name, leaving the file open (a write may be under way on the
    /// save's queue, and the process is about to exit, which closes it); nothing more happens.
    func abandonForExit() {
        let file = phase.withLock { phase -> PartialFile? in
            defer { phase = .over }
            guard case let .writing(file, _, _, _) = phase else { return nil }
            return file
        }
        if let file { files.removeName(of: file) }
    }

    private func begin(_ head: HTTPResponseHead) {
        guard case .waitingForHead = phase.withLock({ $0 }) else { return }
        guard head.isSuccess else { return end(with: .httpStatus(head.statusCode)) }
        let file: PartialFile
        do {
            file = try files.createPartialFile(in: folder)
        } catch {
            return end(with: .file(error, folder: folder))
        }
        let expected = head.declaredBodyLength.map(Int64.init)
        let started = phase.withLock { phase in
            guard case .waitingForHead = phase else { return false }
            phase = .writing(file: file, written: 0, expected: expected, signature: [])
            return true
        }
        guard started else { return files.discard(file) }
        observer.send(value: .progress(ImageSaveProgress(writtenBytes: 0, expectedBytes: expected)))
    }

    private func write(_ bytes: Data) {
        guard case let .writing(file, written, expected, signature) = phase.withLock({ $0 }) else { return }
        do {
            try files.append(bytes, to: file)
        } catch {
            return end(with: .file(error, folder: folder))
        }
        let missing = PictureFormat.signatureLength - signature.count
        let start = missing > 0 ? signature + bytes.prefix(missing) : signature
        if start.count >= PictureFormat.signatureLength, PictureFormat(sniffing: start) == nil {
            return end(with: .notAPicture)
        }
        let progress = ImageSaveProgress(writtenBytes: written + Int64(bytes.count), expectedBytes: expected)
        // Only while still writing: an exit may have abandoned the save meanwhile.
        let isWriting = phase.withLock { phase in
            guard case .writing = phase else { return false }
            phase = .writing(file: file, written: progress.writtenBytes, expected: expected, signature: start)
            return true
        }
        if isWriting { observer.send(value: .progress(progress)) }
    }

    /// The whole picture arrived: makes it durable and gives it the first free name.
    private func publish() {
        guard case let .writing(file, _, _, signature) = phase.withLock({ $0 }) else {
            return end(with: .download(.incorrectDataReturned))
        }
        guard let format = PictureFormat(sniffing: signature) else { return end(with: .notAPicture) }
        do {
            try files.finish(file)
            for attempt in 1...Self.mostNumberedNames {
                let path = folder + "/" + SavedPictureName.fileName(base: baseName, fileExtension: format.fileExtension, attempt: attempt)
                if try files.publish(file, as: path) {
                    discardPartialFile()
                    observer.send(value: .saved(path: path))
                    observer.sendCompleted()
                    return
                }
            }
            end(with: .file(FileSystemError(code: EEXIST), folder: folder))
        } catch {
            end(with: .file(error, folder: folder))
        }
    }

    /// How many numbered names are tried before giving up.
    private static let mostNumberedNames = 10_000

    /// Deletes what was written and fails the save with `error`.
    private func end(with error: ImageSaveError) {
        discardPartialFile()
        observer.send(error: error)
    }

    private func discardPartialFile() {
        let file = phase.withLock { phase -> PartialFile? in
            defer { phase = .over }
            guard case let .writing(file, _, _, _) = phase else { return nil }
            return file
        }
        if let file { files.discard(file) }
    }
}

private extension TransportError {
    /// What a failed download means for the save.
    func saveError(timeoutSeconds: Int) -> ImageSaveError {
        switch self {
        case .cannotReachServer(.timedOut): .timedOut(seconds: timeoutSeconds)
        case .bodyTooLarge(let limit): .tooLarge(limit: limit)
        default: .download(NetworkError(self))
        }
    }
}
