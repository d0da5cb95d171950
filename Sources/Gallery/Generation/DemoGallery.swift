import Foundation
import ImageCodec

/// The demo gallery's catalogue: `count` pictures from a fixed seed, with tags, users, dates and
/// counts. Only metadata is made here (milliseconds); pixels are rendered when first requested.
///
/// Pure and deterministic: the same count gives the same records on every machine.
enum DemoGallery {
    /// The stamp of this generator's output; changing the recipes means changing it, which makes
    /// servers regenerate their index and renditions.
    static let version = "demo-1"

    /// The demo's first image id (ids run on from here).
    static let firstID: Int64 = 100_001

    private static let users = [
        "pinewhistle", "aurora_lens", "mkovacs", "driftwood", "lumen.studio", "saltandpixel", "hollowfern",
        "q_zhang", "nordlys", "tessellate", "amberfield", "rivernotes", "kestrelview", "copperleaf", "moth_and_moon",
        "tidepool", "graphite9", "sunny_isles", "fieldguide", "orbweaver", "juniperhill", "palehorizon", "ravelin", "yuki.m",
    ]

    private static let originalSizes = [
        ImageSize(width: 1920, height: 1280), ImageSize(width: 1280, height: 1920), ImageSize(width: 2400, height: 1600),
        ImageSize(width: 1600, height: 1600), ImageSize(width: 3000, height: 2000), ImageSize(width: 1080, height: 1920),
        ImageSize(width: 4000, height: 2667), ImageSize(width: 1280, height: 853),
    ]

    /// The records of a demo gallery of `count` images.
    static func records(count: Int) -> [ImageRecord] {
        (0..<count).map(record(index:))
    }

    private static func record(index: Int) -> ImageRecord {
        var random = SeededRandom(seed: 0x6A11_E1E5 &+ UInt64(index) &* 0x1000_0001)
        let families = ProceduralFamily.allCases
        let family = families[index % families.count]
        let recipe = ProceduralRecipe(
            family: family, variant: Int(random.next() % UInt64(family.variants.count)),
            palette: Int(random.next() % UInt64(Palette.all.count)), seed: random.next(),
            size: originalSizes[Int(random.next() % UInt64(originalSizes.count))])
        let palette = recipe.colors
        var tags = [family.tags[0], palette.colors[0].rawValue]
        tags += family.tags(variant: recipe.variantName).prefix(2)
        tags.append(recipe.variantName)
        tags += family.tags.dropFirst().shuffled(using: &random).prefix(2)
        tags.append(palette.name)
        var unique: [String] = []
        for tag in tags where !unique.contains(tag) { unique.append(tag) }

        let views = Int(exp(6 + random.unit() * 6))
        let downloads = Int(Double(views) * (0.3 + random.unit() * 0.4))
        let likes = Int(Double(downloads) * (0.01 + random.unit() * 0.04))
        let userIndex = Int(random.next() % UInt64(users.count))
        return ImageRecord(
            id: firstID + Int64(index), source: .procedural(recipe), type: family.type,
            category: family.categories[Int(random.next() % UInt64(family.categories.count))],
            tags: unique, colors: palette.colors, width: recipe.size.width, height: recipe.size.height,
            byteSize: recipe.size.width * recipe.size.height * (35 + Int(random.next() % 20)) / 100,
            views: views, downloads: downloads, collections: Int(Double(likes) * (0.5 + random.unit() * 1.5)), likes: likes,
            comments: Int(Double(likes) * random.unit() * 0.2), userID: 1000 + userIndex, user: users[userIndex],
            created: 1_546_300_800 + Int64(random.next() % (6 * 365 * 86_400)), editorsChoice: random.unit() < 0.1,
            isSafe: true, stamp: version)
    }
}
