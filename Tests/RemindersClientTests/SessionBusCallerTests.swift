import RemindersAPI
import Testing

@testable import RemindersClient

/// The errors of calls to remindd, as the user reads them.
@Suite("Errors of calls to remindd")
struct SessionBusCallerTests {
    /// remindd's InvalidArgument and AccessDenied are bad input; its Failed, and any other
    /// error, a failure.
    @Test("remindd's errors: InvalidArgument and AccessDenied are bad input, the rest failures")
    func errors() {
        #expect(
            SessionBusCaller.clientError(remoteName: RemindersBus.invalidArgumentError, message: "bad hour")
                == .badInput("bad hour"))
        let denied = "org.example.App is a Flatpak app and may use only its own app id, not org.example.Other"
        #expect(
            SessionBusCaller.clientError(remoteName: RemindersBus.accessDeniedError, message: denied)
                == .badInput(denied))
        #expect(
            SessionBusCaller.clientError(remoteName: RemindersBus.failedError, message: "disk full")
                == .failure("remindd failed: disk full"))
        #expect(
            SessionBusCaller.clientError(remoteName: "org.freedesktop.DBus.Error.ServiceUnknown", message: "no service")
                == .failure("cannot reach remindd: no service"))
        #expect(
            SessionBusCaller.clientError(remoteName: nil, message: "timeout")
                == .failure("cannot reach remindd: timeout"))
    }

    /// The description of either kind is its message alone.
    @Test("A client error's description is its message")
    func description() {
        #expect(RemindersClientError.badInput("bad hour").description == "bad hour")
        #expect(RemindersClientError.failure("remindd failed: disk full").description == "remindd failed: disk full")
    }
}
