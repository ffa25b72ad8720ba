import Foundation
import Testing

/// A listing longer than one page: `checklists pending --json` reads it a page at a time
/// and prints one array, whole and in order.
@Suite("Paged listings")
struct PagedListingTests {
    /// 1 500 pending requests, more than the 1 000 of a page: the command prints all of them
    /// once, soonest first, as one JSON array; remindd's second page holds the last 500.
    @Test func pendingJSONPagesThroughTwoPages() async throws {
        try await TestSession.with { session in
            let count = 1_500
            let requests = (0..<count).map { index in
                "{'identifier': <'paged-\(index)'>, 'title': <'Paged \(index)'>, 'trigger': <'interval'>, "
                    + "'interval': <\(3_600 + (count - index) * 60).0>}"
            }
            // Two calls: one argument of gdbus may not exceed 128 KB. A minute between due
            // times keeps the order whatever time passes between the two calls.
            for half in [requests[..<750], requests[750...]] {
                let added = await session.callRemindd(
                    "AddMany", ["org.checklists.Checklists", "[" + half.joined(separator: ", ") + "]"])
                try #require(added.status == 0, "\(added)")
            }

            let pending = try await session.pending()
            #expect(pending.count == count)
            #expect(pending.map(\.id) == (0..<count).reversed().map { "paged-\($0)" })

            let second = await session.callRemindd(
                "GetPendingPage", ["org.checklists.Checklists", "{'offset': <uint32 1000>, 'limit': <uint32 1000>}"])
            try #require(second.status == 0, "\(second)")
            #expect(second.stdout.components(separatedBy: "'identifier': <'paged-").count - 1 == 500)
        }
    }
}
