#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, said so that the user knows what to change — the
/// path is a folder, its folder does not exist, permission is denied… — in English or Japanese.
/// A value.
public struct FileError: Error, Hashable, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// The `errno` of the call that failed (`EFBIG` for a file larger than the reader takes).
    public let code: Int32

    /// An error for `path`, from the `errno` of the failed call.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// What is wrong with the path, in a few words: "it is a folder", "no such folder"….
    public func reason(in language: AppLanguage) -> String {
        switch code {
        case EISDIR: language.text(english: "it is a folder", japanese: "フォルダーです")
        case ENOENT: language.text(english: "no such folder", japanese: "フォルダーがありません")
        case ENOTDIR: language.text(english: "part of the path is not a folder", japanese: "パスの途中がフォルダーではありません")
        case EACCES, EPERM: language.text(english: "permission denied", japanese: "権限がありません")
        case EROFS: language.text(english: "the file system is read-only", japanese: "読み取り専用のファイルシステムです")
        case ENOSPC: language.text(english: "no space left on the device", japanese: "デバイスに空きがありません")
        case EFBIG: language.text(english: "it is too large", japanese: "大きすぎます")
        default: String(cString: strerror(code))
        }
    }

    /// "PATH: REASON", in English.
    public var description: String {
        "\(path): \(reason(in: .english))"
    }
}
