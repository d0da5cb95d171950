import ReactiveBindings
import ReactiveCore

extension ObservableArrayProtocol {
    /// Shows the array's elements as `tableView`'s rows, and every later change as row updates
    /// (`TableUpdating.apply`): unchanged rows keep their cells. `cellForRow` gets the element,
    /// its row and the table, and returns a configured cell — dequeue it from the table:
    ///
    /// ```swift
    /// table.register(TableViewCell.self, forReuseIdentifier: "name")
    /// names.bind(to: table) { name, row, table in
    ///     let cell = table.dequeueReusableCell(withIdentifier: "name", for: row)
    ///     cell.text = name
    ///     return cell
    /// }
    /// ```
    ///
    /// The binding becomes the table's data source (the table keeps it alive, replacing an
    /// earlier binding) and ends when the table goes away, when the array can change no more,
    /// or when the returned disposable is disposed. Changes are delivered on the main queue
    /// (`UIScheduler`): at once when made there, otherwise on a later turn.
    @MainActor
    @discardableResult
    public func bind(
        to tableView: TableView,
        cellForRow: @escaping @MainActor (Element, Int, TableView) -> TableViewCell
    ) -> Disposable? {
        let source = ArrayTableDataSource<Element>(cellForRow: cellForRow)
        tableView.arrayBinding.inner = nil
        tableView.boundDataSource = source
        tableView.dataSource = source
        let target = tableView.reactive.makeBindingTarget { (table: TableView, change: ArrayChange<Element>) in
            guard table.dataSource === source else { return }
            source.elements = change.elements
            table.apply(change.changeSet)
        }
        let disposable = target <~ producer
        tableView.arrayBinding.inner = disposable
        return disposable
    }
}
