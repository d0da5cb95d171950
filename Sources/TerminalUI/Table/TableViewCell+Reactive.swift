import ReactiveCore

extension Reactive where Base: TableViewCell {
    /// Sends a value each time the cell leaves its row for the reuse pool (before
    /// `prepareForReuse()` runs) and completes when the cell goes away. Bind per-row work with
    /// `producer.take(until: cell.reactive.prepareForReuse)` so that it stops when the cell is
    /// reused. Delivered on the main actor.
    public var prepareForReuse: Signal<Void, Never> {
        base.reusePipe.output
    }
}
