/// A type that is an `Optional`, for constraining generic code on streams of optionals
/// (`skipNil()`, bindings of optional targets).
///
/// Only `Optional` conforms.
public protocol OptionalProtocol<Wrapped>: ExpressibleByNilLiteral {
    /// The type of the value inside.
    associatedtype Wrapped

    /// The optional that holds `value`.
    init(reconstructing value: Wrapped?)

    /// The receiver as an `Optional`.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// The optional itself.
    @inlinable
    public var optional: Wrapped? { self }

    /// `value` itself.
    @inlinable
    public init(reconstructing value: Wrapped?) {
        self = value
    }
}
