import ImageCodec

/// The renderer's half that shows pictures: after the cells of a frame are written, it brings
/// the terminal's pictures in line with the frame's placements, in the frame's graphics mode.
/// A value type used by `Renderer`; one thread at a time.
///
/// - kitty graphics: a picture is sent once (kept by id, up to `sentCapacity` bytes of pixels
///   in the terminal; the least recently used beyond that are freed) and then only placed,
///   moved and deleted. Each visible rectangle of a picture (text drawn over it splits it) is
///   one placement showing the pixels behind it, above the text layer.
/// - kitty graphics through tmux: the cells are Unicode placeholders, which tmux keeps like
///   text; a picture is sent once with a virtual placement.
/// - sixel and iTerm2 images, which the terminal draws into its cells (writing a cell erases
///   its part): a picture is drawn again only when it is new or moved (its cells are repainted
///   as blanks first, see `cellsToRepaint`) or when some of its visible cells were rewritten;
///   a whole picture's encoding is kept (up to `encodingCapacity` bytes), a partly hidden one
///   is encoded rectangle by rectangle.
struct PictureRenderer: Sendable {
    /// The most bytes of pixels kept in a kitty terminal: 96 MiB (kitty's own quota is 320 MB).
    static let sentCapacity = 96 << 20
    /// The most bytes of sixel or PNG encodings kept: 24 MiB.
    static let encodingCapacity = 24 << 20

    /// Turns off the sixel cursor mode the renderer turns on (for the terminal's restoration).
    static let sixelCursorModeOff = Array("\u{1B}[?8452l".utf8)

    /// The graphics the frames are drawn for. A change forgets everything the terminal keeps
    /// (`reset()`); kitty pictures sent before are freed before the next frame.
    var graphics: TerminalGraphics = .halfBlocks {
        didSet {
            guard graphics != oldValue else { return }
            if oldValue.mode == .kitty, sent.count > 0 { freeEverythingThroughTmux = oldValue.isThroughTmux }
            reset()
        }
    }

    private var kittyPlacements: [KittyPlacement] = []
    private var sent = CostBoundedCache<UInt32, Void>(capacity: sentCapacity)
    private var encodings = CostBoundedCache<UInt32, [UInt8]>(capacity: encodingCapacity)
    private var isSixelModeSet = false
    /// Set when kitty pictures of earlier graphics must be freed (whether through tmux).
    private var freeEverythingThroughTmux: Bool?

    /// What to send before the screen is cleared for a full repaint: kitty placements are
    /// deleted (their pictures stay sent), or, after a change of graphics, every picture sent
    /// before is freed.
    mutating func bytesBeforeClearing() -> [UInt8] {
        if let throughTmux = freeEverythingThroughTmux {
            freeEverythingThroughTmux = nil
            return KittyGraphicsCommand.deleteEverything(throughTmux: throughTmux)
        }
        guard graphics.mode == .kitty, !graphics.isThroughTmux, !kittyPlacements.isEmpty else { return [] }
        return KittyGraphicsCommand.deleteAllPlacements()
    }

    /// The parameter of the erase-in-display sequence (`CSI … J`, from the top-left corner)
    /// that clears the screen for a full repaint: `2`, the whole display, except in kitty
    /// graphics outside tmux, where it is empty (from the cursor to the end, the same screen):
    /// kitty (0.26 at least) frees the data of every picture that no placement on the screen
    /// refers to when the display is erased with `CSI 2 J`, so the pictures sent before would
    /// show nothing when placed again, while `CSI J` leaves pictures alone.
    var eraseDisplayParameter: String {
        graphics.mode == .kitty && !graphics.isThroughTmux ? "" : "2"
    }

    /// Forgets what the screen shows, after it was cleared.
    mutating func screenCleared() {
        kittyPlacements.removeAll()
        isSixelModeSet = false
    }

    /// Forgets everything the terminal keeps: after a change of graphics, or after the terminal
    /// deleted the pictures itself (restored while the process was suspended).
    mutating func reset() {
        screenCleared()
        sent.removeAll()
        encodings.removeAll()
    }

    /// The screen rectangles whose cells must be written again before this frame's pictures
    /// are drawn: in sixel and iTerm2 modes, the visible areas of pictures that are new or
    /// moved, so that what the terminal showed there before is erased.
    func cellsToRepaint(previous: ScreenBuffer, next: ScreenBuffer) -> [Rect] {
        guard graphics.mode == .sixel || graphics.mode == .iterm else { return [] }
        return next.placements.filter { !Self.wasShown($0, in: previous) }.map(\.visibleArea)
    }

    /// Appends what brings the terminal's pictures from `previous` to `next`, after the
    /// cells were written; `cursor` is where the cursor is (nil: unknown) and is kept up to date.
    mutating func render(previous: ScreenBuffer, next: ScreenBuffer, cursor: inout Point?, into output: inout [UInt8]) {
        switch graphics.mode {
        case .kitty where graphics.isThroughTmux:
            let shown = Set(next.placements.map(\.picture.id))
            for placement in next.placements { sendIfNeeded(placement.picture, protecting: shown, into: &output) }
        case .kitty:
            renderKitty(next, cursor: &cursor, into: &output)
        case .sixel, .iterm:
            renderDrawnIntoCells(previous: previous, next: next, cursor: &cursor, into: &output)
        case .blocks:
            break
        }
    }

