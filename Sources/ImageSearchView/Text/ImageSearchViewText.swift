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
         ("?", text("keys", "キー")), ("q", text("quit", "終了")), ("Enter", text("open", "開く")), ("p", text("saved pictures", "保存した画像"))]
    }

    /// The key help's title, with the command's release.
    var keysTitle: String { TerminalKeysHelp.title(in: language, command: "imagesearch") }
    /// The key help, one key per line.
    var keysHelp: String {
        text("""
            ↑ ↓  k j     move
            PgUp PgDn    a screenful; Home End: the ends
            Enter        open the image
            /            search (↑ ↓ in it: recent searches)
            f            filters: type, colours, order…
            r            refresh, or retry
            p            saved pictures
            Esc  q       back or cancel; quit
            """, """
            ↑ ↓  k j     移動
            PgUp PgDn    1 画面ずつ・Home End で両端
            Enter        画像を開く
            /            検索（↑ ↓ で最近の検索）
            f            絞り込み（種類・色・並び順など）
            r            更新・再試行
            p            保存した画像
            Esc  q       戻る・取り消し／終了
            """)
    }

    /// "Pictures are saved in /home/me/Pictures", and on a line of its own `note`, why there
    /// (the user's setting could not be used).
    func picturesFolderLines(folder: String?, note: String?) -> String {
        let place = folder ?? text("(no pictures folder: HOME is not set)", "（ピクチャフォルダーなし: HOME が未設定）")
        return text("Pictures are saved in \(place)", "画像の保存先: \(place)") + (note.map { "\n" + $0 } ?? "")
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
    /// The detail's size line: the original's size, and the largest offered when it is not that
    /// ("1080 x 1920 (largest offered: 720 x 1280)").
    func sizeText(_ size: String, largestOffered: String?) -> String {
        guard let largestOffered else { return size }
        return text("\(size) (largest offered: \(largestOffered))", "\(size)（提供される最大: \(largestOffered)）")
    }
    /// The detail's key hints: for the page, or — once a picture was saved — for the picture.
    func detailHints(pictureSaved: Bool) -> [(key: String, action: String)] {
        let start = pictureSaved
            ? [("o", text("open the picture", "画像を開く")), ("c", text("copy its path", "パスをコピー")), ("Enter", text("the page", "ページ"))]
            : [("s", text("save", "保存")), ("S", text("size", "サイズ")), ("c", text("copy address", "アドレスをコピー")), ("o", text("open the page", "ページを開く"))]
        return start + [("?", text("keys", "キー")), ("Esc", text("back", "戻る")), ("q", text("quit", "終了"))]
    }
    /// The detail's key help, one key per line; `folder` is where pictures are saved, `note` why
    /// that is not the folder the user's settings name (on a line of its own after it).
    func detailKeysHelp(picturesFolder folder: String?, note: String? = nil) -> String {
        text("""
            s            save the largest picture
            S            choose the size to save
            c            copy the page's address
            o  Enter     open the page in the browser
                         after a save: o opens the picture,
                         c copies its path
            Esc          cancel saving, or back
            q            quit
            """, """
            s            いちばん大きな画像を保存
            S            保存するサイズを選ぶ
            c            ページのアドレスをコピー
            o  Enter     ページをブラウザーで開く
                         保存のあと: o で画像を開き、
                         c でパスをコピー
            Esc          保存の取り消し・戻る
            q            終了
            """) + "\n" + TerminalKeysHelp.text(in: language, for: .pushed) + "\n\n" + picturesFolderLines(folder: folder, note: note)
    }
    /// The size list's title.
    var saveSizeTitle: String { text("Save which size?", "保存するサイズ") }
    /// The size list's hint.
    var saveSizeHint: String { text("Enter saves   Esc cancels", "Enter で保存   Esc で取り消し") }
    /// The action sheet's title.
    var pageActionsTitle: String { text("This image's page", "この画像のページ") }
    /// The action sheet's "open in browser".
    var openInBrowser: String { text("Open in browser", "ブラウザーで開く") }
    /// The action sheet's "copy the page's address".
    var copyPageAddress: String { text("Copy the page's address", "ページのアドレスをコピー") }
    /// The action sheet's "open the saved picture", once one was saved.
    var openSavedPicture: String { text("Open the saved picture", "保存した画像を開く") }
    /// The action sheet's "copy the picture's path", once one was saved.
    var copyPicturePath: String { text("Copy the picture's path", "画像のパスをコピー") }
    /// The action sheet's cancel.
    var cancel: String { text("Cancel", "キャンセル") }

    // MARK: Saved pictures

    /// The saved pictures' key hints.
    var savedPicturesHints: [(key: String, action: String)] {
        [("Enter", text("open", "開く")), ("c", text("copy path", "パスをコピー")), ("r", text("reload", "再読み込み")),
         ("?", text("keys", "キー")), ("Esc", text("back", "戻る")), ("q", text("quit", "終了"))]
    }
    /// The saved pictures' key help.
    var savedPicturesKeysHelp: String {
        text("""
            ↑ ↓  k j     move
            Enter  o     open the picture with the desktop's program
            c            copy its path
            r            read the folder again
            Esc          back
            q            quit
            Pictures saved from Image Search are named after the image's id
            and tags (4391825-mountain-lake.jpg); other files are not listed.
            """, """
            ↑ ↓  k j     移動
            Enter  o     画像をデスクトップのプログラムで開く
            c            パスをコピー
            r            フォルダーを読み直す
            Esc          戻る
            q            終了
            Image Search で保存した画像は、画像の ID とタグの名前
            （4391825-mountain-lake.jpg）です。ほかのファイルは表示しません。
            """) + "\n" + TerminalKeysHelp.text(in: language, for: .list)
    }
    /// Beside the indicator while the folder is read.
    var readingFolder: String { text("Reading the folder…", "フォルダーを読み込み中…") }

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
