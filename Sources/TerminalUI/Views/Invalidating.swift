/// A property of a view that asks for a redraw (or a new layout) when it changes to a
/// different value — the declarative form of `didSet { if value != oldValue { setNeedsDisplay() } }`:
///
/// ```swift
/// @Invalidating(.display) public var style: Style = .plain
/// @Invalidating(.size) public var text: String = ""
/// ```
///
/// Only for stored properties of `View` subclasses (the wrapper reaches the view through
/// Swift's enclosing-instance subscript); main actor only, like the views. Setting the same
/// value again costs nothing.
@propertyWrapper
public struct Invalidating<Value: Equatable> {
    private var value: Value
    private let invalidation: Invalidation

    /// A property starting at `wrappedValue` that makes `invalidation` due on change.
    public init(wrappedValue: Value, _ invalidation: Invalidation) {
        value = wrappedValue
        self.invalidation = invalidation
    }

    /// Never used: the compiler goes through the enclosing-instance subscript below for
    /// properties of classes, and this stub only exists because a property wrapper must
    /// declare `wrappedValue`. Marked unavailable so that no other use compiles.
    @available(*, unavailable, message: "@Invalidating is only for properties of views")
    public var wrappedValue: Value {
        get { fatalError("@Invalidating is only for properties of views") }
        set { fatalError("@Invalidating is only for properties of views") }
    }

    /// Reads and writes the property of `view`; a different value makes the invalidation due.
    @MainActor
    public static subscript<Owner: View>(
        _enclosingInstance view: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        get { view[keyPath: storageKeyPath].value }
        set {
            guard view[keyPath: storageKeyPath].value != newValue else { return }
            view[keyPath: storageKeyPath].value = newValue
            switch view[keyPath: storageKeyPath].invalidation {
            case .display:
                view.setNeedsDisplay()
            case .size:
                view.invalidatePreferredSize()
            case .layout:
                view.setNeedsLayout()
                view.invalidatePreferredSize()
            }
        }
    }
}
