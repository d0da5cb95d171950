/// An opaque 8-bit sRGB colour, used as the background that transparency is composited onto.
///
/// A plain value; safe to share between threads.
public struct RGBColor: Sendable, Hashable {
    /// Red intensity, 0...255.
    public var red: UInt8
    /// Green intensity, 0...255.
    public var green: UInt8
    /// Blue intensity, 0...255.
    public var blue: UInt8

    /// Creates a colour from its three intensities.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure white, the usual page background.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    /// Pure black.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
}
