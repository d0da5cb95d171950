/// The values of one figure over the runs, in the order they ran, and their median and range.
/// A value type.
struct Samples {
    /// The values, one per run that produced one.
    private(set) var values: [Double] = []

    /// Adds one run's value.
    mutating func append(_ value: Double) {
        values.append(value)
    }

    /// The median (the mean of the middle two for an even count); nil without values.
    var median: Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The smallest value; nil without values.
    var minimum: Double? {
        values.min()
    }

    /// The largest value; nil without values.
    var maximum: Double? {
        values.max()
    }
}
