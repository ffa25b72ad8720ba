import Testing

@testable import RemindDaemon

/// Where the fault suite makes remindd die: `step` or `step:n` in REMINDD_TEST_FAIL_AT.
@Suite("FailPoint")
struct FailPointTests {
    /// A step alone means its first passage; `step:n` its n-th.
    @Test func readsStepAndPassage() throws {
        #expect(try FailPoint("claimed") == FailPoint("claimed:1"))
        let point = try FailPoint("posted:3")
        #expect(point.step == .posted)
        #expect(point.passage == 3)
    }

    /// An unknown step is refused with the list of steps.
    @Test func unknownStepIsRefused() {
        let error = #expect(throws: DaemonError.self) { try FailPoint("parsed") }
        #expect(
            error?.description == "REMINDD_TEST_FAIL_AT: unknown step parsed (one of claimed, sending, posted, marked)")
    }

    /// A passage that is not a positive whole number is refused.
    @Test(arguments: ["posted:0", "posted:x", "posted:", "posted:1:2", "posted:-1"])
    func badPassageIsRefused(text: String) {
        let error = #expect(throws: DaemonError.self) { try FailPoint(text) }
        #expect(error?.description.contains("is not step or step:n") == true)
    }

    /// Passages before the fail point's, and other steps, go by.
    @Test func passagesBeforeTheFailPointGoBy() throws {
        let points = FailPoints(try FailPoint("posted:3"))
        points.reach(.posted)
        points.reach(.posted)
        points.reach(.claimed)
        points.reach(.marked)
        FailPoints(nil).reach(.posted)
    }
}
