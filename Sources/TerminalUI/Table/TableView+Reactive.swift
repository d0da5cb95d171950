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
    /// page, and again once rows were removed or reloaded (a new search's first page has as many
    /// rows as the last one's). Completes when the table goes away. Delivered on the main actor.
    ///
    /// A request refused when this fires (a refresh still running) is not asked again while the
    /// count stays the same: a list that must load whenever the user is near its end follows
    /// ``lastShownRow`` instead.
    public var reachedLastRow: Signal<Int, Never> {
        base.lastRowPipe.output
    }

    /// Sends how far down the user sees — the last row on screen or the selected row, whichever
    /// is further; nil when there are no rows — with each layout after which it differs from
    /// the last value sent. Completes when the table goes away. Delivered on the main actor.
    public var lastShownRow: Signal<Int?, Never> {
        base.lastShownRowPipe.output
    }
}
