/// The kinds of demo picture, each with its variants and the tags, type and categories they earn.
enum ProceduralFamily: String, Sendable, CaseIterable {
    case landscape, fractal, pattern, bubbles

    /// Variant names; each is also a tag.
    var variants: [String] {
        switch self {
        case .landscape: ["sunset", "lake", "snow", "night", "hills"]
        case .fractal: ["mandelbrot", "julia", "spiral"]
        case .pattern: ["stripes", "checkered", "waves", "dots"]
        case .bubbles: ["bokeh", "circles"]
        }
    }

    /// Tags every picture of the family may carry, most telling first.
    var tags: [String] {
        switch self {
        case .landscape: ["mountain", "landscape", "nature", "sky", "scenery", "outdoors", "panorama"]
        case .fractal: ["fractal", "abstract", "mathematics", "geometry", "infinity", "art"]
        case .pattern: ["pattern", "background", "texture", "geometric", "design", "wallpaper"]
        case .bubbles: ["bubbles", "abstract", "light", "background", "circle", "glow"]
        }
    }

    /// Extra tags for one variant.
    func tags(variant: String) -> [String] {
        switch variant {
        case "sunset": ["sun", "dusk", "evening"]
        case "lake": ["water", "reflection", "lake"]
        case "snow": ["winter", "snow", "peak", "cold"]
        case "night": ["moon", "stars", "dark"]
        case "hills": ["valley", "hills", "meadow"]
        case "spiral": ["spiral", "swirl"]
        default: []
        }
    }

    var type: ImageType {
        switch self {
        case .landscape: .photo
        case .fractal, .bubbles: .illustration
        case .pattern: .vector
        }
    }

    var categories: [ImageCategory] {
        switch self {
        case .landscape: [.nature, .places, .travel]
        case .fractal: [.science, .backgrounds, .education]
        case .pattern: [.backgrounds, .fashion, .computer]
        case .bubbles: [.backgrounds, .feelings]
        }
    }
}
