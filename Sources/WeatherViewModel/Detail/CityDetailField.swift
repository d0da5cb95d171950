/// One line of a city's detail screen: what it is ("Humidity") and its value ("81%"). A value.
public struct CityDetailField: Sendable, Hashable {
    /// The name of the figure, in the screen's language.
    public let label: String
    /// The figure, with its unit.
    public let value: String

    /// A field.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
