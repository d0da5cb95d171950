import Foundation
import ImageCodec

/// Flat repeating graphics: diagonal stripes, checks, waves and dot grids.
struct PatternRenderer {
    private let palette: Palette
    private let variant: String
    private let repeats: Double
    private let angle: Double

    init(recipe: ProceduralRecipe) {
        var random = SeededRandom(seed: recipe.seed)
        palette = recipe.colors
        variant = recipe.variantName
        repeats = 6 + (random.unit() * 10).rounded()
        angle = random.unit() * .pi
    }

    func render(_ size: ImageSize) -> Image {
        let aspect = Double(size.width) / Double(size.height)
        let light = palette.color(at: 0.85)
        let dark = palette.color(at: 0.3)
        let accent = palette.color(at: 0.6)
        return Canvas.render(size) { x, y in
            let u = x * aspect * repeats
            let v = y * repeats
            switch variant {
            case "stripes":
                let band = (u * cos(angle) + v * sin(angle)).rounded(.down)
                return Int(band) % 3 == 0 ? dark : (Int(band) % 3 == 1 ? light : accent)
            case "checkered":
                return (Int(u.rounded(.down)) + Int(v.rounded(.down))) % 2 == 0 ? dark : light
            case "waves":
                let wave = sin(u * 1.3 + sin(v * 0.9) * 2) * 0.5 + 0.5
                return palette.color(at: 0.2 + wave * 0.7)
            default:
                let dx = u - u.rounded(.down) - 0.5
                let dy = v - v.rounded(.down) - 0.5
                return hypot(dx, dy) < 0.3 ? accent : light
            }
        }
    }
}
