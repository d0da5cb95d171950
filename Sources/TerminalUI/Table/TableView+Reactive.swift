import ReactiveCore

extension Reactive where Base: TableView {
    /// Sends the selected row each time it changes (nil when the table lost all its rows);
    /// completes when the table goes away. Delivered on the main actor.
    public var selectedRow: Signal<Int?, Never> {
        base.selectionPipe.output
    }

    /// Sends the row the user chose with Enter; completes when the table goes away. Delivered
    /// on the main actor.
    public var rowActivated: Signal<Int, Never> {
        base.activationPipe.output
    }

    /// Sends the number of rows when the selection or the visible rows reach the last
    /// `lastRowThreshold` rows — once per row count, so a load-more request is made once per
    /// page. Completes when the table goes away. Delivered on the main actor.
    public var reachedLastRow: Signal<Int, Never> {
        base.lastRowPipe.output
    }
}
