import ImageCodec

/// How far apart a copy of a picture is from the picture, channel by channel.
///
/// Only pixels opaque in the source (RGB, or alpha 128 and above) are compared; a pixel
/// transparent in the source must be transparent in the copy and the other way round, and
/// pictures of different sizes or with mismatched transparency have no difference at all (nil).
enum ImageDifference {
    /// The mean absolute difference per colour channel, 0–255.
    static func meanAbsoluteError(_ copy: Image, from source: Image) -> Double? {
        channelDifferences(copy, from: source).map { $0.isEmpty ? 0 : Double($0.reduce(0, +)) / Double($0.count) }
    }

    /// The largest absolute difference of any colour channel, 0–255.
    static func largestChannelError(_ copy: Image, from source: Image) -> Int? {
        channelDifferences(copy, from: source).map { $0.max() ?? 0 }
    }

    private static func channelDifferences(_ copy: Image, from source: Image) -> [Int]? {
        guard copy.size == source.size else { return nil }
        var differences: [Int] = []
        for y in 0..<source.height {
            for x in 0..<source.width {
                let original = source.pixel(x: x, y: y)
                let reproduced = copy.pixel(x: x, y: y)
                guard isOpaque(original) == isOpaque(reproduced) else { return nil }
                guard isOpaque(original) else { continue }
                for channel in 0..<3 {
                    differences.append(abs(Int(original[original.startIndex + channel]) - Int(reproduced[reproduced.startIndex + channel])))
                }
            }
        }
        return differences
    }

    private static func isOpaque(_ pixel: ArraySlice<UInt8>) -> Bool {
        pixel.count < 4 || pixel[pixel.startIndex + 3] >= 128
    }
}
