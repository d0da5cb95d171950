import TerminalUI
import WeatherViewModel

/// The figures of a city's detail screen, one per line: the names lined up on the left (dim),
/// the values beside them, cut with "…" when the screen is too narrow. As tall as its fields.
/// Main actor only, like every view.
@MainActor
final class DetailFieldsView: View {
    /// Columns between the names and the values.
    static let gap = 2

    /// What it shows.
    @Invalidating(.size) var fields: [CityDetailField] = []

    /// The proposed width, one line per field.
    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(fields.count, proposal.height))
    }

    /// Draws the fields one column in from the left edge.
    override func draw(in canvas: inout Canvas) {
        let labelWidth = fields.map { CityRowColumns.width(of: $0.label) }.max() ?? 0
        let valueStart = 1 + labelWidth + Self.gap
        for (line, field) in fields.enumerated() where line < canvas.size.height {
            canvas.write(TextLayout.truncate(field.label, toWidth: labelWidth), at: Point(x: 1, y: line), style: Style(attributes: .dim))
            canvas.write(TextLayout.truncate(field.value, toWidth: max(0, canvas.size.width - valueStart - 1)), at: Point(x: valueStart, y: line))
        }
    }
}
