/// Mutable state of one operator instance — one derived signal or one producer run.
///
/// Safety of `@unchecked Sendable`: an operator creates the box inside its `Transformation` and
/// touches it only from the observer that the transformation returns. That observer receives
/// events serially (a signal delivers inside its `DeliveryContext`, one owner at a time with
/// acquire/release ordering between owners; serial producers send one event at a time), so the
/// box is never accessed by two threads at once and each access sees the previous one.
///
/// For the same reason `value` opts out of Swift's dynamic exclusivity checks, which would
/// otherwise cost a runtime call on every access, that is on every event: the accesses are
/// serial, and none of them calls out while another is in progress.
@usableFromInline
final class SerialState<State>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var value: State

    @inlinable
    init(_ value: State) {
        self.value = value
    }
}
