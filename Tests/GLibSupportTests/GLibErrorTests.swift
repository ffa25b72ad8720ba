import CGLib
import GLibSupport
import Testing

/// A `GError` becomes a Swift error once, and is freed.
@Suite struct GLibErrorTests {
    /// No error: nothing to take.
    @Test func emptyIsNil() {
        var error: UnsafeMutablePointer<GError>?
        #expect(GLibError.take(&error) == nil)
    }

    /// A local error keeps its domain, code and message, and the pointer is cleared.
    @Test func localErrorKeepsItsParts() throws {
        var error: UnsafeMutablePointer<GError>? = g_error_new_literal(
            g_quark_from_string("checklists-test-error"), 7, "the disk is gone")

        let taken = try #require(GLibError.take(&error))

        #expect(error == nil)
        #expect(taken.domain == "checklists-test-error")
        #expect(taken.code == 7)
        #expect(taken.message == "the disk is gone")
        #expect(taken.description == "the disk is gone")
        #expect(taken.remoteName == nil)
    }

    /// An error that came over D-Bus gives its D-Bus name apart from the message.
    @Test func remoteErrorGivesItsName() throws {
        var error: UnsafeMutablePointer<GError>? = g_dbus_error_new_for_dbus_error(
            "org.checklists.Remindd.Error.InvalidArgument", "hour must be 0 to 23")

        let taken = try #require(GLibError.take(&error))

        #expect(taken.remoteName == "org.checklists.Remindd.Error.InvalidArgument")
        #expect(taken.message == "hour must be 0 to 23")
    }
}
