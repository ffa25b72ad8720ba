import ChecklistsModel
import Foundation
import Testing

/// The version About shows is the one the software centres read.
@Suite("App version")
struct AppVersionTests {
    /// The metainfo's newest release (the first listed) is `ChecklistsApp.version`, and its
    /// summary is `ChecklistsApp.summary`.
    @Test func metainfoAgreesWithTheApp() throws {
        let metainfo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/org.checklists.Checklists.metainfo.xml")
        let text = try String(contentsOf: metainfo, encoding: .utf8)
        let release = try #require(text.firstMatch(of: /<release version="([^"]+)"/))
        #expect(String(release.1) == ChecklistsApp.version)
        #expect(text.contains("<summary>\(ChecklistsApp.summary)</summary>"))
    }
}
