@testable import Gallery
import Testing

/// The demo gallery's classification, as Docs/Gallery.md states it: what each family answers to
/// Pixabay's `image_type` and `category`, each palette to `colors`, the sizes to `orientation`.
@Suite("The demo gallery's classification")
struct DemoGalleryTests {
    static let records = DemoGallery.records(count: 400)

    /// The family a record was made from.
    static func family(of record: ImageRecord) -> ProceduralFamily? {
        if case .procedural(let recipe) = record.source { recipe.family } else { nil }
    }

    @Test("each family is one image type, with a category from its own list")
    func typesAndCategories() throws {
        let expected: [ProceduralFamily: (ImageType, Set<ImageCategory>)] = [
            .landscape: (.photo, [.nature, .places, .travel]),
            .fractal: (.illustration, [.science, .backgrounds, .education]),
            .bubbles: (.illustration, [.backgrounds, .feelings]),
            .pattern: (.vector, [.backgrounds, .fashion, .computer]),
        ]
        for record in Self.records {
            let family = try #require(Self.family(of: record))
            let (type, categories) = try #require(expected[family])
            #expect(record.type == type && categories.contains(record.category), "\(record.id): \(family)")
        }
    }

    @Test("400 pictures are 100 of each family: 100 photos, 200 illustrations, 100 vector graphics")
    func counts() {
        let types = Dictionary(grouping: Self.records, by: \.type).mapValues(\.count)
        #expect(types == [.photo: 100, .illustration: 200, .vector: 100])
    }

    @Test("each palette gives its colours, the first also a tag; no demo picture is transparent")
    func colors() throws {
        let expected: [String: [ImageColor]] = [
            "ocean": [.blue, .turquoise], "sunset": [.orange, .red, .pink], "forest": [.green, .brown], "lavender": [.lilac, .pink],
            "ember": [.red, .black], "golden": [.yellow, .orange], "monochrome": [.grayscale, .gray, .black, .white],
            "glacier": [.white, .blue, .turquoise],
        ]
        #expect(Dictionary(uniqueKeysWithValues: Palette.all.map { ($0.name, $0.colors) }) == expected)
        for record in Self.records {
            #expect(record.tags.contains(record.colors[0].rawValue))
            #expect(!record.colors.contains(.transparent))
        }
    }

    @Test("some pictures are vertical, some horizontal, and about one in ten an Editor's Choice")
    func orientationAndEditorsChoice() {
        let vertical = Self.records.filter { $0.height > $0.width }.count
        #expect(vertical > 0 && vertical < 400)
        let chosen = Self.records.filter(\.editorsChoice).count
        #expect(chosen > 20 && chosen < 60)
    }
}
