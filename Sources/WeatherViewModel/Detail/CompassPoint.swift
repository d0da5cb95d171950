import AppSupport

/// The sixteen points of the compass a wind direction is named by (N, NNE, NE… in English;
/// 北, 北北東, 北東… in Japanese), each covering 22.5° around its bearing.
enum CompassPoint: Int, CaseIterable {
    case north, northNorthEast, northEast, eastNorthEast, east, eastSouthEast, southEast, southSouthEast
    case south, southSouthWest, southWest, westSouthWest, west, westNorthWest, northWest, northNorthWest

    private static let englishNames = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
    private static let japaneseNames = ["北", "北北東", "北東", "東北東", "東", "東南東", "南東", "南南東", "南", "南南西", "南西", "西南西", "西", "西北西", "北西", "北北西"]

    /// The point nearest to `degrees` clockwise from north (any number of turns).
    init(degrees: Double) {
        let bearing = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        self = Self.allCases[Int((bearing / 22.5).rounded()) % 16]
    }

    /// The point's name in `language`.
    func name(in language: AppLanguage) -> String {
        (language == .japanese ? Self.japaneseNames : Self.englishNames)[rawValue]
    }
}
