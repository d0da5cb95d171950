/// The selected row of a list and the number of rows, as a status line shows them
/// ("12/500": row 12 of 500, counted from 1). Values only.
struct ListPosition: Equatable {
    /// The selected row, from 1.
    let row: Int
    /// The rows the list has.
    let count: Int
}
