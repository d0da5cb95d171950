import ImageCodec

/// Everything needed to render one demo picture at any size, deterministically.
struct ProceduralRecipe: Sendable, Hashable {
    var family: ProceduralFamily
    /// Index into `family.variants`.
    var variant: Int
    /// Index into `Palette.all`.
    var palette: Int
    var seed: UInt64
    /// The size of the "original"; renditions are fitted inside it.
    var size: ImageSize

    var variantName: String { family.variants[variant] }
    var colors: Palette { Palette.all[palette] }

    /// The form stored in the index: `family.variant.palette.seed.WxH`.
    var stored: String { "\(family.rawValue).\(variant).\(palette).\(seed).\(size.width)x\(size.height)" }

    init(family: ProceduralFamily, variant: Int, palette: Int, seed: UInt64, size: ImageSize) {
        self.family = family
        self.variant = variant
        self.palette = palette
        self.seed = seed
        self.size = size
    }

    /// Parses `stored`; nil when anything is out of range.
    init?(stored: String) {
        // Parsed for every search hit, so split bytes rather than Characters.
        let parts = stored.utf8.split(separator: UInt8(ascii: ".")).map(Substring.init)
        let dimensions = parts.last?.utf8.split(separator: UInt8(ascii: "x")).map(Substring.init) ?? []
        guard parts.count == 5, dimensions.count == 2, let family = ProceduralFamily(rawValue: String(parts[0])),
              let variant = Int(parts[1]), family.variants.indices.contains(variant),
              let palette = Int(parts[2]), Palette.all.indices.contains(palette), let seed = UInt64(parts[3]),
              let width = Int(dimensions[0]), let height = Int(dimensions[1]), width > 0, height > 0
        else { return nil }
        self.init(family: family, variant: variant, palette: palette, seed: seed, size: ImageSize(width: width, height: height))
    }

    /// Draws the picture at `size` (the aspect ratio should be the original's).
    func render(_ size: ImageSize) -> Image {
        switch family {
        case .landscape: LandscapeRenderer(recipe: self).render(size)
        case .fractal: FractalRenderer(recipe: self).render(size)
        case .pattern: PatternRenderer(recipe: self).render(size)
        case .bubbles: BubbleRenderer(recipe: self).render(size)
        }
    }
}
