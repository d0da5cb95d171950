import AppSupport
import ImageSearchModel

/// The names of the filters and of their values, in the user's language — for the filter panel
/// and the search bar's summary. Our own wording.
///
/// A value; usable from any thread.
struct FilterNames: Sendable {
    /// The language of the names.
    let language: AppLanguage

    private func text(_ english: String, _ japanese: String) -> String {
        language.text(english: english, japanese: japanese)
    }

    // MARK: Fields

    var typeField: String { text("Type", "種類") }
    var orientationField: String { text("Orientation", "向き") }
    var colorsField: String { text("Colours", "色") }
    var categoryField: String { text("Category", "カテゴリー") }
    var editorsChoiceField: String { text("Editor's Choice", "エディターズチョイス") }
    var orderField: String { text("Order", "並び順") }

    // MARK: Values

    func name(of type: ImageTypeFilter) -> String {
        switch type {
        case .all: text("All types", "すべての種類")
        case .photo: text("Photos", "写真")
        case .illustration: text("Illustrations", "イラスト")
        case .vector: text("Vector graphics", "ベクター画像")
        }
    }

    func name(of orientation: OrientationFilter) -> String {
        switch orientation {
        case .all: text("Any orientation", "すべての向き")
        case .horizontal: text("Horizontal", "横長")
        case .vertical: text("Vertical", "縦長")
        }
    }

    /// What the colours field reads with no colour chosen.
    var anyColor: String { text("Any colour", "すべての色") }

    func name(of color: ImageColor) -> String {
        switch color {
        case .grayscale: text("Grayscale", "モノクロ")
        case .transparent: text("Transparent", "透明")
        case .red: text("Red", "赤")
        case .orange: text("Orange", "オレンジ")
        case .yellow: text("Yellow", "黄")
        case .green: text("Green", "緑")
        case .turquoise: text("Turquoise", "ターコイズ")
        case .blue: text("Blue", "青")
        case .lilac: text("Lilac", "薄紫")
        case .pink: text("Pink", "ピンク")
        case .white: text("White", "白")
        case .gray: text("Gray", "グレー")
        case .black: text("Black", "黒")
        case .brown: text("Brown", "茶")
        }
    }

    /// The category field's value for no category.
    var anyCategory: String { text("Any category", "すべてのカテゴリー") }

    func name(of category: ImageCategory) -> String {
        switch category {
        case .backgrounds: text("Backgrounds", "背景")
        case .fashion: text("Fashion", "ファッション")
        case .nature: text("Nature", "自然")
        case .science: text("Science", "科学")
        case .education: text("Education", "教育")
        case .feelings: text("Feelings", "感情")
        case .health: text("Health", "健康")
        case .people: text("People", "人物")
        case .religion: text("Religion", "宗教")
        case .places: text("Places", "場所")
        case .animals: text("Animals", "動物")
        case .industry: text("Industry", "産業")
        case .computer: text("Computer", "コンピューター")
        case .food: text("Food", "食べ物")
        case .sports: text("Sports", "スポーツ")
        case .transportation: text("Transportation", "交通")
        case .travel: text("Travel", "旅行")
        case .buildings: text("Buildings", "建物")
        case .business: text("Business", "ビジネス")
        case .music: text("Music", "音楽")
        }
    }

    /// The editor's choice field's values: every image, or only the award's.
    func editorsChoice(only: Bool) -> String {
        only ? text("Editor's Choice only", "エディターズチョイスのみ") : text("Every image", "すべての画像")
    }

    func name(of order: SearchOrder) -> String {
        switch order {
        case .popular: text("Most popular first", "人気順")
        case .latest: text("Latest first", "新着順")
        }
    }

    // MARK: Summary

    /// The filters that narrow or reorder the search, for the search bar: "Illustrations ·
    /// Vertical · Blue or Red · Nature · Editor's Choice only · Latest first"; empty for the
    /// default filters.
    func summary(of filters: SearchFilters) -> String {
        var parts: [String] = []
        if filters.imageType != .all { parts.append(name(of: filters.imageType)) }
        if filters.orientation != .all { parts.append(name(of: filters.orientation)) }
        if !filters.colors.isEmpty {
            parts.append(filters.orderedColors.map(name(of:)).joined(separator: text(" or ", "または")))
        }
        if let category = filters.category { parts.append(name(of: category)) }
        if filters.editorsChoiceOnly { parts.append(editorsChoice(only: true)) }
        if filters.order != .popular { parts.append(name(of: filters.order)) }
        return parts.joined(separator: " · ")
    }
}
