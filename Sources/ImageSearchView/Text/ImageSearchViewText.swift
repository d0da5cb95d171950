import AppSupport
import TerminalUI

/// Every string the Image Search screens draw themselves, in the user's language; what the view
/// models compute (titles, counts, messages) comes from them instead.
///
/// A value made once per screen.
struct ImageSearchViewText: Sendable, Hashable {
    /// The language of the texts.
    let language: AppLanguage

    /// The texts in `language`.
    init(language: AppLanguage) {
        self.language = language
    }

    private func text(_ english: String, _ japanese: String) -> String {
        language.text(english: english, japanese: japanese)
    }

    // MARK: List

    /// The search bar's label when every image is listed.
    var allImages: String { text("All images", "すべての画像") }
    /// The search bar's label for a search.
    func searchLabel(for searchText: String) -> String {
        text("Search: “\(searchText)”", "検索:「\(searchText)」")
    }
    /// The search field's prompt.
    var searchPrompt: String { text("Search:", "検索:") }
    /// Beside the search field once it holds as many characters as the server accepts.
    func searchLimitReached(_ limit: Int) -> String { text("(\(limit) characters at most)", "（\(limit) 文字まで）") }
    /// The search field's placeholder.
    var searchPlaceholder: String { text("words to look for — Enter searches, Esc cancels", "探す言葉 — Enter で検索、Esc で取り消し") }
    /// Next to the indicator while the first page loads.
    var searching: String { text("Searching…", "検索中…") }
    /// Next to the indicator while the next page loads.
    var loadingMore: String { text("Loading more images…", "さらに読み込み中…") }
    /// The no-data view.
    func noResults(for searchText: String) -> String {
        searchText.isEmpty
            ? text("No images found. Press / to search.", "画像が見つかりませんでした。/ で検索できます。")
            : text("No images match “\(searchText)”. Press / to search for something else.",
                   "「\(searchText)」に一致する画像はありません。/ を押して、別の言葉で検索してください。")
    }
    /// The retry view.
    var retry: String { text("The images could not be loaded. Press r to try again.", "画像を読み込めませんでした。r を押すと、もう一度試します。") }
    /// The error alert's title.
    var errorTitle: String { text("Something went wrong", "エラーが発生しました") }
    /// The error alert's button.
    var dismiss: String { text("Dismiss", "閉じる") }

    /// The list's key hints.
    var listHints: [(key: String, action: String)] {
        [("/", text("search", "検索")), ("r", text("refresh", "更新")), ("Enter", text("open", "開く")),
         ("?", text("keys", "キー")), ("q", text("quit", "終了"))]
    }

    /// The key help's title.
    var keysTitle: String { text("Keys", "キー操作") }
    /// The key help, one key per line.
    var keysHelp: String {
        text("""
            ↑ ↓  k j     move
            PgUp PgDn    a screen up or down
            Home End     first or last image
            Enter        open the image
            /            search
            r            refresh, or retry
            Esc          back, or cancel
            q            quit
            """, """
            ↑ ↓  k j     移動
            PgUp PgDn    1 画面ずつ移動
            Home End     最初・最後の画像
            Enter        画像を開く
            /            検索
            r            更新・再試行
            Esc          戻る・取り消し
            q            終了
            """)
    }
    /// The key help's last line: how pictures are drawn on this terminal.
    func pictures(_ graphics: TerminalGraphics) -> String {
        let mode = switch graphics.mode {
        case .kitty where graphics.isThroughTmux: text("kitty graphics through tmux", "tmux 経由の kitty グラフィックス")
        case .kitty: text("kitty graphics", "kitty グラフィックス")
        case .sixel: "sixel"
        case .iterm: text("iTerm2 images", "iTerm2 画像")
        case .blocks: text("half blocks", "ハーフブロック")
        }
        guard graphics.mode.drawsPixels else {
            return text("Pictures: \(mode) (--graphics to choose)", "画像の表示: \(mode)（--graphics で選べます）")
        }
        let cell = "\(graphics.cellPixelSize.width)×\(graphics.cellPixelSize.height)"
        return graphics.isCellPixelSizeAssumed
            ? text("Pictures: \(mode), cells assumed \(cell) pixels", "画像の表示: \(mode)、セルは \(cell) ピクセルと仮定")
            : text("Pictures: \(mode), \(cell)-pixel cells", "画像の表示: \(mode)、セル \(cell) ピクセル")
    }

    /// The key help's button.
    var close: String { text("Close", "閉じる") }

    // MARK: Detail

    /// The detail's field names.
    var tags: String { text("Tags", "タグ") }
    var user: String { text("User", "投稿者") }
    var size: String { text("Size", "サイズ") }
    var views: String { text("Views", "閲覧") }
    var downloads: String { text("Downloads", "ダウンロード") }
    var likes: String { text("Likes", "いいね") }
    /// The detail's image placeholder while it loads.
    var loadingImage: String { text("Loading the image…", "画像を読み込み中…") }
    /// The detail's image placeholder without an image.
    var noImage: String { text("No image", "画像なし") }
    /// The detail's title before an image is shown.
    var detailTitle: String { text("Image", "画像") }
    /// The detail's key hints.
    var detailHints: [(key: String, action: String)] {
        [("o", text("open the page", "ページを開く")), ("Esc", text("back", "戻る")), ("q", text("quit", "終了"))]
    }
    /// The action sheet's title.
    var pageActionsTitle: String { text("This image's page", "この画像のページ") }
    /// The action sheet's "open in browser".
    var openInBrowser: String { text("Open in browser", "ブラウザーで開く") }
    /// The action sheet's cancel.
    var cancel: String { text("Cancel", "キャンセル") }
}
