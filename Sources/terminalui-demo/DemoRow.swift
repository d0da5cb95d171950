/// What one row of the demo list shows: a number, a name (Japanese and English alternate, to
/// show wide characters) and the hue its picture is drawn in.
struct DemoRow {
    /// The row's index, from zero.
    let index: Int

    private static let names = [
        "Sunset 夕焼け", "Mountain lake", "山と湖", "Morning fog", "朝霧の谷", "Autumn hills",
        "紅葉の丘", "Desert dunes", "砂丘", "Northern lights", "オーロラ", "Quiet harbour",
    ]

    /// "No. 1,234".
    var number: String { "No. \(index + 1)" }

    /// The row's name.
    var name: String { Self.names[index % Self.names.count] }

    /// The hue of the row's picture, in degrees.
    var hue: Int { (index * 137) % 360 }
}
