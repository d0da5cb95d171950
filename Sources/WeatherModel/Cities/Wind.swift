/// The wind at a city (`wind` of OpenWeatherMap's answer): its speed, where it blows from, and
/// its gusts when the answer gives them. A value; safe to share between threads.
public struct Wind: Sendable, Hashable {
    /// The mean speed (`wind.speed`).
    public let speed: Speed
    /// Where the wind blows from, in degrees clockwise from north, 0 up to 360 (`wind.deg`,
    /// meteorological), when given.
    public let direction: Double?
    /// The speed of the gusts (`wind.gust`), when given.
    public let gust: Speed?

    /// A wind with these figures.
    public init(speed: Speed, direction: Double? = nil, gust: Speed? = nil) {
        self.speed = speed
        self.direction = direction
        self.gust = gust
    }
}
