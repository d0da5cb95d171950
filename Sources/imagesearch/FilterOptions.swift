import ArgumentParser
import ImageSearchModel

/// The command-line options that filter the first search, as the filter panel (`f`) does later:
/// `--type`, `--orientation`, `--colors`, `--category`, `--editors-choice`, `--order`. Each takes
/// Pixabay's own values; anything else is a usage error (status 64) naming the option, the value
/// given and the values it takes.
struct FilterOptions: ParsableArguments {
    @Option(name: .customLong("type"), help: ArgumentHelp("Only this kind of image: all, photo, illustration or vector (default: all).", valueName: "type"))
    var imageType: String?

    @Option(help: ArgumentHelp("Only images of this shape: all, horizontal or vertical (default: all).", valueName: "orientation"))
    var orientation: String?

    @Option(help: ArgumentHelp(
        "Only images with any of these colours, comma-separated: \(FilterOptions.names(ImageColor.self)).", valueName: "colors"))
    var colors: String?

    @Option(help: ArgumentHelp("Only images of this category: \(FilterOptions.names(ImageCategory.self)).", valueName: "category"))
    var category: String?

    @Flag(name: .customLong("editors-choice"), help: "Only images that won Pixabay's Editor's Choice award.")
    var editorsChoiceOnly = false

    @Option(help: ArgumentHelp("How results are sorted: popular or latest (default: popular).", valueName: "order"))
    var order: String?

    /// Checks every option's value.
    func validate() throws {
        _ = try parsedFilters()
    }

    /// The filters the options ask for (the defaults for options not given).
    var filters: SearchFilters {
        (try? parsedFilters()) ?? SearchFilters()
    }

    private func parsedFilters() throws(ValidationError) -> SearchFilters {
        var filters = SearchFilters()
        filters.imageType = try Self.value(imageType, option: "--type", default: filters.imageType)
        filters.orientation = try Self.value(orientation, option: "--orientation", default: filters.orientation)
        if let colors {
            filters.colors = try Set(colors.split(separator: ",", omittingEmptySubsequences: false).map { name throws(ValidationError) in
                try Self.value(name.trimmingCharacters(in: .whitespaces), option: "--colors", as: ImageColor.self, list: true)
            })
        }
        if let category {
            filters.category = try Self.value(category, option: "--category", as: ImageCategory.self)
        }
        filters.editorsChoiceOnly = editorsChoiceOnly
        filters.order = try Self.value(order, option: "--order", default: filters.order)
        return filters
    }

    /// `text` as a `Value`, or `fallback` when the option was not given.
    private static func value<Value: RawRepresentable & CaseIterable>(
        _ text: String?, option: String, default fallback: Value
    ) throws(ValidationError) -> Value where Value.RawValue == String {
        guard let text else { return fallback }
        return try value(text, option: option, as: Value.self)
    }

    /// `text` as a `Value`, or a usage error naming `option`, `text` and the accepted values.
    private static func value<Value: RawRepresentable & CaseIterable>(
        _ text: String, option: String, as type: Value.Type, list: Bool = false
    ) throws(ValidationError) -> Value where Value.RawValue == String {
        if let value = Value(rawValue: text) { return value }
        let what = list ? "a comma-separated list of" : "one of"
        throw ValidationError("\(option) must be \(what) \(names(Value.self)) (got \(text.isEmpty ? "an empty value" : "\"\(text)\"")).")
    }

    /// The accepted values, comma-separated.
    private static func names<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> String where Value.RawValue == String {
        Value.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
