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
    /// Beside the search words in the search bar: the active filters ("Filters: Illustrations ·
    /// Vertical").
    func filtersLabel(for summary: String) -> String {
        text("Filters: \(summary)", "絞り込み: \(summary)")
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
    /// The no-data view; `filtered` when filters narrowed the search.
    func noResults(for searchText: String, filtered: Bool) -> String {
        switch (searchText.isEmpty, filtered) {
        case (true, false):
            text("No images found. Press / to search.", "画像が見つかりませんでした。/ で検索できます。")
        case (true, true):
            text("No images pass these filters. Press f to change them.", "この絞り込みに合う画像はありません。f で絞り込みを変更できます。")
        case (false, false):
            text("No images match “\(searchText)”. Press / to search for something else.",
                 "「\(searchText)」に一致する画像はありません。/ を押して、別の言葉で検索してください。")
        case (false, true):
            text("No images match “\(searchText)” with these filters. Press f to change them, or / to search for something else.",
                 "この絞り込みで「\(searchText)」に一致する画像はありません。f で絞り込みを変更するか、/ で別の言葉を検索してください。")
        }
    }
    /// The retry view.
    var retry: String { text("The images could not be loaded. Press r to try again.", "画像を読み込めませんでした。r を押すと、もう一度試します。") }
    /// The error alert's title.
    var errorTitle: String { text("Something went wrong", "エラーが発生しました") }
    /// The error alert's button.
    var dismiss: String { text("Dismiss", "閉じる") }

    /// The list's key hints.
    var listHints: [(key: String, action: String)] {
        // Where the line is narrow the last hints go first: quitting and the key help outlast Enter.
        [("/", text("search", "検索")), ("f", text("filters", "絞り込み")), ("r", text("refresh", "更新")),
         ("?", text("keys", "キー")), ("q", text("quit", "終了")), ("Enter", text("open", "開く"))]
    }

    /// The key help's title, with the command's release.
    var keysTitle: String { TerminalKeysHelp.title(in: language, command: "imagesearch") }
    /// The key help, one key per line.
    var keysHelp: String {
        text("""
            ↑ ↓  k j     move
            PgUp PgDn    a screen up or down
            Home End     first or last image
            Enter        open the image
            /            search
            f            filters: type, colours, order…
            r            refresh, or retry
            Esc          back, or cancel
            q            quit
            """, """
            ↑ ↓  k j     移動
            PgUp PgDn    1 画面ずつ移動
            Home End     最初・最後の画像
            Enter        画像を開く
            /            検索
            f            絞り込み（種類・色・並び順など）
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
        [("s", text("save", "保存")), ("c", text("copy address", "アドレスをコピー")), ("o", text("open the page", "ページを開く")),
         ("?", text("keys", "キー")), ("Esc", text("back", "戻る")), ("q", text("quit", "終了"))]
    }
    /// The detail's key help, one key per line; `folder` is where pictures are saved, `note` why
    /// that is not the folder the user's settings name (on a line of its own after it).
    func detailKeysHelp(picturesFolder folder: String?, note: String? = nil) -> String {
        let place = folder ?? text("(no pictures folder: HOME is not set)", "（ピクチャフォルダーなし: HOME が未設定）")
        return text("""
            s            save the largest picture
            c            copy the page's address
            o  Enter     open the page in the browser
            Esc          cancel saving, or back
            q            quit
            \(TerminalKeysHelp.text(in: language, for: .pushed))

            Pictures are saved in \(place)\(note.map { "\n" + $0 } ?? "")
            """, """
            s            いちばん大きな画像を保存
            c            ページのアドレスをコピー
            o  Enter     ページをブラウザーで開く
            Esc          保存の取り消し・戻る
            q            終了
            \(TerminalKeysHelp.text(in: language, for: .pushed))

            画像の保存先: \(place)\(note.map { "\n" + $0 } ?? "")
            """)
    }
    /// The action sheet's title.
    var pageActionsTitle: String { text("This image's page", "この画像のページ") }
    /// The action sheet's "open in browser".
    var openInBrowser: String { text("Open in browser", "ブラウザーで開く") }
    /// The action sheet's cancel.
    var cancel: String { text("Cancel", "キャンセル") }

    // MARK: Filters

    /// The filter panel's buttons.
    var apply: String { text("Apply", "適用") }
    var reset: String { text("Reset", "リセット") }
    /// The filter panel's line naming its keys.
    var filterPanelHint: String {
        text("↑↓ field   ←→ change   Enter list   Esc cancel", "↑↓ 項目   ←→ 変更   Enter 一覧   Esc 取り消し")
    }
    /// The hint of a field's list of values.
    var choiceListHint: String {
        text("Space selects   Enter chooses   Esc cancels", "Space 選択   Enter 決定   Esc 取り消し")
    }
    /// What the panel shows with the draft filtering nothing.
    var noFilters: String { text("Every image, most popular first", "すべての画像を人気順に表示") }
}
