import Foundation
import RemindDaemon
import Testing

/// remindd's log lines.
@Suite("DaemonLog")
struct DaemonLogTests {
    /// An event line starts with "remindd:" and the event; detail lines only come with --verbose.
    @Test func eventsAlwaysDetailsWhenVerbose() {
        var quietLines: [String] = []
        let quiet = DaemonLog(verbose: false) { quietLines.append($0) }
        quiet.log(.fired, "org.example.App/tea")
        quiet.debug("rescan: timer")
        #expect(quietLines == ["remindd: fired org.example.App/tea"])
        #expect(!quiet.verbose)

        var verboseLines: [String] = []
        let verbose = DaemonLog(verbose: true) { verboseLines.append($0) }
        verbose.debug("rescan: timer")
        #expect(verboseLines == ["remindd: debug rescan: timer"])
    }

    /// The log users get, on stderr, keeps its verbosity: without --verbose no detail lines.
    @Test func stderrLogKeepsItsVerbosity() {
        let log = DaemonLog(verbose: false)
        log.debug("not written")
        #expect(!log.verbose)
        #expect(DaemonLog(verbose: true).verbose)
    }

    /// Dates are ISO 8601 with the local offset.
    @Test func datesAreISO8601() {
        let text = DaemonLog.format(Date(timeIntervalSince1970: 1_781_524_800))
        #expect(text.hasPrefix("2026-06-1"))
        #expect(text.count == 25 || text.hasSuffix("Z"))
    }
}
