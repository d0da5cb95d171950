import ImageCodec

/// What one terminal answered to the start-up probe. Values only.
public struct TerminalAnswers: Hashable, Sendable {
    /// Whether it answered the kitty graphics query with `OK`.
    public var hasKittyGraphics = false
    /// Its primary device attributes (DA1) without the leading conformance level; nil when it
    /// did not answer.
    public var features: [Int]?
    /// Its name and version from XTVERSION, e.g. `kitty(0.26.5)` or `XTerm(379)`.
    public var version: String?
    /// The size of a cell in pixels, answered to `CSI 16 t`.
    public var cellPixelSize: ImageSize?
    /// The size of the text area in pixels, answered to `CSI 14 t`.
    public var textAreaPixelSize: ImageSize?
    /// The background colour, answered to `OSC 11 ; ?`.
    public var backgroundColor: RGBColor?

    /// Answers nobody gave yet.
    public init() {}

    /// Whether it answered the device attributes query (the probe's last question).
    public var answeredDeviceAttributes: Bool { features != nil }

    /// Whether its device attributes list sixel graphics (feature 4).
    public var hasSixel: Bool { features?.contains(4) ?? false }

    /// Takes in one reply. The first answer to each question counts; a repeated one is ignored.
    mutating func record(_ reply: TerminalReply) {
        switch reply {
        case .deviceAttributes(let parameters):
            if features == nil { features = Array(parameters.dropFirst()) }
        case .terminalVersion(let text):
            if version == nil { version = text }
        case .kittyGraphics(let imageID, let message):
            if imageID == TerminalProbe.queryImageID, message == "OK" { hasKittyGraphics = true }
        case .cellPixelSize(let size):
            if cellPixelSize == nil { cellPixelSize = size }
        case .textAreaPixelSize(let size):
            if textAreaPixelSize == nil { textAreaPixelSize = size }
        case .backgroundColor(let color):
            if backgroundColor == nil { backgroundColor = color }
        }
    }
}
