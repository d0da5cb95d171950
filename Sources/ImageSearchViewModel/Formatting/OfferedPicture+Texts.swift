import AppSupport
import ImageSearchModel

extension OfferedPicture {
    /// What the size list shows of the picture: its name and pixel size, "Original — 4000 x 2667".
    func choiceText(in language: AppLanguage) -> String {
        "\(kind.name(in: language)) — \(size.sizeText)"
    }
}

extension OfferedPicture.Kind {
    /// The size's name, in `language`.
    func name(in language: AppLanguage) -> String {
        switch self {
        case .preview: language.text(english: "Preview", japanese: "プレビュー")
        case .webFormat: language.text(english: "Web size", japanese: "ウェブ用")
        case .large: language.text(english: "Large", japanese: "大")
        case .fullHD: language.text(english: "Full HD", japanese: "フル HD")
        case .original: language.text(english: "Original", japanese: "オリジナル")
        }
    }
}
