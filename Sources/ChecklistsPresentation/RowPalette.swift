/// The colours of the item rows, chosen for the theme's text colour: overdue rows in red and
/// ticked rows in grey that read on a light background and on a dark one.
public struct RowPalette: Equatable, Sendable {
    /// The colour of overdue rows, as "#rrggbb".
    public var overdue: String
    /// The colour of ticked rows, as "#rrggbb".
    public var checked: String

    /// For a theme with dark text on light ground (Adwaita, HighContrast): GNOME's red 4 and
    /// a mid grey.
    public static let light = RowPalette(overdue: "#c01c28", checked: "#77767b")
    /// For a theme with light text on dark ground (Adwaita dark, HighContrastInverse):
    /// libadwaita's dark error red and a lighter grey.
    public static let dark = RowPalette(overdue: "#ff7b63", checked: "#9a9996")

    /// The palette for a theme whose text colour has these red, green and blue parts (0 to
    /// 1): light text means a dark theme.
    public static func forText(red: Double, green: Double, blue: Double) -> RowPalette {
        let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return luminance > 0.5 ? .dark : .light
    }
}
