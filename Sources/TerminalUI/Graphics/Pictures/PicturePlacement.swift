/// Where a frame shows a picture: the screen cell of its top-left corner, and the part of its
/// cells that the views' clipping leaves visible. Values only.
///
/// Which of those cells text hides is not stored here: it is read from the frame's cells
/// (those still naming the picture show it).
public struct PicturePlacement: Hashable, Sendable {
    /// The picture.
    public let picture: TerminalPicture
    /// The screen cell of the picture's top-left corner (it may lie off screen when clipped).
    public let origin: Point
    /// The part of the picture's cells inside the clipping of the view that drew it, in screen
    /// coordinates.
    public let visibleArea: Rect

    /// The picture's whole rectangle of cells on the screen.
    public var frame: Rect { Rect(origin: origin, size: picture.cells) }

    public static func == (left: PicturePlacement, right: PicturePlacement) -> Bool {
        left.picture.id == right.picture.id && left.origin == right.origin && left.visibleArea == right.visibleArea
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(picture.id)
        hasher.combine(origin)
        hasher.combine(visibleArea)
    }
}
