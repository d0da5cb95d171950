import Foundation
import ImageCodec
@testable import TerminalUI

/// A terminal for the picture tests that shows pictures as real terminals do, so that what
/// TerminalUI writes can be turned back into pixels and compared with the pictures:
///
/// - text goes to a `TerminalEmulator`;
/// - kitty graphics (`ESC _ G … ESC \`): pictures transmitted in chunks (PNG, or raw RGB or
///   RGBA) are kept by id; placements show a part of one above the text at
///   the cursor, which does not move (`C=1`); deletes by id, placement, all; clearing the
///   whole screen (`CSI 2 J`) deletes every placement and frees every picture left without
///   one, as kitty 0.26 does (a picture sent before shows nothing when placed again), while
///   erasing from the cursor (`CSI J`) leaves pictures and placements alone, as kitty does;
/// - kitty's Unicode placeholders: a cell of U+10EEEE with a row and a column mark, in a
///   foreground colour naming a picture with a virtual placement (`U=1`), shows that cell of
///   the picture;
/// - tmux passthrough (`ESC P tmux ; … ESC \`, ESC doubled inside) is unwrapped, as tmux
///   forwards it to the terminal outside;
/// - sixel (`ESC P … q … ESC \`) and iTerm2 images (`ESC ] 1337 ; File=…`) are drawn into the
///   cells at the cursor; writing a cell or clearing the screen erases what was drawn there, as
///   xterm does.
///
/// Anything it does not understand, or that breaks a protocol's rules (a kitty chunk of more
/// than 4096 bytes, a placement of a picture never sent, an iTerm2 image not sized to its
/// cells), is recorded in `problems`.
struct PixelTerminal {
    private(set) var text: TerminalEmulator
    private(set) var cellPixelSize: ImageSize
    /// Problems found in the output; a test expects none.
    private(set) var problems: [String] = []
    /// The ids of the kitty pictures transmitted, in order (once per transmission).
    private(set) var transmissions: [UInt32] = []
    /// The kitty pictures kept by the terminal.
    private(set) var kittyImages: [UInt32: Image] = [:]
    /// How many frames were opened with synchronized output (`CSI ? 2026 h`), and whether one
    /// is open now.
    private(set) var synchronizedFrames = 0
    private var isInsideSynchronizedFrame = false

    private struct KittyPlacementKey: Hashable {
        let image: UInt32
        let placement: UInt32
    }

    private var kittyPlacements: [KittyPlacementKey: (origin: Point, source: PixelRect)] = [:]
    /// The pictures with a virtual placement, and the cells it spans.
    private(set) var virtualPlacements: [UInt32: Size] = [:]
    private var kittyPlacementOrder: [KittyPlacementKey] = []
    private var transmission: (keys: [String: String], payload: [UInt8])?
    /// What sixel and iTerm2 images drew into the cells: RGBA of the whole screen's pixels.
    private var cellPixels: [UInt8]

    init(size: Size, cellPixelSize: ImageSize) {
        text = TerminalEmulator(size: size)
        self.cellPixelSize = cellPixelSize
        cellPixels = [UInt8](repeating: 0, count: size.width * cellPixelSize.width * size.height * cellPixelSize.height * 4)
    }

    /// The terminal after its window was resized to `size` (or its font changed to cells of
    /// `cellPixelSize`): the screen is cleared (the application repaints it), kitty keeps the
    /// pictures it was sent.
    mutating func resize(to size: Size, cellPixelSize: ImageSize? = nil) {
        if let cellPixelSize { self.cellPixelSize = cellPixelSize }
        text = TerminalEmulator(size: size)
        cellPixels = [UInt8](repeating: 0, count: size.width * self.cellPixelSize.width * size.height * self.cellPixelSize.height * 4)
        kittyPlacements.removeAll()
        kittyPlacementOrder.removeAll()
    }

    private var pixelWidth: Int { text.screen.size.width * cellPixelSize.width }
    private var pixelHeight: Int { text.screen.size.height * cellPixelSize.height }

    // MARK: Input

