import ImageCodec
import ReactiveCore

/// A row's preview, loaded at the size a view asks for and kept: what the image list's and the
/// saved pictures' cell models share.
///
/// Threading: thread-safe; ``image(fitting:)``'s producer may be started from any thread and sends
/// on the main-queue scheduler given. Lifetime: a load stops when its run is disposed or when
/// `lifetime` (the cell model's) ends.
final class CachedPreview: Sendable {
    private let load: @Sendable (ImageSize) -> SignalProducer<Image, Never>
    private let mainScheduler: any Scheduler
    private let lifetime: Lifetime
    private let cached = Locked<(size: ImageSize, image: Image)?>(nil)

    /// A preview that `load` makes at a size (sending nothing when it fails), stopped when
    /// `lifetime` ends, sent on `mainScheduler`.
    init(mainScheduler: any Scheduler, lifetime: Lifetime, load: @escaping @Sendable (ImageSize) -> SignalProducer<Image, Never>) {
        self.load = load
        self.mainScheduler = mainScheduler
        self.lifetime = lifetime
    }

    /// The preview at `size`, on the main queue: nil first, then the image once loaded, then
    /// completion; once loaded at that size, the image at once without the leading nil. A failed
    /// load sends nothing after the nil. Whether the image is kept is decided when the producer
    /// starts; the image of the last size loaded is kept.
    func image(fitting size: ImageSize) -> SignalProducer<Image?, Never> {
        let cached = cached
        let download = load(size)
            .take(during: lifetime)
            .on(value: { image in cached.withLock { $0 = (size, image) } })
            .map(Optional.some)
        return SignalProducer<Image?, Never> { observer, lifetime in
            let kept = cached.withLock { $0 }.flatMap { $0.size == size ? $0.image : nil }
            let preview = kept.map { SignalProducer<Image?, Never>(value: $0) }
                ?? SignalProducer(value: nil).concat(download)
            lifetime += preview.start(observer)
        }
        .observe(on: mainScheduler)
    }
}
