/// The twelve cities Weather Now shows, by OpenWeatherMap id, in the order of the list.
public enum WeatherNowCities {
    /// Montreal, Moscow, Los Angeles, Seoul, Barcelona, Atlanta, Sydney, Athens, Beijing, London,
    /// Rio de Janeiro and Tokyo.
    public static let ids: [Int] = [
        6_077_243, 524_901, 5_368_361, 1_835_848, 3_128_760, 4_180_439,
        2_147_714, 264_371, 1_816_670, 2_643_743, 3_451_190, 1_850_147,
    ]
}
