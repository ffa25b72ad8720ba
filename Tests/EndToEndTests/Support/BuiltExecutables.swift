import Foundation
import TestSupport

/// The executables this package builds (`remindd`, `checklists`), from one build folder.
struct BuiltExecutables: Sendable {
    /// The daemon.
    let remindd: URL
    /// The command line.
    let checklists: URL

    /// Finds both executables in the build folder of the running tests.
    static func locate() throws -> BuiltExecutables {
        let folder = try BuildFolder.locate(holding: ["remindd", "checklists"])
        return BuiltExecutables(remindd: folder.executable("remindd"), checklists: folder.executable("checklists"))
    }
}
