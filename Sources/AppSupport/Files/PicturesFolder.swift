import Foundation

/// The user's pictures folder, as ``XDGDirectories/picturesFolder(environment:)`` finds it, and
/// why it is not the folder `user-dirs.dirs` names when that setting cannot be used. A value.
public struct PicturesFolder: Sendable, Hashable {
    /// Where pictures go.
    public let url: URL
    /// Why ``url`` is the default folder although `XDG_PICTURES_DIR` is set; nil when the
    /// setting was used or there was none.
    public let fallback: PicturesFolderFallback?

    /// The folder at `url`, the default one because of `fallback` if any.
    public init(url: URL, fallback: PicturesFolderFallback? = nil) {
        self.url = url
        self.fallback = fallback
    }
}
