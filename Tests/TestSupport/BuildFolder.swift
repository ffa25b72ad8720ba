import Foundation

/// The folder `swift build` put this package's executables in, found from the running tests.
///
/// Under `swift test` on Linux, `CommandLine.arguments[0]` is
/// `.build/<triple>/debug/<Package>PackageTests.xctest` and `Bundle.main.bundleURL` is that
/// `debug` folder; on macOS the bundle's parent is the build folder. A `.build/debug` in a
/// folder above this source file comes last.
public struct BuildFolder: Sendable {
    /// Why no folder holds the executables.
    public struct NotFound: Error, CustomStringConvertible {
        /// The executables looked for.
        public var names: [String]
        /// The folders that were searched.
        public var searched: [String]

        /// The message for the test log.
        public var description: String {
            "\(names.joined(separator: " and ")) \(names.count == 1 ? "is" : "are") not built; "
                + "looked in: \(searched.joined(separator: ", "))"
        }
    }

    /// The folder.
    public let url: URL

    /// The first folder that holds every executable of `names`, next to the test bundle or
    /// under a `.build/debug` above `filePath`.
    public static func locate(holding names: [String], filePath: String = #filePath) throws -> BuildFolder {
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
        let found = folders.map { BuildFolder(url: $0) }.first { candidate in
            names.allSatisfy { FileManager.default.isExecutableFile(atPath: candidate.executable($0).path) }
        }
        guard let found else { throw NotFound(names: names, searched: folders.map(\.path)) }
        return found
    }

    /// The executable `name` in the folder.
    public func executable(_ name: String) -> URL {
        url.appendingPathComponent(name).standardizedFileURL
    }
}