    // MARK: kitty

    private mutating func renderKitty(_ next: ScreenBuffer, cursor: inout Point?, into output: inout [UInt8]) {
        let wanted = next.placements.flatMap { placement in
            PictureRegions.visibleRectangles(of: placement, in: next).map { rect in
                (picture: placement.picture, origin: rect.origin, source: PictureRegions.pixelRect(of: rect, in: placement))
            }
        }
        var remaining = kittyPlacements
        var kept: [KittyPlacement?] = wanted.map { wish in
            guard let index = remaining.firstIndex(where: { $0.imageID == wish.picture.id && $0.origin == wish.origin && $0.source == wish.source }) else { return nil }
            return remaining.remove(at: index)
        }
        var toPlace: [KittyPlacement] = []
        for (index, wish) in wanted.enumerated() where kept[index] == nil {
            let placementID: UInt32
            if let reused = remaining.firstIndex(where: { $0.imageID == wish.picture.id }) {
                placementID = remaining.remove(at: reused).placementID
            } else {
                let used = (kept.compactMap { $0 } + remaining + toPlace).filter { $0.imageID == wish.picture.id }.map(\.placementID)
                placementID = (used.max() ?? 0) + 1
            }
            let placement = KittyPlacement(imageID: wish.picture.id, placementID: placementID, origin: wish.origin, source: wish.source)
            kept[index] = placement
            toPlace.append(placement)
        }
        for gone in remaining {
            output += KittyGraphicsCommand.deletePlacement(imageID: gone.imageID, placementID: gone.placementID)
        }
        let shown = Set(wanted.map(\.picture.id))
        for placement in next.placements { sendIfNeeded(placement.picture, protecting: shown, into: &output) }
        for placement in toPlace {
            moveCursor(to: placement.origin, from: cursor, into: &output)
            output += KittyGraphicsCommand.place(imageID: placement.imageID, placementID: placement.placementID, source: placement.source)
            cursor = placement.origin
        }
        kittyPlacements = kept.compactMap { $0 }
    }

    /// Sends `picture` unless the terminal has it (through tmux with its virtual placement),
    /// freeing the least recently used pictures beyond `sentCapacity` except `protected`.
    private mutating func sendIfNeeded(_ picture: TerminalPicture, protecting protected: Set<UInt32>, into output: inout [UInt8]) {
        guard sent.value(for: picture.id) == nil else { return }
        let throughTmux = graphics.isThroughTmux
        output += KittyGraphicsCommand.transmit(picture, throughTmux: throughTmux)
        if throughTmux { output += KittyGraphicsCommand.placeVirtually(imageID: picture.id, cells: picture.cells, throughTmux: true) }
        for freed in sent.insert((), for: picture.id, cost: picture.pixels.pixels.count, protecting: protected) {
            output += KittyGraphicsCommand.free(imageID: freed, throughTmux: throughTmux)
        }
    }

    // MARK: sixel and iTerm2 images

    private mutating func renderDrawnIntoCells(previous: ScreenBuffer, next: ScreenBuffer, cursor: inout Point?, into output: inout [UInt8]) {
        for placement in next.placements {
            guard !Self.wasShown(placement, in: previous) || PictureRegions.visibleCellsChanged(of: placement, from: previous, to: next) else { continue }
            if graphics.mode == .sixel, !isSixelModeSet {
                // The cursor stays beside a sixel instead of going below it, so a picture on the
                // last rows never scrolls the screen.
                output.appendControlSequence("?8452", final: "h")
                isSixelModeSet = true
            }
            if PictureRegions.isWhole(placement, in: next) {
                draw(encoding(of: placement.picture), at: placement.origin, cursor: &cursor, into: &output)
            } else {
                for rect in PictureRegions.visibleRectangles(of: placement, in: next) {
                    let pixels = placement.picture.pixels(in: PictureRegions.pixelRect(of: rect, in: placement))
                    draw(encode(pixels, cells: rect.size), at: rect.origin, cursor: &cursor, into: &output)
                }
            }
        }
    }

    private func draw(_ bytes: [UInt8], at origin: Point, cursor: inout Point?, into output: inout [UInt8]) {
        moveCursor(to: origin, from: cursor, into: &output)
        output += bytes
        cursor = nil  // where the terminal leaves it after a picture varies
    }

    /// The whole picture's encoding, kept for the next time it is drawn.
    private mutating func encoding(of picture: TerminalPicture) -> [UInt8] {
        if let kept = encodings.value(for: picture.id) { return kept }
        let bytes = encode(picture.pixels, cells: picture.cells)
        encodings.insert(bytes, for: picture.id, cost: bytes.count)
        return bytes
    }

    private func encode(_ pixels: Image, cells: Size) -> [UInt8] {
        graphics.mode == .sixel ? SixelEncoder.encode(pixels) : ITermImageCommand.draw(pixels, cells: cells) ?? []
    }

    // MARK: Support

    /// Whether `previous` showed `placement`'s picture at the same place.
    private static func wasShown(_ placement: PicturePlacement, in previous: ScreenBuffer) -> Bool {
        previous.placements.contains { $0.picture.id == placement.picture.id && $0.origin == placement.origin }
    }

    private func moveCursor(to target: Point, from cursor: Point?, into output: inout [UInt8]) {
        if cursor != target { output.appendCursorPosition(target) }
    }
}
