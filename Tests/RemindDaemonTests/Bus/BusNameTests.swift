import RemindDaemon
import Testing

/// Claiming remindd's bus name.
@Suite("BusName")
struct BusNameTests {
    /// Where no bus daemon answers RequestName (here: a peer link), the claim fails with a
    /// bus error naming the name, and does not hang.
    @Test func claimWithoutABusDaemonFails() throws {
        let link = try PeerLink()
        defer { link.close() }
        let error = #expect(throws: DaemonError.self) { try BusName.claim("org.example.Name", on: link.client) }
        #expect(error?.description.hasPrefix("cannot request the bus name org.example.Name: ") == true)
    }
}
