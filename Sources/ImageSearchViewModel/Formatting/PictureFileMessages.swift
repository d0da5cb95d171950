import AppSupport
import ImageSearchModel

/// What the user reads after opening a saved picture or copying its path — from the detail screen
/// or the saved pictures' list alike.
///
/// A plain value; safe to share between threads.
struct PictureFileMessages: Sendable {
    /// The language of the messages.
    let language: AppLanguage

    /// After asking the desktop to open the picture at `path`, which ended in `outcome`.
    func opened(_ outcome: ExternalAppOutcome, path: String) -> String {
        switch outcome {
        case .opened:
            language.text(english: "Opened the picture with the desktop's program for it.", japanese: "画像をデスクトップの既定のプログラムで開きました。")
        case .noOpener:
            language.text(
                english: "No program to show pictures could be started here. The picture is at \(path)",
                japanese: "ここでは画像を表示するプログラムを起動できません。画像の場所: \(path)")
        case .failed:
            language.text(english: "The picture could not be opened. It is at \(path)", japanese: "画像を開けませんでした。画像の場所: \(path)")
        }
    }

    /// After copying the path `path` to the clipboard; `copied` is false when there was none.
    func copied(_ copied: Bool, path: String) -> String {
        copied
            ? language.text(
                english: "Copied the picture's path to the clipboard: \(path) (if it is not there, allow this terminal to use the clipboard — OSC 52).",
                japanese: "画像のパスをクリップボードにコピーしました: \(path)（届かない場合は、端末のクリップボード利用（OSC 52）を許可してください）。")
            : language.text(
                english: "There is no clipboard to copy to here. The picture is at \(path)",
                japanese: "ここにはコピー先のクリップボードがありません。画像の場所: \(path)")
    }
}
