import Foundation
import ImageCodec

/// Mountain ranges in layers under a graded sky, with a sun or moon, stars, snow or a lake.
struct LandscapeRenderer {
    private let palette: Palette
    private let variant: String
    private let ridges: [[(frequency: Double, phase: Double, amplitude: Double)]]
    private let sun: (x: Double, y: Double)

    init(recipe: ProceduralRecipe) {
        var random = SeededRandom(seed: recipe.seed)
        palette = recipe.colors
        variant = recipe.variantName
        ridges = (0..<3).map { _ in
            (0..<4).map { octave in
                (frequency: Double(2 << octave) * (0.7 + random.unit() * 0.6), phase: random.unit() * 2 * .pi,
                 amplitude: 0.09 / Double(1 << octave))
            }
        }
        sun = (0.2 + random.unit() * 0.6, 0.15 + random.unit() * 0.2)
    }

    func render(_ size: ImageSize) -> Image {
        let aspect = Double(size.width) / Double(size.height)
        let night = variant == "night"
        let waterLine = variant == "lake" ? 0.78 : 2.0
        // The ridge lines depend on x alone: work them out once per column (at the x Canvas passes
        // for it), not once per pixel; this halves the time of a preview.
        let width = Double(size.width)
        let tops = (0..<size.width).map { column in
            let x = (Double(column) + 0.5) / width
            return ridges.enumerated().map { layer, ridge in
                0.35 + Double(layer) * 0.14 - ridge.reduce(0) { $0 + $1.amplitude * sin(x * $1.frequency * .pi + $1.phase) }
            }
        }
        return Canvas.render(size) { x, y in
            let sampleY = y > waterLine ? 2 * waterLine - y : y
            var color = sky(x: x, y: sampleY, aspect: aspect, night: night)
            let columnTops = tops[min(Int(x * width), size.width - 1)]
            for (layer, top) in columnTops.enumerated() {
                if sampleY >= top {
                    let shade = 0.15 + Double(2 - layer) * 0.2
                    color = palette.color(at: night ? shade * 0.4 : shade)
                    if variant == "snow" && layer == 0 && sampleY - top < 0.06 { color = .white.scaled(0.95) }
                    if variant == "hills" && layer == 2 { color = color.mixed(with: Color(hex: 0x4C8C2B), amount: 0.6) }
                }
            }
            return y > waterLine ? color.mixed(with: palette.color(at: 0.3), amount: 0.35).scaled(0.85) : color
        }
    }

    private func sky(x: Double, y: Double, aspect: Double, night: Bool) -> Color {
        var color = night ? palette.color(at: 0.1 + y * 0.2) : palette.color(at: 0.95 - y * 0.6)
        let distance = hypot((x - sun.x) * aspect, y - sun.y)
        if distance < 0.06 {
            color = night ? Color(hex: 0xF4F1DE) : Color(hex: 0xFFF3C4)
        } else if !night {
            color = color.mixed(with: .white, amount: 0.25 * max(0, 1 - distance * 3))
        } else {
            let cell = UInt64(x * 240) &* 73_856_093 ^ UInt64(y * 240) &* 19_349_663
            var random = SeededRandom(seed: cell)
            if random.unit() < 0.004 { color = .white }
        }
        return color
    }
}
