@testable import ImageSearchModel
import Testing

@Suite("SavedPictureName")
struct SavedPictureNameTests {
    @Test("is the id, then the tags' words joined by dashes")
    func idAndTags() {
        #expect(SavedPictureName.baseName(id: 4_391_825, tags: ["mountain", "lake", "blue sky"]) == "4391825-mountain-lake-blue-sky")
        #expect(SavedPictureName.baseName(id: 7, tags: []) == "7")
    }

    @Test("keeps letters, marks and digits of any script, in NFC, and nothing else", arguments: [
        (["山", "夕焼け"], "1-山-夕焼け"),
        (["Cafe\u{301}"], "1-Café"),
        (["../../etc/passwd"], "1-etc-passwd"),
        (["a<b>c:d\"e/f\\g|h?i*j"], "1-a-b-c-d-e-f-g-h-i-j"),
        ([".hidden", "trailing. ", "  "], "1-hidden-trailing"),
        (["\u{1B}[31mred\u{1B}[0m", "bell\u{7}", "nul\u{0}x"], "1-31mred-0m-bell-nul-x"),
        (["\u{202E}evil\u{202C}", "zero\u{200B}width"], "1-evil-zero-width"),
        (["🏔️ peak", "नमस्ते"], "1-peak-नमस्ते"),
    ])
    func safeCharacters(tags: [String], expected: String) {
        #expect(SavedPictureName.baseName(id: 1, tags: tags) == expected)
    }

    @Test("stops at a whole word within the byte limit")
    func lengthLimit() {
        let name = SavedPictureName.baseName(id: 123, tags: Array(repeating: "山脈と湖", count: 40))
        #expect(name.utf8.count <= SavedPictureName.maximumBaseBytes)
        #expect(name.hasSuffix("山脈と湖"))
        #expect(name.utf8.count > SavedPictureName.maximumBaseBytes - 13, "as many words as fit")
    }

    @Test("numbers the name before the extension from the second try on")
    func numbering() {
        #expect(SavedPictureName.fileName(base: "42-sea", fileExtension: "jpg", attempt: 1) == "42-sea.jpg")
        #expect(SavedPictureName.fileName(base: "42-sea", fileExtension: "jpg", attempt: 2) == "42-sea (2).jpg")
        #expect(SavedPictureName.fileName(base: "42-sea", fileExtension: "png", attempt: 13) == "42-sea (13).png")
    }

    @Test("reads the id back from the names it gives, numbered or not, in any script and format", arguments: [
        ("4391825-mountain-lake-blue-sky.jpg", UInt64(4_391_825)),
        ("4391825-mountain-lake (2).jpg", 4_391_825),
        ("100042-山-青 (13).png", 100_042),
        ("7.gif", 7),
        ("1-Café-नमस्ते.webp", 1),
    ])
    func readsTheID(name: String, id: UInt64) {
        #expect(SavedPictureName.imageID(inFileName: name) == id)
    }

    @Test("takes no other name for one it gives", arguments: [
        ".imagesearch-1234.part", "holiday.jpg", "4391825-mountain.jpeg", "4391825-mountain.txt", "4391825--lake.jpg",
        "4391825-mountain-.jpg", "-4391825.jpg", "4391825-lake (1).jpg", "4391825-lake (x).jpg", "4391825-lake(2).jpg",
        "4391825 lake.jpg", "12a-lake.jpg", "4391825-lake.jpg.part", "99999999999999999999999-lake.jpg", "",
    ])
    func refusesOtherNames(name: String) {
        #expect(SavedPictureName.imageID(inFileName: name) == nil)
    }

    @Test("every name it gives reads back as its id")
    func roundTrip() {
        for (id, tags) in [(UInt64(1), ["sea", "sky"]), (UInt64(88), ["../x", "山 脈", "🏔️ peak"]), (UInt64.max, [])] {
            for attempt in [1, 2, 10] {
                let name = SavedPictureName.fileName(base: SavedPictureName.baseName(id: id, tags: tags), fileExtension: "jpg", attempt: attempt)
                #expect(SavedPictureName.imageID(inFileName: name) == id, "\(name)")
            }
        }
    }
}
