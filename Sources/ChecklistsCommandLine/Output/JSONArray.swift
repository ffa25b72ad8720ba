import Foundation
import Translations

/// The `--json` output of every listing verb: one JSON array, sorted keys, pretty printed.
enum JSONArray {
    /// The JSON text of `entries`, ending in a line break; an empty array is "[]".
    static func text<Entry: Encodable>(_ entries: [Entry]) throws(CommandLineError) -> String {
        if entries.isEmpty { return "[]\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
        } catch {
            throw .failure(tr("cannot write JSON: %s", "\(error)"))
        }
    }
}
