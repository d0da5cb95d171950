/// Why a picture was not saved. Whatever the reason, nothing is left behind: no partial file,
/// no empty file under the picture's name. Every case has a description in English and Japanese
/// (`description(in:)`).
public enum ImageSaveError: Error, Sendable, Hashable {
    /// No pictures folder is known (`HOME` is not set).
    case noPicturesFolder
    /// Writing in `folder` failed — the folder is missing and cannot be made, is a file, may
    /// not be written in, is read-only, or its disk is full (the error number says which).
    case file(FileSystemError, folder: String)
    /// The server answered the download with an HTTP error `statusCode`.
    case httpStatus(Int)
    /// Nothing arrived for the timeout: before the answer or in the middle of the picture.
    case timedOut(seconds: Int)
    /// The download failed otherwise (no connection, the connection lost).
    case download(NetworkError)
    /// What the server sent is not a JPEG, PNG, GIF or WebP picture.
    case notAPicture
    /// The picture is larger than the most a save takes, `limit` bytes.
    case tooLarge(limit: Int)
}
