import ImageCodec

/// The distinct colours of an image, found exactly while there are few of them: an
/// open-addressing hash table from 0xRRGGBB to palette index. Used by one quantisation at a
/// time; not shared between threads.
struct DistinctColorTable {
    /// Slots: a power of two at least four times the largest palette, so probes stay short.
    private static let slotCount = 1024
    private static let emptySlot: UInt32 = .max

    private var keys = [UInt32](repeating: emptySlot, count: slotCount)
    private var values = [UInt8](repeating: 0, count: slotCount)
    /// The colours in the order they were first met; a colour's palette index is its position.
    private(set) var palette: [RGBColor] = []

    /// The image as a palette of its own colours when it has at most `limit` of them (≤ 256),
    /// transparent pixels marked with `transparentIndex`; nil when it has more.
    static func quantize(_ image: Image, limit: Int, transparentIndex: UInt8?) -> QuantizedImage? {
        var table = DistinctColorTable()
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        let fits = indices.withUnsafeMutableBufferPointer { indices in
            let transparentMarker = transparentIndex ?? 0
            // Neighbouring pixels often share a colour; remembering the last saves the lookup.
            var lastColor = Image.transparentPackedColor
            var lastIndex = transparentMarker
            return image.forEachPackedColor { pixel, color in
                if color == Image.transparentPackedColor {
                    indices[pixel] = transparentMarker
                    return true
                }
                if color != lastColor {
                    guard let index = table.index(of: color, limit: limit) else { return false }
                    lastColor = color
                    lastIndex = index
                }
                indices[pixel] = lastIndex
                return true
            }
        }
        guard fits else { return nil }
        return QuantizedImage(width: image.width, height: image.height, palette: table.palette, indices: indices, transparentIndex: transparentIndex)
    }

    /// The palette index of `color`, added if new; nil when it is new and the palette already
    /// has `limit` colours. `color` is an opaque 0xRRGGBB value.
    private mutating func index(of color: UInt32, limit: Int) -> UInt8? {
        var slot = Int((color &* 0x9E37_79B1) >> 22)
        while keys[slot] != Self.emptySlot {
            if keys[slot] == color { return values[slot] }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        guard palette.count < limit else { return nil }
        keys[slot] = color
        values[slot] = UInt8(palette.count)
        palette.append(RGBColor(red: UInt8(color >> 16), green: UInt8(truncatingIfNeeded: color >> 8), blue: UInt8(truncatingIfNeeded: color)))
        return values[slot]
    }
}
