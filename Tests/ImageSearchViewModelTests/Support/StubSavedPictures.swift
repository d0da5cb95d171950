import Dispatch
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore

/// A stand-in for the pictures folder: lists what the test sets (or fails), on a background
/// queue as the real one does, and previews every picture as a one-pixel image; counts listings.
final class StubSavedPictures: SavedPicturesListing {
    let folderPath: String?
    private let answer: Locked<Result<[SavedPicture], FileSystemError>>
    private let listings = Locked(0)
    private let queue = DispatchQueue(label: "StubSavedPictures")

    /// A folder at `folderPath` holding `pictures`, newest first.
    init(folderPath: String? = "/home/me/Pictures", pictures: [SavedPicture] = []) {
        self.folderPath = folderPath
        answer = Locked(.success(pictures))
    }

    /// What the next listings answer.
    func set(_ result: Result<[SavedPicture], FileSystemError>) {
        answer.withLock { $0 = result }
    }

    /// How many times the folder was listed.
    var listingCount: Int { listings.withLock { $0 } }

    func savedPictures() -> SignalProducer<[SavedPicture], FileSystemError> {
        let (answer, listings, queue) = (answer, listings, queue)
        return SignalProducer { observer, _ in
            listings.withLock { $0 += 1 }
            let result = answer.withLock { $0 }
            queue.async {
                switch result {
                case let .success(pictures):
                    observer.send(value: pictures)
                    observer.sendCompleted()
                case let .failure(error):
                    observer.send(error: error)
                }
            }
        }
    }

    func preview(of picture: SavedPicture, fitting size: ImageSize) -> SignalProducer<Image, ImageCodecError> {
        SignalProducer(value: SampleImages.picture(shade: UInt8(truncatingIfNeeded: picture.imageID)))
    }

    /// A picture `name` of image `id`, `bytes` long, saved at `modified`.
    static func picture(_ name: String, id: UInt64, bytes: Int64 = 2_400_000, modified: Date = Date(timeIntervalSince1970: 1_746_280_980)) -> SavedPicture {
        SavedPicture(path: "/home/me/Pictures/\(name)", fileName: name, imageID: id, modified: modified, byteCount: bytes)
    }
}
