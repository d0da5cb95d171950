#if canImport(Glibc)
import Glibc
#endif
import AppSupport
import ImageSearchModel
import Testing

@Suite("ImageSaveError descriptions")
struct ImageSaveErrorDescriptionTests {
    static let folder = "/home/me/Pictures"

    @Test("each says the picture was not saved and why, naming the folder where a file operation failed", arguments: [
        (ImageSaveError.noPicturesFolder, "there is no pictures folder to put it in (HOME is not set)."),
        (.file(FileSystemError(code: ENOENT), folder: folder), "the folder /home/me/Pictures does not exist, and neither does the folder it would be made in."),
        (.file(FileSystemError(code: ENOTDIR), folder: folder), "/home/me/Pictures is not a folder."),
        (.file(FileSystemError(code: EACCES), folder: folder), "you may not write in /home/me/Pictures (permission denied)."),
        (.file(FileSystemError(code: EROFS), folder: folder), "/home/me/Pictures is on a disk that can only be read."),
        (.file(FileSystemError(code: ENOSPC), folder: folder), "the disk holding /home/me/Pictures is full. Free some space, then try again."),
        (.httpStatus(404), "the server would not send it (HTTP 404)."),
        (.httpStatus(503), "the server failed to send it (HTTP 503). Try again in a few minutes."),
        (.timedOut(seconds: 15), "the server sent nothing for 15 seconds. Check the network connection, then try again."),
        (.notAPicture, "the server sent something that is not a picture."),
        (.tooLarge(limit: 256 << 20), "it is larger than 256 MB, the most a save takes."),
    ])
    func english(error: ImageSaveError, reason: String) {
        #expect(error.description(in: .english) == "The picture was not saved: " + reason)
        #expect(error.description == error.description(in: .english))
    }

    @Test("a network failure gives the network's own explanation")
    func network() {
        #expect(ImageSaveError.download(.connectionLost).description(in: .english)
            == "The picture was not saved: " + NetworkError.connectionLost.description(in: .english))
    }

    @Test("an unusual error names the system's reason")
    func otherErrno() {
        #expect(ImageSaveError.file(FileSystemError(code: EIO), folder: Self.folder).description(in: .english).contains("Input/output error"))
    }

    @Test("every case has a Japanese description of its own", arguments: [
        ImageSaveError.noPicturesFolder, .file(FileSystemError(code: ENOSPC), folder: folder), .file(FileSystemError(code: EACCES), folder: folder),
        .file(FileSystemError(code: ENOENT), folder: folder), .httpStatus(404), .httpStatus(500), .timedOut(seconds: 15), .notAPicture,
        .tooLarge(limit: 1 << 20), .download(.connectionLost),
    ])
    func japanese(error: ImageSaveError) {
        let text = error.description(in: .japanese)
        #expect(text.hasPrefix("画像を保存できませんでした。"))
        #expect(text != error.description(in: .english))
        #expect(!text.contains("The picture"))
    }
}
