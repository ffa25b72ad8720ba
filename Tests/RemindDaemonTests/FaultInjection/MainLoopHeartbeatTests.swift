import Testing

@testable import RemindDaemon

/// The fault suite's heartbeat: it reports the longest gap between two turns of the main loop.
@Suite("MainLoopHeartbeat")
struct MainLoopHeartbeatTests {
    /// Before any beat, the longest gap is 0 and the report says so.
    @Test func reportsTheLongestGap() {
        let logLines = LogLines()
        let heartbeat = MainLoopHeartbeat(log: logLines.makeLog())
        #expect(heartbeat.longestGap == 0)
        heartbeat.report()
        #expect(logLines.lines == ["remindd: status heartbeat: longest main-loop gap 0 ms"])
    }
}
