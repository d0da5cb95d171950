@testable import Gallery
import Testing

@Suite("Tag languages")
struct TagLanguageTests {
    @Test("every tag of the demo gallery, and every colour name, has a Japanese translation")
    func coversTheDemoVocabulary() {
        let tags = Set(DemoGallery.records(count: 400).flatMap(\.tags)).union(ImageColor.allCases.map(\.rawValue))
        let missing = tags.filter { JapaneseTags.table[$0] == nil }
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    @Test("translations keep the order, drop the duplicates they make and keep unknown tags")
    func translates() {
        #expect(TagLanguage.japanese.translate(["mountain", "circle", "circles", "alps", "blue"]) == ["山", "円", "丸", "alps", "青"])
        #expect(TagLanguage.japanese.translate(["mountain", "山", "moon"]) == ["山", "月"])
        #expect(TagLanguage.english.translate(["mountain", "alps"]) == ["mountain", "alps"])
    }

    @Test("only ja has tags of its own")
    func languages() {
        #expect(TagLanguage(pixabayCode: "ja") == .japanese)
        #expect(["en", "de", "fr", "zh", nil].allSatisfy { TagLanguage(pixabayCode: $0) == .english })
    }
}
