import ImageCodec

/// A user picture: a mirrored 5×5 block pattern in a colour picked from the user id.
enum AvatarRenderer {
    static func render(userID: Int, size: ImageSize) -> Image {
        var random = SeededRandom(seed: UInt64(truncatingIfNeeded: userID) &* 0x2545_F491_4F6C_DD1D)
        let palette = Palette.all[Int(random.next() % UInt64(Palette.all.count))]
        let cells = (0..<15).map { _ in random.next() % 2 == 0 }
        let ink = palette.color(at: 0.35)
        let paper = palette.color(at: 0.95)
        return Canvas.render(size) { x, y in
            let column = min(Int(x * 7) - 1, 4)
            let row = min(Int(y * 7) - 1, 4)
            guard (0..<5).contains(column), (0..<5).contains(row) else { return paper }
            return cells[row * 3 + min(column, 4 - column)] ? ink : paper
        }
    }
}
