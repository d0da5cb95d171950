import Foundation

/// The file operations saving a picture takes — the seam where the model meets the disk, and
/// where tests put a disk that fills up or refuses.
///
/// Threading: every method may be called from any thread; calls about one ``PartialFile`` come
/// one at a time.
public protocol PictureFileSystem: Sendable {
    /// Makes the folder at `path` unless it exists; its parent folder must exist (a missing
    /// parent fails with `ENOENT`). Fails with `ENOTDIR` when `path` is a file.
    func makeFolder(at path: String) throws(FileSystemError)

    /// Removes partial files that earlier runs left in the folder at `path` (a run that was killed
    /// while saving), leaving those another running save is writing.
    func removeAbandonedPartialFiles(in path: String)

    /// Creates a new, empty, hidden file in the folder at `path`, under a name no other file has.
    func createPartialFile(in path: String) throws(FileSystemError) -> PartialFile

    /// Appends `bytes` to `file`, all of them.
    func append(_ bytes: Data, to file: PartialFile) throws(FileSystemError)

    /// Makes `file`'s bytes durable and closes it.
    func finish(_ file: PartialFile) throws(FileSystemError)

    /// Gives the finished `file` the name `path`, unless a file or folder has that name already
    /// (then it returns false and changes nothing); nothing ever shows a half-written file under
    /// `path`.
    func publish(_ file: PartialFile, as path: String) throws(FileSystemError) -> Bool

    /// Closes `file` if it is still open and deletes it; never fails.
    func discard(_ file: PartialFile)

    /// Deletes `file`'s name but leaves it open — for a process about to exit while a write to it
    /// may be under way on another thread (closing it then could let that write reach another
    /// file opened under the same descriptor); never fails.
    func removeName(of file: PartialFile)
}
