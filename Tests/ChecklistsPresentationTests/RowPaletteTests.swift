import ChecklistsPresentation
import Testing

/// The rows' overdue red and ticked grey follow the theme's text colour.
@Suite("Row palette")
struct RowPaletteTests {
    /// Adwaita's dark text gets the deep red; Adwaita dark's light text the light red.
    @Test func followsTheThemesText() {
        #expect(RowPalette.forText(red: 0.18, green: 0.20, blue: 0.21) == .light)
        #expect(RowPalette.forText(red: 1, green: 1, blue: 1) == .dark)
        #expect(RowPalette.forText(red: 0, green: 0, blue: 0) == .light)
    }
}
