/// A city the weather endpoint knows: OpenWeatherMap's id, name and place, and a simple climate.
struct WeatherCity: Sendable, Hashable {
    let id: Int
    let name: String
    let country: String
    let latitude: Double
    let longitude: Double
    /// Offset from UTC in seconds (standard time; daylight saving is not modelled).
    let utcOffset: Int
    /// Mean yearly temperature in °C.
    let meanTemperature: Double
    /// Half the difference between the warmest and the coldest month, in °C.
    let seasonalSwing: Double
    /// How often it rains or snows, 0...1.
    let wetness: Double

    /// The twelve cities of the Weather Now app.
    static let all: [WeatherCity] = [
        WeatherCity(id: 6_077_243, name: "Montreal", country: "CA", latitude: 45.5088, longitude: -73.5878, utcOffset: -18_000, meanTemperature: 6.8, seasonalSwing: 15, wetness: 0.35),
        WeatherCity(id: 524_901, name: "Moscow", country: "RU", latitude: 55.7522, longitude: 37.6156, utcOffset: 10_800, meanTemperature: 5.8, seasonalSwing: 13, wetness: 0.35),
        WeatherCity(id: 5_368_361, name: "Los Angeles", country: "US", latitude: 34.0522, longitude: -118.2437, utcOffset: -28_800, meanTemperature: 18.6, seasonalSwing: 4.5, wetness: 0.08),
        WeatherCity(id: 1_835_848, name: "Seoul", country: "KR", latitude: 37.5683, longitude: 126.9778, utcOffset: 32_400, meanTemperature: 12.5, seasonalSwing: 14, wetness: 0.3),
        WeatherCity(id: 3_128_760, name: "Barcelona", country: "ES", latitude: 41.3888, longitude: 2.159, utcOffset: 3_600, meanTemperature: 16.2, seasonalSwing: 7.5, wetness: 0.18),
        WeatherCity(id: 4_180_439, name: "Atlanta", country: "US", latitude: 33.749, longitude: -84.388, utcOffset: -18_000, meanTemperature: 17, seasonalSwing: 9.5, wetness: 0.3),
        WeatherCity(id: 2_147_714, name: "Sydney", country: "AU", latitude: -33.8679, longitude: 151.2073, utcOffset: 36_000, meanTemperature: 18.4, seasonalSwing: -5, wetness: 0.28),
        WeatherCity(id: 264_371, name: "Athens", country: "GR", latitude: 37.9795, longitude: 23.7162, utcOffset: 7_200, meanTemperature: 18.5, seasonalSwing: 9, wetness: 0.15),
        WeatherCity(id: 1_816_670, name: "Beijing", country: "CN", latitude: 39.9075, longitude: 116.3972, utcOffset: 28_800, meanTemperature: 12.9, seasonalSwing: 15, wetness: 0.2),
        WeatherCity(id: 2_643_743, name: "London", country: "GB", latitude: 51.5085, longitude: -0.1257, utcOffset: 0, meanTemperature: 11.3, seasonalSwing: 6.5, wetness: 0.45),
        WeatherCity(id: 3_451_190, name: "Rio de Janeiro", country: "BR", latitude: -22.9028, longitude: -43.2075, utcOffset: -10_800, meanTemperature: 23.8, seasonalSwing: -3, wetness: 0.3),
        WeatherCity(id: 1_850_147, name: "Tokyo", country: "JP", latitude: 35.6895, longitude: 139.6917, utcOffset: 32_400, meanTemperature: 15.8, seasonalSwing: 10.5, wetness: 0.35),
    ]

    /// The city with OpenWeatherMap id `id`, if it is one of ours.
    static func with(id: Int) -> WeatherCity? {
        all.first { $0.id == id }
    }
}
