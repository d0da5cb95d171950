import AppLaunch
import ArgumentParser
import ImageSearchModel

/// The command-line options that filter the first search, as the filter panel (`f`) does later:
/// `--type`, `--orientation`, `--colors`, `--category`, `--editors-choice`, `--order`. Each takes
/// Pixabay's own values; anything else is a usage error (status 64) naming the option, the value
/// given and the values it takes, in `CommandLineLanguage`'s language.
struct FilterOptions: ParsableArguments {
    @Option(name: .customLong("type"), help: ArgumentHelp(CommandLineLanguage.text(
        english: "Only this kind of image: all, photo, illustration or vector (default: all).",
        japanese: "画像の種類: all（すべて）、photo（写真）、illustration（イラスト）、vector（ベクター画像）のいずれか（既定: all）。"),
        valueName: "type"))
    var imageType: String?

    @Option(help: ArgumentHelp(CommandLineLanguage.text(
        english: "Only images of this shape: all, horizontal or vertical (default: all).",
        japanese: "画像の向き: all（すべて）、horizontal（横長）、vertical（縦長）のいずれか（既定: all）。"), valueName: "orientation"))
    var orientation: String?

    @Option(help: ArgumentHelp(CommandLineLanguage.text(
        english: "Only images with any of these colours, comma-separated: \(FilterOptions.names(ImageColor.self)).",
        japanese: "これらの色のどれかを含む画像だけ（カンマ区切り）: \(FilterOptions.names(ImageColor.self))。"), valueName: "colors"))
    var colors: String?

    @Option(help: ArgumentHelp(CommandLineLanguage.text(
        english: "Only images of this category: \(FilterOptions.names(ImageCategory.self)).",
        japanese: "このカテゴリーの画像だけ: \(FilterOptions.names(ImageCategory.self))。"), valueName: "category"))
    var category: String?

    @Flag(name: .customLong("editors-choice"), help: ArgumentHelp(CommandLineLanguage.text(
        english: "Only images that won Pixabay's Editor's Choice award.", japanese: "Pixabay の Editor's Choice に選ばれた画像だけ。")))
    var editorsChoiceOnly = false

    @Option(help: ArgumentHelp(CommandLineLanguage.text(
        english: "How results are sorted: popular or latest (default: popular).",
        japanese: "並び順: popular（人気順）または latest（新しい順）（既定: popular）。"), valueName: "order"))
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
        let names = names(Value.self)
        let got = text.isEmpty ? CommandLineLanguage.text(english: "an empty value", japanese: "空") : "\"\(text)\""
        throw ValidationError(CommandLineLanguage.text(
            english: "\(option) must be \(list ? "a comma-separated list of" : "one of") \(names) (got \(got)).",
            japanese: list
                ? "\(option) には \(names) をカンマで区切って指定してください（指定された値: \(got)）。"
                : "\(option) には \(names) のいずれかを指定してください（指定された値: \(got)）。"))
    }

    /// The accepted values, comma-separated.
    private static func names<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> String where Value.RawValue == String {
        Value.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
