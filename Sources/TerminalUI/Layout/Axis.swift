/// The direction a stack lines its children up in. Values only.
public enum Axis: Hashable, Sendable {
    /// Top to bottom: children share the rows.
    case vertical
    /// Left to right: children share the columns.
    case horizontal

    /// The extent of `size` along this axis.
    func length(of size: Size) -> Int {
        self == .vertical ? size.height : size.width
    }

    /// The extent of `size` across this axis.
    func crossLength(of size: Size) -> Int {
        self == .vertical ? size.width : size.height
    }

    /// A size of `length` along this axis and `crossLength` across it.
    func size(length: Int, crossLength: Int) -> Size {
        self == .vertical ? Size(width: crossLength, height: length) : Size(width: length, height: crossLength)
    }

    /// A point at `offset` along this axis and `crossOffset` across it.
    func point(offset: Int, crossOffset: Int) -> Point {
        self == .vertical ? Point(x: crossOffset, y: offset) : Point(x: offset, y: crossOffset)
    }
}
