import Foundation
@testable import ImageCodec

/// Images the tests generate themselves, and ways to compare them.
enum TestImages {
    /// A smooth photo-like image: diagonal gradients plus a soft ring, no hard edges.
    static func smooth(width: Int, height: Int) -> Image {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(max(1, width - 1))
                let v = Double(y) / Double(max(1, height - 1))
                let ring = 0.5 + 0.5 * sin(10 * ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)))
                pixels += [UInt8(200 * u + 40 * ring), UInt8(220 * v + 20 * ring), UInt8(60 + 150 * ring)]
            }
        }
        return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
    }

    /// Quadrant colours of ``quadrants(width:height:)``, indexed [top-left, top-right, bottom-left, bottom-right].
    static let quadrantColors: [[UInt8]] = [[230, 20, 20], [20, 200, 30], [30, 40, 220], [250, 250, 250]]

    /// Four flat quadrants, so that orientation is visible even after lossy compression.
    static func quadrants(width: Int, height: Int) -> Image {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                pixels += quadrantColors[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
            }
        }
        return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
    }

    /// One flat colour.
    static func solid(_ color: [UInt8], width: Int, height: Int) -> Image {
        Image(
            width: width, height: height, pixelFormat: color.count == 4 ? .rgba : .rgb,
            pixels: Array([[UInt8]](repeating: color, count: width * height).joined())
        )
    }

    /// Mean absolute difference per channel between two images of the same size and format.
    static func meanError(_ a: Image, _ b: Image) -> Double {
        precondition(a.size == b.size && a.pixelFormat == b.pixelFormat)
        let total = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(total) / Double(a.pixels.count)
    }

    /// Largest absolute difference of any channel.
    static func maxError(_ a: Image, _ b: Image) -> Int {
        precondition(a.size == b.size && a.pixelFormat == b.pixelFormat)
        return zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// Whether each channel of `pixel` is within `tolerance` of `expected`.
    static func isClose(_ pixel: ArraySlice<UInt8>, _ expected: [UInt8], tolerance: Int) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// A reproducible pseudo-random byte source (SplitMix64).
    struct Random {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func bytes(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }
}
