import Foundation
import Testing

@testable import RemindDaemon

/// The interface XML remindd serves is the contract file.
@Suite("RemindersInterfaceXML")
struct InterfaceXMLTests {
    /// The embedded text equals data/dbus/org.checklists.Remindd1.xml byte for byte.
    @Test("Embedded XML equals the contract file")
    func matchesFile() throws {
        let file = try #require(Self.packageRoot()).appendingPathComponent("data/dbus/org.checklists.Remindd1.xml")
        let contents = try Data(contentsOf: file)
        #expect(Data(RemindersInterfaceXML.text.utf8) == contents)
    }

    /// The package root: the nearest directory above this file that holds Package.swift.
    static func packageRoot(from path: String = #filePath) -> URL? {
        var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
