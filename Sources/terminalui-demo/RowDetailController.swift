import TerminalUI

/// The screen pushed for a row: its picture as large as the terminal allows, and a caption.
@MainActor
final class RowDetailController: ViewController {
    private let row: DemoRow

    init(row: DemoRow) {
        self.row = row
        super.init(title: "\(row.number) — \(row.name)")
    }

    override func loadView() -> View {
        let picture = ImageView(image: DemoArtwork.image(for: row.index, width: 320, height: 200))
        let caption = Label(
            "\(row.name): a landscape drawn for row \(row.index + 1), hue \(row.hue)°. 画像は行番号から生成されます。",
            alignment: .center,
            numberOfLines: 0
        )
        let status = StatusLine(hints: [KeyHint("Esc", "back"), KeyHint("q", "quit")])
        return StackView(axis: .vertical, spacing: 1, arrangedSubviews: [
            (picture, .fill(weight: 1)), (caption, .fit), (status, .fixed(1)),
        ])
    }
}
