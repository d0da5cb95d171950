import ImageCodec

/// How `imagesearch` says it draws pictures, read from its log line `… pictures
/// graphics=sixel, 6×13-pixel cells terminal=XTerm(379)` (`kitty graphics, 9×20-pixel cells`,
/// `half blocks`, `sixel, cells assumed 10×20 pixels`). A plain value.
struct LoggedGraphics: CustomStringConvertible {
    /// The mode's name: `kitty graphics`, `sixel`, `iTerm2 images`, `half blocks`, possibly
    /// followed by ` through tmux`.
    let mode: String
    /// The cell size the app measured; nil in half blocks or when it assumed one.
    let cellSize: ImageSize?
    /// The whole line, for messages.
    let line: String

    /// The graphics a log line states; nil for other lines.
    init?(logLine: String) {
        guard let start = logLine.range(of: "pictures graphics=") else { return nil }
        let graphics = logLine[start.upperBound...].components(separatedBy: " terminal=")[0]
        mode = graphics.components(separatedBy: ",")[0]
        let numbers = graphics.firstMatch(of: /, (\d+)×(\d+)-pixel cells/)
        cellSize = numbers.flatMap { match in Int(match.1).flatMap { width in Int(match.2).map { ImageSize(width: width, height: $0) } } }
        line = logLine
    }

    /// The line.
    var description: String { line }
}
