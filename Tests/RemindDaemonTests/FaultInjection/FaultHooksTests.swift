import Foundation
import RemindDaemon
import Testing

/// The fault suite's knobs in remindd's environment; none are set for users.
@Suite("FaultHooks")
struct FaultHooksTests {
    /// Without the variables, no hooks: no fail point, no heartbeat, no clock offset.
    @Test func noVariablesNoHooks() throws {
        let hooks = try FaultHooks(environment: ["HOME": "/root"])
        #expect(hooks == FaultHooks())
        #expect(hooks.clockOffset() == 0)
    }

    /// Each variable turns on its hook; empty ones and "0" leave them off.
    @Test func variablesTurnOnTheHooks() throws {
        let hooks = try FaultHooks(environment: [
            "REMINDD_TEST_FAIL_AT": "sending:2", "REMINDD_TEST_HEARTBEAT": "1",
            "REMINDD_TEST_CLOCK_OFFSET_FILE": "/nonexistent/offset",
        ])
        #expect(hooks.failPoint == (try FailPoint("sending:2")))
        #expect(hooks.heartbeat)
        #expect(hooks.clockOffsetFile == "/nonexistent/offset")
        let off = try FaultHooks(environment: [
            "REMINDD_TEST_FAIL_AT": "", "REMINDD_TEST_HEARTBEAT": "0", "REMINDD_TEST_CLOCK_OFFSET_FILE": "",
        ])
        #expect(off == FaultHooks())
    }

    /// A fail point that cannot be read stops remindd at start.
    @Test func unreadableFailPointIsRefused() {
        #expect(throws: DaemonError.self) { try FaultHooks(environment: ["REMINDD_TEST_FAIL_AT": "nowhere"]) }
    }

    /// The clock offset is read from its file at every look, and is 0 when it is no number
    /// or the file is missing.
    @Test func clockOffsetIsReadAtEveryLook() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("offset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let hooks = try FaultHooks(environment: ["REMINDD_TEST_CLOCK_OFFSET_FILE": file.path])
        #expect(hooks.clockOffset() == 0)
        try Data(" 3600.5\n".utf8).write(to: file)
        #expect(hooks.clockOffset() == 3_600.5)
        try Data("soon".utf8).write(to: file)
        #expect(hooks.clockOffset() == 0)
    }
}
