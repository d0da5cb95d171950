import Foundation

/// Tags for a library file: words of its folders and file name, then those of an optional sidecar
/// text file (`photo.txt` beside `photo.jpg`: words separated by commas or new lines).
///
/// Camera counters ("IMG_0042", "DSC01234") and lone numbers are left out. A word of one
/// character is a tag when it is a whole folder or file name (`a.jpg`, `山.jpg`) or not ASCII
/// (`京都/寺と湖.jpg`: one-character words are ordinary in Japanese and Chinese), but not when it
/// is a stray letter of a longer ASCII name (the "s" of `dad's car.jpg`). A sidecar word `nsfw`
/// marks the picture as hidden from `safesearch=true` instead of becoming a tag; every other
/// sidecar entry is a tag.
struct LibraryTags: Sendable, Equatable {
    var tags: [String]
    var isSafe: Bool

    private static let cameraWords: Set<String> = ["img", "dsc", "dscn", "dscf", "pxl", "photo", "image", "jpg", "jpeg", "png", "mvimg"]

    init(relativePath: String, sidecar: String?) {
        var tags: [String] = []
        var isSafe = true
        func add(_ word: some StringProtocol) {
            let tag = word.lowercased().trimmingCharacters(in: .whitespaces)
            guard !tag.isEmpty, !tag.allSatisfy(\.isNumber), !tags.contains(tag) else { return }
            tags.append(tag)
        }
        let components = relativePath.split(separator: "/")
        let stem = components.last.map { $0.split(separator: ".").dropLast().joined(separator: ".") } ?? ""
        for component in components.dropLast() + [Substring(stem)] {
            let words = component.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            for word in words where word.count > 1 || words.count == 1 || !word.allSatisfy(\.isASCII) {
                let lower = word.lowercased()
                if !Self.cameraWords.contains(lower) { add(lower) }
            }
        }
        for entry in (sidecar ?? "").split(whereSeparator: { $0 == "," || $0.isNewline }) {
            if entry.trimmingCharacters(in: .whitespaces).lowercased() == "nsfw" { isSafe = false } else { add(entry) }
        }
        self.tags = tags
        self.isSafe = isSafe
    }
}
