#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ImageCodec
import ReactiveCore

/// The real ``SavedPicturesListing``: the pictures folder read from the disk.
///
/// Only regular files (not links) whose names the app gives saved pictures are listed
/// (`SavedPictureName`), at most ``maximumCount`` of them, the newest. Previews are decoded one at
/// a time within ``decodingLimits`` — an original of 64 MB or 40 megapixels at most, a JPEG at a
/// reduced scale straight away.
///
/// Threading: a plain value, usable from any thread; copies share one work queue, where the
/// folder is listed and the previews decoded.
public struct SavedPicturesFolder: SavedPicturesListing {
    /// The most pictures listed.
    public static let maximumCount = 1_000
    /// The bounds of a preview's decode: Pixabay's originals fit in them.
    public static let decodingLimits = DecodingLimits.standard

    /// The folder's path; nil when none is known.
    public let folderPath: String?
    private let decoder = ImageDecoder(limits: SavedPicturesFolder.decodingLimits)
    private let workQueue = QueueScheduler(qos: .userInitiated, name: "ImageSearchModel.SavedPicturesFolder")

    /// The pictures saved in `folderPath` (nil: none is known).
    public init(folderPath: String?) {
        self.folderPath = folderPath
    }

    /// Lists the folder on the work queue.
    public func savedPictures() -> SignalProducer<[SavedPicture], FileSystemError> {
        let folderPath = folderPath
        return SignalProducer { () -> Result<[SavedPicture], FileSystemError> in
            guard let folderPath else { return .success([]) }
            return Self.list(folderPath).map { pictures in
                Array(pictures.sorted { ($0.modified, $0.fileName) > ($1.modified, $1.fileName) }.prefix(Self.maximumCount))
            }
        }
        .start(on: workQueue)
    }

    /// Decodes the file on the work queue.
    public func preview(of picture: SavedPicture, fitting size: ImageSize) -> SignalProducer<Image, ImageCodecError> {
        let options = DecodingOptions(maximumSize: ImageSize(width: max(1, size.width), height: max(1, size.height)), alpha: .composite(onto: .black))
        let decoder = decoder
        return SignalProducer { () -> Result<Image, ImageCodecError> in
            Result { () throws(ImageCodecError) -> Image in
                try decoder.decode(contentsOf: URL(filePath: picture.path), options: options)
            }
        }
        .start(on: workQueue)
    }

    /// The saved pictures in the folder at `path`, unsorted; none when it does not exist.
    private static func list(_ path: String) -> Result<[SavedPicture], FileSystemError> {
        guard let directory = opendir(path) else {
            return errno == ENOENT ? .success([]) : .failure(FileSystemError(code: errno))
        }
        defer { closedir(directory) }
        var pictures: [SavedPicture] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let id = SavedPictureName.imageID(inFileName: name) else { continue }
            let filePath = (path as NSString).appendingPathComponent(name)
            var status = stat()
            guard lstat(filePath, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
            pictures.append(SavedPicture(path: filePath, fileName: name, imageID: id, modified: modified, byteCount: Int64(status.st_size)))
        }
        return .success(pictures)
    }
}
