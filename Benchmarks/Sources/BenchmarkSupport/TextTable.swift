/// Lays out the benchmarks' report tables as text. Pure; usable from any thread.
public enum TextTable {
    /// `rows` as lines of columns two spaces apart, each as wide as its widest cell: the first
    /// column left-aligned, the others right-aligned. Every row must have as many cells as the first.
    public static func aligned(_ rows: [[String]]) -> String {
        guard let first = rows.first else { return "" }
        let widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return column == 0 ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
