/// One step of a change set applied in sequence (see ``ChangeSet/steps()``).
///
/// Unlike ``ChangeSet``'s batch conventions, every index of a step refers to the array **as it
/// is when the step runs**, after all the previous steps — the way a plain array or a sink that
/// updates at once sees it. Values come from the new array, named by their index there.
public enum ChangeStep: Hashable, Sendable {
    /// Remove the element at `at`.
    case delete(at: Int)
    /// Insert, at `at`, the element at `newIndex` of the new array.
    case insert(at: Int, newIndex: Int)
    /// Replace the element at `at` by the element at `newIndex` of the new array.
    case update(at: Int, newIndex: Int)
    /// Remove the element at `from`, then insert it at `to` (an index of the shortened array,
    /// as `Array.insert(_:at:)` after `remove(at:)`).
    case move(from: Int, to: Int)
}
