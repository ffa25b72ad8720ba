import Foundation
import RemindersAPI
import RemindersClient
import Testing

/// GetStatus's dictionary read into a status: missing keys are defaults, keys of another
/// type errors, and a paused-until of 0 means not paused.
@Suite("Reading GetStatus")
struct ServiceStatusTests {
    /// A time reads as the end of the pause; 0 and a missing key as not paused.
    @Test func pausedUntil() throws {
        #expect(
            try ServiceStatus(["paused-until": .double(1_800_000_000.5)]).pausedUntil
                == Date(timeIntervalSince1970: 1_800_000_000.5))
        #expect(try ServiceStatus(["paused-until": .double(0)]).pausedUntil == nil)
        #expect(try ServiceStatus([:]).pausedUntil == nil)
        #expect(throws: WireError("paused-until must have type d, not b")) {
            try ServiceStatus(["paused-until": .bool(true)])
        }
    }

    /// The other keys read as sent; missing ones are defaults.
    @Test("GetStatus's dictionary is read; missing keys are defaults, wrong types errors")
    func statusDictionary() throws {
        let status = try ServiceStatus([
            "notification-server": .bool(true), "capabilities": .strings(["actions"]), "queued": .uint32(3),
        ])
        #expect(status == ServiceStatus(notificationServer: true, capabilities: ["actions"], queued: 3, apiVersion: 1))
        #expect(
            try ServiceStatus([:])
                == ServiceStatus(notificationServer: false, capabilities: [], queued: 0, apiVersion: 1))
        #expect(throws: WireError("queued must have type u, not i")) { try ServiceStatus(["queued": .int32(1)]) }
    }

    /// remindd's release and what the notification server said of itself read as sent, nil
    /// when remindd does not send them.
    @Test func releaseAndServerIdentity() throws {
        let status = try ServiceStatus([
            "version": .string("0.1.0"), "server-name": .string("dunst"), "server-vendor": .string("knopwob"),
            "server-version": .string("1.9.0"),
        ])
        #expect(status.daemonVersion == "0.1.0")
        #expect(status.serverName == "dunst")
        #expect(status.serverVendor == "knopwob")
        #expect(status.serverVersion == "1.9.0")
        let older = try ServiceStatus([:])
        #expect(older.daemonVersion == nil && older.serverName == nil && older.serverVersion == nil)
    }

    /// Keys of another type than GetStatus sends are refused, naming the key and both types.
    @Test(
        arguments: [
            ("notification-server", WireValue.string("yes"), "notification-server must have type b, not s"),
            ("capabilities", .string("actions"), "capabilities must have type as, not s"),
            ("server-name", .uint32(1), "server-name must have type s, not u"),
        ])
    func wrongTypes(key: String, value: WireValue, message: String) {
        #expect(throws: WireError(message)) { try ServiceStatus([key: value]) }
    }
}
