import ImageCodec
import Synchronization

/// Makes the `TerminalPicture`s image views draw, and keeps the recent ones, so that an image
/// shown again at the same size — a row scrolled back into view, a screen opened again — is
/// the same picture with the same id: not resampled again, and not sent to the terminal again.
///
/// Bounded: when the pictures kept exceed `capacity` bytes of pixels, the least recently used
/// go (views showing them keep them alive). Main actor only; one per window.
@MainActor
final class PictureCache {
    /// The pixel bytes kept by default: 48 MiB (about 14 full-screen pictures of 1080×800, or
    /// 1,400 list previews of 108×80).
    static let defaultCapacity = 48 << 20

    private struct Key: Hashable {
        let image: ImageFingerprint
        let area: Size
        let cellPixelSize: ImageSize
        let allowsUpscaling: Bool
    }

    /// The next picture id of the process; ids are never reused.
    private static let nextID = Atomic<UInt32>(1)

    private var pictures: CostBoundedCache<Key, TerminalPicture>

    /// A cache keeping up to `capacity` bytes of pixels.
    init(capacity: Int = PictureCache.defaultCapacity) {
        pictures = CostBoundedCache(capacity: capacity)
    }

    /// How many pictures are kept — for tests.
    var count: Int { pictures.count }

    /// The picture of `image` (whose fingerprint is `fingerprint`) fitted into `area` cells of
    /// `cellPixelSize` pixels, centred, aspect ratio kept, enlarged only if `allowsUpscaling`;
    /// nil when the area is empty.
    func picture(for image: Image, fingerprint: ImageFingerprint, area: Size, cellPixelSize: ImageSize, allowsUpscaling: Bool) -> TerminalPicture? {
        let key = Key(image: fingerprint, area: area, cellPixelSize: cellPixelSize, allowsUpscaling: allowsUpscaling)
        if let kept = pictures.value(for: key) { return kept }
        guard let layout = PictureLayout(imageSize: image.size, area: area, cellPixelSize: cellPixelSize, allowsUpscaling: allowsUpscaling) else {
            return nil
        }
        let picture = TerminalPicture(
            id: Self.nextID.add(1, ordering: .relaxed).oldValue,
            cells: layout.cells,
            cellPixelSize: cellPixelSize,
            pixels: Self.pixels(of: image, in: layout, cellPixelSize: cellPixelSize)
        )
        pictures.insert(picture, for: key, cost: picture.pixels.pixels.count)
        return picture
    }

    /// `image` resampled to the layout's size and put, as RGBA, into transparent pixels of the
    /// picture's cells.
    private static func pixels(of image: Image, in layout: PictureLayout, cellPixelSize: ImageSize) -> Image {
        let scaled = image.size == layout.imagePixelSize ? image : image.resized(to: layout.imagePixelSize)
        let width = layout.cells.width * cellPixelSize.width
        let height = layout.cells.height * cellPixelSize.height
        let sourceChannels = scaled.pixelFormat.bytesPerPixel
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, count in
            target.initialize(repeating: 0)
            scaled.pixels.withUnsafeBufferPointer { source in
                for y in 0..<scaled.height {
                    var from = y * scaled.width * sourceChannels
                    var to = ((y + layout.imageOffset.y) * width + layout.imageOffset.x) * 4
                    for _ in 0..<scaled.width {
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                        target[to + 3] = sourceChannels == 4 ? source[from + 3] : 255
                        from += sourceChannels
                        to += 4
                    }
                }
            }
            count = width * height * 4
        }
        return Image(width: width, height: height, pixelFormat: .rgba, pixels: pixels)
    }
}
