/// An identifiable element whose contents can change under the same identity.
struct Row: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var text: String

    var description: String { "\(id):\(text)" }
}
