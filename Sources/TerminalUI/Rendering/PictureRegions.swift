/// The parts of a placed picture that a frame shows: its cells inside the clipping that still
/// name it (text drawn over it hides the rest), as few rectangles as rows allow. Pure; any
/// thread.
enum PictureRegions {
    /// The visible rectangles of `placement` in `buffer`, in screen cells, top to bottom: runs
    /// of visible cells in a row, merged with the runs of the rows below that span the same
    /// columns.
    static func visibleRectangles(of placement: PicturePlacement, in buffer: ScreenBuffer) -> [Rect] {
        let area = placement.visibleArea
        let id = placement.picture.id
        var finished: [Rect] = []
        var open: [Rect] = []
        for y in area.minY..<area.maxY {
            var runs: [Range<Int>] = []
            var x = area.minX
            while x < area.maxX {
                guard buffer[x, y].pictureID == id else {
                    x += 1
                    continue
                }
                let start = x
                while x < area.maxX, buffer[x, y].pictureID == id { x += 1 }
                runs.append(start..<x)
            }
            var stillOpen: [Rect] = []
            for rect in open {
                if let index = runs.firstIndex(where: { $0 == rect.minX..<rect.maxX }) {
                    runs.remove(at: index)
                    stillOpen.append(Rect(origin: rect.origin, size: Size(width: rect.width, height: rect.height + 1)))
                } else {
                    finished.append(rect)
                }
            }
            stillOpen += runs.map { Rect(x: $0.lowerBound, y: y, width: $0.count, height: 1) }
            open = stillOpen
        }
        return (finished + open).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    /// Whether every cell of `placement`'s picture is visible in `buffer`.
    static func isWhole(_ placement: PicturePlacement, in buffer: ScreenBuffer) -> Bool {
        placement.visibleArea == placement.frame && cells(of: placement.visibleArea, in: buffer) { cell, _ in cell.pictureID == placement.picture.id }
    }

    /// Whether a cell showing `placement`'s picture in `next` showed something else in
    /// `previous` (text was drawn there, and now the picture shows again).
    static func visibleCellsChanged(of placement: PicturePlacement, from previous: ScreenBuffer, to next: ScreenBuffer) -> Bool {
        !cells(of: placement.visibleArea, in: next) { cell, point in
            cell.pictureID != placement.picture.id || cell == previous[point.x, point.y]
        }
    }

    /// The pixels of `placement`'s picture behind the screen cells `rect`.
    static func pixelRect(of rect: Rect, in placement: PicturePlacement) -> PixelRect {
        let cell = placement.picture.cellPixelSize
        return PixelRect(
            x: (rect.minX - placement.origin.x) * cell.width,
            y: (rect.minY - placement.origin.y) * cell.height,
            width: rect.width * cell.width,
            height: rect.height * cell.height
        )
    }

    private static func cells(of area: Rect, in buffer: ScreenBuffer, allSatisfy condition: (Cell, Point) -> Bool) -> Bool {
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !condition(buffer[x, y], Point(x: x, y: y)) {
                return false
            }
        }
        return true
    }
}
