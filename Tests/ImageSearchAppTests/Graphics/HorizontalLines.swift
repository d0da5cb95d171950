import ImageCodec

/// The thin horizontal lines of a screenshot — a dialog frame's top and bottom edges (`╭───╮`,
/// `╰───╯`) — found as runs of pixels that differ from the background, long enough and at most
/// a few pixels thick, so that text (gaps between glyphs) and reversed rows (a whole cell high)
/// never count. A plain value.
struct HorizontalLines {
    /// Each line: the pixel row of its top, and the columns it spans.
    let lines: [(y: Int, x: Range<Int>)]

    /// The lines in `screenshot` of at least `minimumLength` pixels and at most `maximumThickness`
    /// pixel rows, whose every pixel differs from `background` (RGB) by more than 96 on the sum
    /// of its channels.
    init(in screenshot: Image, background: [UInt8], minimumLength: Int, maximumThickness: Int = 3) {
        let channels = screenshot.pixelFormat.bytesPerPixel
        func longestRun(inRow y: Int) -> Range<Int>? {
            var best: Range<Int>?
            var start: Int?
            for x in 0...screenshot.width {
                let differs = x < screenshot.width && (0..<3).reduce(0) { sum, channel in
                    sum + abs(Int(screenshot.pixels[(y * screenshot.width + x) * channels + channel]) - Int(background[channel]))
                } > 96
                if differs, start == nil { start = x }
                if !differs, let first = start {
                    if x - first > best?.count ?? 0 { best = first..<x }
                    start = nil
                }
            }
            return best.flatMap { $0.count >= minimumLength ? $0 : nil }
        }
        var lines: [(y: Int, x: Range<Int>)] = []
        var y = 0
        while y < screenshot.height {
            guard let run = longestRun(inRow: y) else {
                y += 1
                continue
            }
            var thickness = 1
            while y + thickness < screenshot.height, longestRun(inRow: y + thickness) != nil { thickness += 1 }
            if thickness <= maximumThickness { lines.append((y, run)) }
            y += thickness
        }
        self.lines = lines
    }
}
