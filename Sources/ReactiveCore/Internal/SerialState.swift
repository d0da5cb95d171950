/// Mutable state of one operator instance — one derived signal or one producer run.
///
/// Safety of `@unchecked Sendable`: an operator creates the box inside its `Transformation` and
/// touches it only from the observer that the transformation returns. That observer receives
/// events serially (a signal delivers inside its `DeliveryContext`, one owner at a time with
/// acquire/release ordering between owners; serial producers send one event at a time), so the
/// box is never accessed by two threads at once and each access sees the previous one.
@usableFromInline
final class SerialState<State>: @unchecked Sendable {
    @usableFromInline var value: State

    @inlinable
    init(_ value: State) {
        self.value = value
    }
}
