import Foundation
import Testing

/// The release the app and remindd must say they are: the newest one the metainfo names.
enum ReleaseVersion {
    /// The first `<release version="…">` of data/org.checklists.Checklists.metainfo.xml.
    static func newest() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/org.checklists.Checklists.metainfo.xml")
        let text = try String(contentsOf: file, encoding: .utf8)
        return String(try #require(text.firstMatch(of: /<release version="([^"]+)"/)).1)
    }
}
