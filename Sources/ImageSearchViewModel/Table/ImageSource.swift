import AppSupport

/// Where the listed images come from — named in the list's title and attribution, as Pixabay's
/// terms ask.
public enum ImageSource: Sendable, Hashable {
    /// The real Pixabay API.
    case pixabay
    /// Another Pixabay-compatible server (`--server`), named by its host.
    case server(host: String)
    /// The demo gallery served on this machine, for use without a key or a network.
    case offlineGallery

    /// The list's title: the app, then the source ("Image Search — Pixabay").
    public func title(in language: AppLanguage) -> String {
        switch self {
        case .pixabay:
            language.text(english: "Image Search — Pixabay", japanese: "画像検索 — Pixabay")
        case let .server(host):
            language.text(english: "Image Search — \(host)", japanese: "画像検索 — \(host)")
        case .offlineGallery:
            language.text(english: "Image Search — Offline Gallery", japanese: "画像検索 — オフラインギャラリー")
        }
    }

    /// The attribution the list shows ("Images from Pixabay").
    public func attribution(in language: AppLanguage) -> String {
        switch self {
        case .pixabay:
            language.text(english: "Images from Pixabay", japanese: "画像提供: Pixabay")
        case let .server(host):
            language.text(english: "Images from \(host)", japanese: "画像提供: \(host)")
        case .offlineGallery:
            language.text(english: "Images from the offline gallery on this computer", japanese: "画像提供: このコンピューターのオフラインギャラリー")
        }
    }
}
