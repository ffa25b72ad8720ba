import Foundation
import Testing

/// GetStatus tells a client which version of the API it talks to.
@Suite("remindd's status")
struct StatusTests {
    /// A running remindd answers GetStatus with api-version 9, a uint32, besides the rest.
    @Test func reportsTheAPIVersion() async throws {
        try await TestSession.with { session in
            let result = await session.callRemindd("GetStatus", [])
            try #require(result.status == 0, "\(result)")
            #expect(result.stdout.contains("'api-version': <uint32 9>"), "\(result)")
            #expect(result.stdout.contains("'queued': <uint32 0>"), "\(result)")
        }
    }
}
