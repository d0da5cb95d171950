import Foundation
import ImageCodec
import TestSupport

/// A picture drawn in code that is as hard to reduce to a palette as a photograph: a landscape
/// of smooth gradients (a sky with a sun's glow over rolling hills), fine high-frequency detail
/// (grass stripes a few pixels apart, a patterned cloth whose hue runs round the whole wheel
/// with a one-pixel checker), and seeded noise on every channel, like a camera's.
enum PhotoLikePicture {
    /// The picture at `width` × `height` (RGB); the same size and seed give the same pixels.
    static func make(width: Int, height: Int, seed: UInt64 = 0x51_CE1) -> Image {
        var generator = SeededGenerator(seed: seed)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let color = sceneColor(x: x, y: y, width: width, height: height)
                for channel in [color.x, color.y, color.z] {
                    let noise = Double(Int.random(in: -6...6, using: &generator))
                    pixels.append(UInt8(min(255, max(0, (channel + noise).rounded()))))
                }
            }
        }
        return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
    }

    /// The noiseless colour at (x, y), channels 0–255 (may stray outside; clamped by the caller).
    private static func sceneColor(x: Int, y: Int, width: Int, height: Int) -> SIMD3<Double> {
        let u = Double(x) / Double(max(1, width - 1))
        let v = Double(y) / Double(max(1, height - 1))
        let horizon = 0.48 + 0.06 * sin(u * 2 * .pi * 1.3) + 0.02 * sin(u * 2 * .pi * 7)
        if (0.08...0.34).contains(u) && (0.58...0.92).contains(v) {
            return cloth(x: x, y: y, u: u, v: v)
        }
        if v < horizon {
            return sky(u: u, v: v, horizon: horizon, aspect: Double(height) / Double(width))
        }
        return ground(x: x, y: y, u: u, depth: (v - horizon) / (1 - horizon))
    }

    private static func sky(u: Double, v: Double, horizon: Double, aspect: Double) -> SIMD3<Double> {
        let base = mix(SIMD3(30, 70, 160), SIMD3(190, 215, 240), v / horizon)
        let sunDistance = (u - 0.72) * (u - 0.72) + (v - 0.2) * (v - 0.2) * aspect * aspect
        let glow = exp(-sunDistance / 0.004) + 0.35 * exp(-sunDistance / 0.03)
        let cloud = 12 * sin(u * 20 + 2 * sin(v * 9))
        return base + SIMD3(255, 190, 110) * glow + SIMD3(repeating: cloud)
    }

    private static func ground(x: Int, y: Int, u: Double, depth: Double) -> SIMD3<Double> {
        let base = mix(SIMD3(95, 125, 55), SIMD3(70, 60, 35), depth) + SIMD3(20 * sin(u * 9), 10 * cos(u * 5), 0)
        let grass = sin(Double(x) * 1.9 + 3 * sin(Double(y) * 0.23)) * (18 + 30 * depth)
        return base + SIMD3(repeating: grass)
    }

    private static func cloth(x: Int, y: Int, u: Double, v: Double) -> SIMD3<Double> {
        let hue = ((u - 0.08) / 0.26 * 360 + v * 90).truncatingRemainder(dividingBy: 360)
        let checker: Double = (x + y) % 2 == 0 ? 35 : -35
        return hueColor(hue) * 0.8 + SIMD3(repeating: 25 + checker)
    }

    /// A fully saturated colour of `hue` degrees (0 red, 120 green, 240 blue), 0–255.
    private static func hueColor(_ hue: Double) -> SIMD3<Double> {
        let sector = hue / 60
        let rising = sector.truncatingRemainder(dividingBy: 1) * 255
        let falling = 255 - rising
        return switch Int(sector) {
        case 0: SIMD3(255, rising, 0)
        case 1: SIMD3(falling, 255, 0)
        case 2: SIMD3(0, 255, rising)
        case 3: SIMD3(0, falling, 255)
        case 4: SIMD3(rising, 0, 255)
        default: SIMD3(255, 0, falling)
        }
    }

    private static func mix(_ from: SIMD3<Double>, _ to: SIMD3<Double>, _ amount: Double) -> SIMD3<Double> {
        from + (to - from) * amount
    }
}
