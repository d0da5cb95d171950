import Foundation
import ImageCodec

/// Mandelbrot and Julia sets (a spiral is a Julia set near the main cardioid), smoothly coloured.
struct FractalRenderer {
    private let palette: Palette
    private let julia: (re: Double, im: Double)?
    private let center: (re: Double, im: Double)
    private let scale: Double

    private static let mandelbrotSpots: [(Double, Double, Double)] = [
        (-0.745, 0.113, 0.03), (-0.5, 0.0, 1.4), (-1.25, 0.02, 0.18), (-0.1011, 0.9563, 0.02), (0.282, 0.01, 0.02),
    ]

    init(recipe: ProceduralRecipe) {
        var random = SeededRandom(seed: recipe.seed)
        palette = recipe.colors
        switch recipe.variantName {
        case "mandelbrot":
            let spot = Self.mandelbrotSpots[Int(random.next() % UInt64(Self.mandelbrotSpots.count))]
            julia = nil
            center = (spot.0, spot.1)
            scale = spot.2 * (0.8 + random.unit() * 0.4)
        default:
            let angle = random.unit() * 2 * .pi
            let radius = recipe.variantName == "spiral" ? 0.7885 : 0.6 + random.unit() * 0.2
            julia = (radius * cos(angle), radius * sin(angle))
            center = (0, 0)
            scale = 1.6
        }
    }

    func render(_ size: ImageSize) -> Image {
        let aspect = Double(size.width) / Double(size.height)
        let limit = 96
        return Canvas.render(size) { x, y in
            var zr = julia == nil ? 0 : center.re + (x - 0.5) * 2 * scale * aspect
            var zi = julia == nil ? 0 : center.im + (y - 0.5) * 2 * scale
            let cr = julia?.re ?? center.re + (x - 0.5) * 2 * scale * aspect
            let ci = julia?.im ?? center.im + (y - 0.5) * 2 * scale
            var iteration = 0
            while iteration < limit && zr * zr + zi * zi < 16 {
                (zr, zi) = (zr * zr - zi * zi + cr, 2 * zr * zi + ci)
                iteration += 1
            }
            guard iteration < limit else { return palette.color(at: 0) }
            let smooth = Double(iteration) + 1 - log2(log2(zr * zr + zi * zi) / 2)
            return palette.color(at: 0.5 + 0.5 * sin(smooth * 0.18))
        }
    }
}
