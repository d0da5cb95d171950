/// A city's climate in three numbers, enough for the offline Gallery to make up weather that
/// suits the place and the season. A value; safe to share between threads.
public struct Climate: Sendable, Hashable {
    /// The mean yearly temperature, °C.
    public let meanTemperature: Double
    /// Half the difference between the warmest and the coldest month, °C (the warmest month is
    /// July in the north and January in the south).
    public let seasonalSwing: Double
    /// How often it rains or snows, 0...1.
    public let wetness: Double

    /// A climate with these figures.
    public init(meanTemperature: Double, seasonalSwing: Double, wetness: Double) {
        self.meanTemperature = meanTemperature
        self.seasonalSwing = seasonalSwing
        self.wetness = wetness
    }
}