    /// Interprets `bytes` as the terminal would.
    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        var textStart = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            let introducer = bytes[index + 1]
            if introducer == UInt8(ascii: "_") || introducer == UInt8(ascii: "P") || introducer == UInt8(ascii: "]") {
                feedText(bytes[textStart..<index])
                guard let end = Self.stringEnd(in: bytes, from: index + 2) else {
                    problems.append("unterminated control string")
                    return
                }
                controlString(introducer, Array(bytes[(index + 2)..<end.bodyEnd]))
                index = end.next
                textStart = index
            } else if let mode = Self.privateMode(in: bytes, at: index) {
                feedText(bytes[textStart..<index])
                privateMode(mode.parameters, set: mode.set)
                index = mode.next
                textStart = index
            } else {
                index += 1
            }
        }
        feedText(bytes[textStart..<bytes.count])
    }

    private mutating func feedText(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty else { return }
        text.feed(Array(bytes))
        let written = text.takeWrittenCells()
        if written.cleared {
            cellPixels = [UInt8](repeating: 0, count: cellPixels.count)
            kittyPlacements.removeAll()
            kittyPlacementOrder.removeAll()
            // kitty frees every picture no placement refers to any more; a virtual placement
            // (Unicode placeholders) is not on the screen, and keeps its picture.
            kittyImages = kittyImages.filter { virtualPlacements[$0.key] != nil }
        }
        for cell in written.cells { eraseCellPixels(at: cell) }
    }

    /// Where a control string starting at `start` ends: at ST (`ESC \`) or BEL.
    private static func stringEnd(in bytes: [UInt8], from start: Int) -> (bodyEnd: Int, next: Int)? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x07 { return (index, index + 1) }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return (index, index + 2) }
            // A doubled ESC is an ESC inside tmux's passthrough, not the end.
            index += bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == 0x1B ? 2 : 1
        }
        return nil
    }

    /// `CSI ? n h` or `CSI ? n l` at `index`.
    private static func privateMode(in bytes: [UInt8], at index: Int) -> (parameters: String, set: Bool, next: Int)? {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?") else { return nil }
        var end = index + 3
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "h") || bytes[end] == UInt8(ascii: "l") else { return nil }
        return (String(decoding: bytes[(index + 3)..<end], as: UTF8.self), bytes[end] == UInt8(ascii: "h"), end + 1)
    }

    private mutating func privateMode(_ parameters: String, set: Bool) {
        switch parameters {
        case "2026":
            if set {
                if isInsideSynchronizedFrame { problems.append("synchronized output opened twice") }
                synchronizedFrames += 1
            } else if !isInsideSynchronizedFrame {
                problems.append("synchronized output closed without being opened")
            }
            isInsideSynchronizedFrame = set
        case "8452":
            break
        default:
            problems.append("private mode \(parameters)")
        }
    }

    private mutating func controlString(_ introducer: UInt8, _ body: [UInt8]) {
        switch introducer {
        case UInt8(ascii: "_") where body.first == UInt8(ascii: "G"):
            kittyCommand(Array(body.dropFirst()))
        case UInt8(ascii: "P") where body.starts(with: Array("tmux;".utf8)):
            var unwrapped: [UInt8] = []
            var index = 5
            while index < body.count {
                if body[index] == 0x1B, index + 1 < body.count, body[index + 1] == 0x1B { index += 1 }
                unwrapped.append(body[index])
                index += 1
            }
            feed(unwrapped)
        case UInt8(ascii: "P"):
            sixel(body)
        case UInt8(ascii: "]"):
            iTermImage(body)
        default:
            problems.append("control string \(String(decoding: body.prefix(20), as: UTF8.self))")
        }
    }

    // MARK: kitty

    private mutating func kittyCommand(_ body: [UInt8]) {
        let parts = body.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
        let keys = Dictionary(String(decoding: parts[0], as: UTF8.self).split(separator: ",").map { pair -> (String, String) in
            let halves = pair.split(separator: "=", maxSplits: 1)
            return (String(halves[0]), halves.count > 1 ? String(halves[1]) : "")
        }, uniquingKeysWith: { $1 })
        let payload = parts.count > 1 ? Array(parts[1]) : []
        if payload.count > 4096 { problems.append("kitty chunk of \(payload.count) bytes") }
        if var open = transmission {
            open.payload += payload
            transmission = open
            if keys["m"] != "1" { finishTransmission() }
            return
        }
        switch keys["a"] ?? "t" {
        case "t", "T":
            transmission = (keys, payload)
            if keys["m"] != "1" { finishTransmission() }
        case "p" where keys["U"] == "1":
            guard let id = keys["i"].flatMap(UInt32.init), kittyImages[id] != nil else { return problems.append("virtual placement of a picture never sent") }
            virtualPlacements[id] = Size(width: keys["c"].flatMap(Int.init) ?? 0, height: keys["r"].flatMap(Int.init) ?? 0)
        case "p":
            place(keys)
        case "d":
            delete(keys)
        case "q":
            break
        default:
            problems.append("kitty action \(keys["a"] ?? "")")
        }
    }

    private mutating func finishTransmission() {
        guard let (keys, payload) = transmission else { return }
        transmission = nil
        guard let id = keys["i"].flatMap(UInt32.init), let data = Data(base64Encoded: Data(payload)) else {
            problems.append("kitty transmission without an id or with bad base64")
            return
        }
        transmissions.append(id)
        let format = keys["f"] ?? "32"
        if format == "100" {
            guard let image = try? ImageDecoder().decode(data) else { return problems.append("kitty PNG that does not decode") }
            kittyImages[id] = image
            return
        }
        guard let width = keys["s"].flatMap(Int.init), let height = keys["v"].flatMap(Int.init) else {
            return problems.append("kitty raw pixels without a size")
        }
        let channels = format == "24" ? 3 : 4
        let pixels = [UInt8](data)
        if keys["o"] != nil { problems.append("kitty compression, which TerminalUI does not send") }
        guard pixels.count == width * height * channels else { return problems.append("kitty pixels of the wrong size") }
        kittyImages[id] = Image(width: width, height: height, pixelFormat: channels == 3 ? .rgb : .rgba, pixels: pixels)
    }

    private mutating func place(_ keys: [String: String]) {
        guard let id = keys["i"].flatMap(UInt32.init), let image = kittyImages[id] else {
            return problems.append("kitty placement of a picture never sent")
        }
        if keys["C"] != "1" { problems.append("kitty placement that moves the cursor") }
        let number = { (key: String, fallback: Int) in keys[key].flatMap(Int.init) ?? fallback }
        let source = PixelRect(x: number("x", 0), y: number("y", 0), width: number("w", image.width), height: number("h", image.height))
        guard source.x >= 0, source.y >= 0, source.x + source.width <= image.width, source.y + source.height <= image.height else {
            return problems.append("kitty placement outside its picture")
        }
        let key = KittyPlacementKey(image: id, placement: keys["p"].flatMap(UInt32.init) ?? 0)
        if kittyPlacements[key] == nil { kittyPlacementOrder.append(key) }
        kittyPlacements[key] = (text.cursor, source)
    }

    private mutating func delete(_ keys: [String: String]) {
        let id = keys["i"].flatMap(UInt32.init)
        let placement = keys["p"].flatMap(UInt32.init)
        let matches: (KittyPlacementKey) -> Bool
        switch keys["d"] ?? "a" {
        case "a", "A": matches = { _ in true }
        case "i", "I": matches = { $0.image == id && (placement == nil || $0.placement == placement) }
        case "r", "R":
            let range = (keys["x"].flatMap(UInt32.init) ?? 0)...(keys["y"].flatMap(UInt32.init) ?? 0)
            matches = { range.contains($0.image) }
        default:
            return problems.append("kitty delete \(keys["d"] ?? "")")
        }
        let doomed = kittyPlacementOrder.filter(matches)
        for key in doomed { kittyPlacements[key] = nil }
        kittyPlacementOrder.removeAll(where: matches)
        if keys["d"] == "I", let id { kittyImages[id] = nil }
        if keys["d"] == "A" { for key in doomed { kittyImages[key.image] = nil } }
        if keys["d"] == "R" { kittyImages = kittyImages.filter { !matches(KittyPlacementKey(image: $0.key, placement: 0)) } }
    }

    // MARK: Pictures drawn into cells

    private mutating func sixel(_ body: [UInt8]) {
        guard let image = try? SixelDecoder.decode([0x1B, UInt8(ascii: "P")] + body + [0x1B, UInt8(ascii: "\\")]) else {
            return problems.append("sixel that does not decode")
        }
        drawIntoCells(image)
    }

    private mutating func iTermImage(_ body: [UInt8]) {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("1337;File="), let colon = text.firstIndex(of: ":") else { return problems.append("OSC \(text.prefix(20))") }
        let arguments = Dictionary(text[text.index(text.startIndex, offsetBy: 10)..<colon].split(separator: ";").map { pair -> (String, String) in
            let halves = pair.split(separator: "=", maxSplits: 1)
            return (String(halves[0]), halves.count > 1 ? String(halves[1]) : "")
        }, uniquingKeysWith: { $1 })
        guard let data = Data(base64Encoded: String(text[text.index(after: colon)...])), let image = try? ImageDecoder().decode(data) else {
            return problems.append("iTerm2 image that does not decode")
        }
        let cells = Size(width: arguments["width"].flatMap(Int.init) ?? 0, height: arguments["height"].flatMap(Int.init) ?? 0)
        if image.width != cells.width * cellPixelSize.width || image.height != cells.height * cellPixelSize.height || arguments["inline"] != "1" {
            problems.append("iTerm2 image of \(image.size) not sized to its \(cells) cells")
        }
        drawIntoCells(image)
    }

    /// Draws `image` at the cursor: its opaque pixels replace what the cells showed.
    private mutating func drawIntoCells(_ image: Image) {
        let originX = text.cursor.x * cellPixelSize.width
        let originY = text.cursor.y * cellPixelSize.height
        let channels = image.pixelFormat.bytesPerPixel
        for y in 0..<image.height where originY + y < pixelHeight {
            for x in 0..<image.width where originX + x < pixelWidth {
                let from = (y * image.width + x) * channels
                guard channels == 3 || image.pixels[from + 3] >= 128 else { continue }
                let to = ((originY + y) * pixelWidth + originX + x) * 4
                cellPixels[to] = image.pixels[from]
                cellPixels[to + 1] = image.pixels[from + 1]
                cellPixels[to + 2] = image.pixels[from + 2]
                cellPixels[to + 3] = 255
            }
        }
    }

    private mutating func eraseCellPixels(at cell: Point) {
        for y in 0..<cellPixelSize.height {
            let start = ((cell.y * cellPixelSize.height + y) * pixelWidth + cell.x * cellPixelSize.width) * 4
            for index in start..<start + cellPixelSize.width * 4 { cellPixels[index] = 0 }
        }
    }

    // MARK: What the screen shows

    /// The pictures on the screen, as RGBA pixels of the whole screen: transparent where no
    /// picture shows. kitty placements lie above what was drawn into the cells.
    var picturePixels: Image {
        var pixels = cellPixels
        drawPlaceholders(into: &pixels)
        for key in kittyPlacementOrder {
            guard let (origin, source) = kittyPlacements[key], let image = kittyImages[key.image] else { continue }
            let channels = image.pixelFormat.bytesPerPixel
            for y in 0..<source.height {
                let screenY = origin.y * cellPixelSize.height + y
                guard screenY < pixelHeight else { break }
                for x in 0..<source.width {
                    let screenX = origin.x * cellPixelSize.width + x
                    guard screenX < pixelWidth else { break }
                    let from = ((source.y + y) * image.width + source.x + x) * channels
                    guard channels == 3 || image.pixels[from + 3] > 0 else { continue }
                    let to = (screenY * pixelWidth + screenX) * 4
                    pixels[to] = image.pixels[from]
                    pixels[to + 1] = image.pixels[from + 1]
                    pixels[to + 2] = image.pixels[from + 2]
                    pixels[to + 3] = 255
                }
            }
        }
        return Image(width: pixelWidth, height: pixelHeight, pixelFormat: .rgba, pixels: pixels)
    }

    /// Draws the picture cells that placeholder cells name.
    private func drawPlaceholders(into pixels: inout [UInt8]) {
        for y in 0..<text.screen.size.height {
            for x in 0..<text.screen.size.width {
                let cell = text.screen[x, y]
                let scalars = Array(cell.grapheme.unicodeScalars)
                guard scalars.first == KittyPlaceholder.character, scalars.count == 3,
                      let row = KittyPlaceholder.marks.firstIndex(of: scalars[1]), let column = KittyPlaceholder.marks.firstIndex(of: scalars[2]),
                      case .rgb(let high, let middle, let low) = cell.style.foreground else { continue }
                let id = UInt32(high) << 16 | UInt32(middle) << 8 | UInt32(low)
                guard let cells = virtualPlacements[id], let image = kittyImages[id], row < cells.height, column < cells.width else { continue }
                let channels = image.pixelFormat.bytesPerPixel
                for dy in 0..<cellPixelSize.height {
                    for dx in 0..<cellPixelSize.width {
                        let from = ((row * cellPixelSize.height + dy) * image.width + column * cellPixelSize.width + dx) * channels
                        guard channels == 3 || image.pixels[from + 3] > 0 else { continue }
                        let to = ((y * cellPixelSize.height + dy) * pixelWidth + x * cellPixelSize.width + dx) * 4
                        pixels[to] = image.pixels[from]
                        pixels[to + 1] = image.pixels[from + 1]
                        pixels[to + 2] = image.pixels[from + 2]
                        pixels[to + 3] = 255
                    }
                }
            }
        }
    }

    /// The picture pixels behind the screen cells `cells`.
    func picturePixels(in cells: Rect) -> Image {
        let all = picturePixels
        let width = cells.width * cellPixelSize.width
        let height = cells.height * cellPixelSize.height
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let start = ((cells.minY * cellPixelSize.height + y) * pixelWidth + cells.minX * cellPixelSize.width) * 4
            pixels += all.pixels[start..<start + width * 4]
        }
        return Image(width: width, height: height, pixelFormat: .rgba, pixels: pixels)
    }

    /// The cells in which some picture pixel shows.
    var cellsShowingPictures: Set<Point> {
        let all = picturePixels
        var cells: Set<Point> = []
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth where all.pixels[(y * pixelWidth + x) * 4 + 3] > 0 {
                cells.insert(Point(x: x / cellPixelSize.width, y: y / cellPixelSize.height))
            }
        }
        return cells
    }
}
