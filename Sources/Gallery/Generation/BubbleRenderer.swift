import Foundation
import ImageCodec

/// Soft translucent circles over a graded background, like out-of-focus lights.
struct BubbleRenderer {
    private let palette: Palette
    private let soft: Bool
    private let bubbles: [(x: Double, y: Double, radius: Double, tone: Double)]

    init(recipe: ProceduralRecipe) {
        var random = SeededRandom(seed: recipe.seed)
        palette = recipe.colors
        soft = recipe.variantName == "bokeh"
        bubbles = (0..<(10 + Int(random.next() % 14))).map { _ in
            (x: random.unit(), y: random.unit(), radius: 0.04 + random.unit() * 0.14, tone: 0.4 + random.unit() * 0.6)
        }
    }

    func render(_ size: ImageSize) -> Image {
        let aspect = Double(size.width) / Double(size.height)
        return Canvas.render(size) { x, y in
            var color = palette.color(at: 0.1 + 0.3 * (1 - y))
            for bubble in bubbles {
                let distance = hypot((x - bubble.x) * aspect, y - bubble.y) / bubble.radius
                guard distance < 1 else { continue }
                let edge = soft ? 1 - distance * distance : (distance > 0.85 ? 0.9 : 0.45)
                color = color.mixed(with: palette.color(at: bubble.tone), amount: edge * 0.7)
            }
            return color
        }
    }
}
