import RemindDaemon
import RemindersAPI
import Testing

/// The D-Bus errors remindd answers with.
@Suite("ServiceError")
struct ServiceErrorTests {
    /// A bad argument and a failure go out under their D-Bus names, with their message.
    @Test func namesAndMessages() {
        let bad = ServiceError.invalidArgument("the identifier is empty")
        #expect(bad.name == RemindersBus.invalidArgumentError)
        #expect(bad.description == "the identifier is empty")
        let failed = ServiceError.failed("the disk is full")
        #expect(failed.name == RemindersBus.failedError)
        #expect(failed.description == "the disk is full")
    }
}
