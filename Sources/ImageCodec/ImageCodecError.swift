/// Why an image could not be decoded, encoded or read. Every failure of this library is one of
/// these; nothing in it traps or exits on bad input.
///
/// The message is written for people (logs, HTTP error bodies) and never contains bytes of the
/// input. A plain value; safe to share between threads.
public struct ImageCodecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broad category, for deciding what to do about the failure.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// The bytes are not a JPEG or PNG (or are empty).
        case notAnImage
        /// A valid image using a feature this library does not handle (e.g. 12-bit JPEG).
        case unsupported
        /// The data stops before the image is complete (an interrupted download or copy).
        case truncated
        /// The data is damaged or not a valid file of its format.
        case corrupt
        /// The input or the declared image exceeds the ``DecodingLimits``, or memory ran out.
        case tooLarge
        /// A file could not be read.
        case io
    }

    /// The category of the failure.
    public let kind: Kind
    /// A human-readable explanation that says what was wrong and, where possible, what to do.
    public let message: String

    /// Creates an error; the library's own failures all come from here.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
