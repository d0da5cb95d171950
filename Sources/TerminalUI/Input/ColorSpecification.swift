import ImageCodec

/// Colours as terminals write them in their answers to colour queries (OSC 10 and 11, X11's
/// colour specifications): `rgb:R/G/B` with one to four hex digits per channel, scaled to the
/// channel's range (`f`, `ff` and `ffff` are all full), `rgba:R/G/B/A` (the alpha is ignored),
/// and `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`, whose digits are a channel's most
/// significant bits. Pure; any thread.
enum ColorSpecification {
    /// The colour `text` specifies, or nil when it is not one of the forms above.
    static func color(_ text: Substring) -> RGBColor? {
        let channels: [Substring]
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            let width = digits.count / 3
            guard (1...4).contains(width), digits.count == width * 3, digits.allSatisfy(\.isHexDigit) else { return nil }
            channels = (0..<3).map { digits.dropFirst($0 * width).prefix(width) }
            return rgb(channels.map { mostSignificantByte(of: $0) })
        }
        if text.hasPrefix("rgb:") {
            channels = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 3 else { return nil }
        } else if text.hasPrefix("rgba:") {
            channels = Array(text.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false).prefix(4))
            guard channels.count == 4 else { return nil }
        } else {
            return nil
        }
        guard channels.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isHexDigit) }) else { return nil }
        return rgb(channels.prefix(3).map { scaledByte(of: $0) })
    }

    /// A channel of `rgb:`: its value over the largest its digits can write, as a byte.
    private static func scaledByte(of digits: Substring) -> Int {
        let value = Int(digits, radix: 16) ?? 0
        let largest = (1 << (4 * digits.count)) - 1
        return (value * 255 + largest / 2) / largest
    }

    /// A channel of `#`: its digits as the high bits of a 16-bit value, of which the high byte.
    private static func mostSignificantByte(of digits: Substring) -> Int {
        ((Int(digits, radix: 16) ?? 0) << (4 * (4 - digits.count))) >> 8
    }

    private static func rgb(_ bytes: [Int]) -> RGBColor {
        RGBColor(red: UInt8(bytes[0]), green: UInt8(bytes[1]), blue: UInt8(bytes[2]))
    }
}
