#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppSupport

extension ImageSaveError: CustomStringConvertible {
    /// What went wrong and what the user can do, in `language`; it always says that the picture
    /// was not saved.
    public func description(in language: AppLanguage) -> String {
        language.text(english: "The picture was not saved: ", japanese: "画像を保存できませんでした。") + reason(in: language)
    }

    /// The description in English, for logs.
    public var description: String {
        description(in: .english)
    }

    private func reason(in language: AppLanguage) -> String {
        switch self {
        case .noPicturesFolder:
            language.text(
                english: "there is no pictures folder to put it in (HOME is not set).",
                japanese: "保存先のピクチャフォルダーがありません（HOME が設定されていません）。")
        case let .file(error, folder):
            Self.fileReason(error, folder: folder, in: language)
        case let .httpStatus(status) where status >= 500:
            language.text(
                english: "the server failed to send it (HTTP \(status)). Try again in a few minutes.",
                japanese: "サーバー側で問題が発生しました（HTTP \(status)）。数分後にもう一度お試しください。")
        case let .httpStatus(status):
            language.text(
                english: "the server would not send it (HTTP \(status)).",
                japanese: "サーバーが画像を送りませんでした（HTTP \(status)）。")
        case let .timedOut(seconds):
            language.text(
                english: "the server sent nothing for \(seconds) seconds. Check the network connection, then try again.",
                japanese: "サーバーから \(seconds) 秒間データが届きませんでした。ネットワーク接続を確認して、もう一度お試しください。")
        case let .download(error):
            error.description(in: language)
        case .notAPicture:
            language.text(
                english: "the server sent something that is not a picture.",
                japanese: "サーバーから届いたデータは画像ではありませんでした。")
        case let .tooLarge(limit):
            language.text(
                english: "it is larger than \(limit >> 20) MB, the most a save takes.",
                japanese: "保存できる大きさ（\(limit >> 20) MB）を超えています。")
        }
    }

    /// The reason a file operation in `folder` failed with `error`.
    private static func fileReason(_ error: FileSystemError, folder: String, in language: AppLanguage) -> String {
        switch error.code {
        case ENOENT:
            language.text(
                english: "the folder \(folder) does not exist, and neither does the folder it would be made in.",
                japanese: "フォルダー \(folder) も、それを作る場所のフォルダーもありません。")
        case ENOTDIR:
            language.text(english: "\(folder) is not a folder.", japanese: "\(folder) はフォルダーではありません。")
        case EACCES, EPERM:
            language.text(
                english: "you may not write in \(folder) (permission denied).",
                japanese: "\(folder) に書き込む権限がありません。")
        case EROFS:
            language.text(
                english: "\(folder) is on a disk that can only be read.",
                japanese: "\(folder) は読み取り専用のディスクにあります。")
        case ENOSPC, EDQUOT:
            language.text(
                english: "the disk holding \(folder) is full. Free some space, then try again.",
                japanese: "\(folder) のディスクがいっぱいです。空き容量を増やしてから、もう一度お試しください。")
        default:
            language.text(
                english: "writing in \(folder) failed (\(error)).",
                japanese: "\(folder) への書き込みに失敗しました（\(error)）。")
        }
    }
}
