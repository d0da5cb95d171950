/// One kitty placement the renderer has on the screen: which part of which picture, where.
/// Values only.
struct KittyPlacement: Hashable, Sendable {
    /// The picture's id (the kitty image id).
    var imageID: UInt32
    /// The placement's id among those of the image.
    var placementID: UInt32
    /// The screen cell of the placement's top-left corner.
    var origin: Point
    /// The picture's pixels shown.
    var source: PixelRect
}
