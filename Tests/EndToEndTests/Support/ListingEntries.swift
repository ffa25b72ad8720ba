import Foundation
import TestSupport

/// One entry of `checklists pending --json`.
struct PendingEntry: Decodable, Sendable, Equatable {
    /// The request identifier.
    var id: String
    /// The title.
    var title: String
    /// The body.
    var body: String
    /// Whether it fires more than once.
    var repeats: Bool
    /// When it fires next, ISO 8601 with the UTC offset, to the second.
    var nextTriggerDate: String
}

/// One entry of `checklists delivered --json`.
struct DeliveredEntry: Decodable, Sendable, Equatable {
    /// The request identifier.
    var id: String
    /// The title.
    var title: String
    /// The body.
    var body: String
    /// When the occurrence was due, ISO 8601 with the UTC offset.
    var occurrenceDate: String?
    /// When it was delivered, ISO 8601 with the UTC offset.
    var deliveredAt: String
    /// Whether it came late.
    var late: Bool
    /// Whether it was recorded as missed, without a popup.
    var missed: Bool?
}

/// Reading the listings `checklists` prints.
enum ListingEntries {
    /// A listing command failed or printed something else than the expected JSON.
    struct Unreadable: Error, CustomStringConvertible {
        /// The command's outcome and why it was not read.
        var description: String
    }

    /// The JSON a listing command printed, decoded.
    static func decode<T: Decodable>(_ type: T.Type, from result: CommandResult) throws -> T {
        guard result.status == 0 else { throw Unreadable(description: "the listing failed: \(result)") }
        do {
            return try JSONDecoder().decode(type, from: Data(result.stdout.utf8))
        } catch {
            throw Unreadable(description: "not the expected JSON (\(error)): \(result)")
        }
    }

    /// The date of an ISO 8601 text with a UTC offset or Z ("2026-12-24T18:30:00+01:00"),
    /// or nil when it is not one.
    static func date(_ text: String) -> Date? {
        guard
            text.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$"#, options: .regularExpression)
                != nil
        else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
