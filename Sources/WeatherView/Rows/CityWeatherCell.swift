import TerminalUI
import WeatherViewModel

/// The row of one city: its name on the left, and on the right, lined up with the other rows,
/// the weather group (bold), the temperature (right-aligned) and the description (dim). When the
/// row is narrow the description is shortened, then left out, before the name is cut with "…".
/// Main actor only, like every view.
@MainActor
final class CityWeatherCell: TableViewCell {
    /// Columns between two texts.
    static let gap = 2
    /// The fewest columns a description is shown in; with fewer it is left out.
    static let shortestDescription = 8

    /// What the row shows; nil draws nothing.
    var row: CityRow? {
        didSet { if row != oldValue { setNeedsDisplay() } }
    }

    /// The columns shared by every row of the list.
    var columns = CityRowColumns() {
        didSet { if columns != oldValue { setNeedsDisplay() } }
    }

    /// Draws the texts one column in from both edges.
    override func draw(in canvas: inout Canvas) {
        guard let row else { return }
        let width = canvas.size.width - 2
        let gap = Self.gap
        let fixed = columns.weather + gap + columns.temperature
        let room = min(columns.weatherDescription, width - columns.name - gap - fixed - gap)
        let descriptionRoom = room >= min(columns.weatherDescription, Self.shortestDescription) ? room : 0
        let blockStart = max(0, width - fixed - (descriptionRoom > 0 ? gap + descriptionRoom : 0))
        canvas.write(TextLayout.truncate(row.name, toWidth: blockStart - gap), at: Point(x: 1, y: 0))
        var x = 1 + blockStart
        canvas.write(TextLayout.truncate(row.weather, toWidth: columns.weather), at: Point(x: x, y: 0), style: Style(attributes: .bold))
        x += columns.weather + gap
        let temperatureWidth = CityRowColumns.width(of: row.temperature)
        canvas.write(row.temperature, at: Point(x: x + columns.temperature - temperatureWidth, y: 0))
        x += columns.temperature + gap
        if descriptionRoom > 0 {
            canvas.write(TextLayout.truncate(row.weatherDescription, toWidth: descriptionRoom), at: Point(x: x, y: 0), style: Style(attributes: .dim))
        }
    }
}
