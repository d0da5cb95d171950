import Dispatch
import ImageSearchModel
import ReactiveCore

/// A stand-in for the saver: records each save asked for and lets the test send its events (on
/// a background queue, as the real one does) and see whether it was cancelled.
final class StubImageSaver: ImageSaving {
    /// One save asked for.
    final class Save: Sendable {
        let url: String
        let id: UInt64
        let tags: [String]
        private let observer: Signal<ImageSaveEvent, ImageSaveError>.Observer
        private let ended = Locked(false)
        private let queue = DispatchQueue(label: "StubImageSaver.Save")

        init(url: String, id: UInt64, tags: [String], observer: Signal<ImageSaveEvent, ImageSaveError>.Observer, lifetime: Lifetime) {
            self.url = url
            self.id = id
            self.tags = tags
            self.observer = observer
            lifetime.observeEnded { [ended] in ended.withLock { $0 = true } }
        }

        /// Whether the save's run ended (finished, failed or cancelled).
        var isEnded: Bool { ended.withLock { $0 } }

        /// Sends `events` one after the other, then `error` or completion when `ends`.
        func send(_ events: [ImageSaveEvent], failing error: ImageSaveError? = nil, ends: Bool = true) {
            queue.async { [observer] in
                for event in events { observer.send(value: event) }
                guard ends else { return }
                if let error { observer.send(error: error) } else { observer.sendCompleted() }
            }
        }
    }

    let folderPath: String? = "/home/me/Pictures"
    private let log = Log<Save>()
    private let abandoned = Locked(0)

    /// The saves asked for, in order.
    var saves: [Save] { log.values }

    /// How often ``abandonUnfinishedSaves()`` was called.
    var abandonCount: Int { abandoned.withLock { $0 } }

    func saveImage(from url: String, id: UInt64, tags: [String]) -> SignalProducer<ImageSaveEvent, ImageSaveError> {
        SignalProducer { [log] observer, lifetime in
            log.append(Save(url: url, id: id, tags: tags, observer: observer, lifetime: lifetime))
        }
    }

    func abandonUnfinishedSaves() {
        abandoned.withLock { $0 += 1 }
    }
}
