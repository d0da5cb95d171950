/// How a table marks the selected row's cell. Values only.
///
/// The mark is painted over what the cell and its subviews drew, on the cells that kept the
/// terminal's default background: text rows are marked whole, while pixels of an image or a
/// coloured badge keep their own colours (reversing an image's half blocks would scramble it).
/// While the table does not hold the focus, the selected row is only shown in bold (unless the
/// table's `highlightsSelectionWithoutFocus` is set).
public enum CellSelectionStyle: Hashable, Sendable {
    /// Foreground and background swapped (SGR 7): readable on every terminal and in monochrome.
    case reverse
    /// The given colours replace the default ones.
    case colored(foreground: Color, background: Color)
    /// No mark.
    case none

    /// `style` marked as selected; `active` tells whether the table holds the focus.
    func apply(to style: inout Style, active: Bool) {
        guard style.background == .default, self != .none else { return }
        guard active else {
            style.attributes.insert(.bold)
            return
        }
        switch self {
        case .reverse:
            style.attributes.insert(.reverse)
        case let .colored(foreground, background):
            if style.foreground == .default { style.foreground = foreground }
            style.background = background
        case .none:
            break
        }
    }
}
