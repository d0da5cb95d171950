import Foundation

/// What a save reports as it goes (see ``ImageSaving``).
public enum ImageSaveEvent: Sendable, Hashable {
    /// More of the picture was written.
    case progress(ImageSaveProgress)
    /// The picture is saved, whole, at this path; the last event before completion.
    case saved(path: String)
}
