/// Where an indexed image's pixels come from.
enum ImageSource: Sendable, Hashable {
    /// A demo picture, rendered on demand from its recipe.
    case procedural(ProceduralRecipe)
    /// A file of the user's library, by path relative to the library folder.
    case file(relativePath: String)

    /// The form stored in the index.
    var stored: String {
        switch self {
        case .procedural(let recipe): "demo:" + recipe.stored
        case .file(let relativePath): "file:" + relativePath
        }
    }

    /// Parses `stored`; nil for anything else.
    init?(stored: String) {
        if stored.hasPrefix("demo:"), let recipe = ProceduralRecipe(stored: String(stored.dropFirst(5))) {
            self = .procedural(recipe)
        } else if stored.hasPrefix("file:") {
            self = .file(relativePath: String(stored.dropFirst(5)))
        } else {
            return nil
        }
    }
}
