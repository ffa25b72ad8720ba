import Foundation

/// The executables this package builds (`remindd`, `checklists`), found next to the
/// running test bundle.
///
/// Under `swift test` on Linux, `CommandLine.arguments[0]` is
/// `.build/<triple>/debug/<Package>PackageTests.xctest` and `Bundle.main.bundleURL` is that
/// `debug` folder; on macOS the bundle's parent is the build folder.
struct BuiltExecutables: Sendable {
    /// Why the executables could not be found.
    struct NotFound: Error, CustomStringConvertible {
        /// The folders that were searched.
        var searched: [String]

        /// The message for the test log.
        var description: String {
            "remindd and checklists are not built; looked in: \(searched.joined(separator: ", "))"
        }
    }

    /// The daemon.
    let remindd: URL
    /// The command line.
    let checklists: URL

    /// Finds both executables in one build folder, next to the test bundle or under a
    /// `.build/debug` above this source file.
    static func locate(filePath: String = #filePath) throws -> BuiltExecutables {
        var folders = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            folders.append(folder.appendingPathComponent(".build/debug"))
            folder.deleteLastPathComponent()
        }
        let manager = FileManager.default
        for folder in folders {
            let remindd = folder.appendingPathComponent("remindd").standardizedFileURL
            let checklists = folder.appendingPathComponent("checklists").standardizedFileURL
            if manager.isExecutableFile(atPath: remindd.path), manager.isExecutableFile(atPath: checklists.path) {
                return BuiltExecutables(remindd: remindd, checklists: checklists)
            }
        }
        throw NotFound(searched: folders.map(\.path))
    }
}
