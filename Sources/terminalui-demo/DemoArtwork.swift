import Foundation
import ImageCodec

/// The demo's pictures: a small landscape per row — sky, sun and hills in colours drawn from
/// the row number — generated on demand, so 10,000 rows cost no memory until they are shown.
enum DemoArtwork {
    /// The picture of `row`, `width`×`height` pixels.
    static func image(for row: Int, width: Int, height: Int) -> Image {
        let hue = Double((row * 137) % 360)
        let sky = rgb(hue: hue, saturation: 0.55, value: 0.95)
        let horizon = rgb(hue: hue + 40, saturation: 0.35, value: 1.0)
        let hills = rgb(hue: hue + 150, saturation: 0.6, value: 0.55)
        let sun = rgb(hue: 45, saturation: 0.8, value: 1.0)
        let sunX = Double(width) * (0.2 + 0.6 * Double(row % 7) / 6)
        let sunY = Double(height) * 0.3
        let sunRadius = Double(max(width, height)) * 0.12
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            let fy = Double(y) / Double(max(1, height - 1))
            for x in 0..<width {
                let fx = Double(x) / Double(max(1, width - 1))
                let ridge = 0.62 + 0.12 * sin(fx * 6.3 + Double(row % 11))
                let color: (Double, Double, Double)
                if fy > ridge {
                    color = shade(hills, by: 1 - 0.5 * (fy - ridge))
                } else if hypot(Double(x) - sunX, (Double(y) - sunY) * 2) < sunRadius {
                    color = sun
                } else {
                    color = mix(sky, horizon, fy / ridge)
                }
                pixels += [UInt8(color.0 * 255), UInt8(color.1 * 255), UInt8(color.2 * 255)]
            }
        }
        return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
    }

    private static func rgb(hue: Double, saturation: Double, value: Double) -> (Double, Double, Double) {
        let h = hue.truncatingRemainder(dividingBy: 360) / 60
        let c = value * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = value - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    private static func shade(_ color: (Double, Double, Double), by factor: Double) -> (Double, Double, Double) {
        (color.0 * factor, color.1 * factor, color.2 * factor)
    }
}
