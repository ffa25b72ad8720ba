import CalDAV
import Testing

/// The one line the user reads for each way the server can fail.
@Suite("CalDAV: error lines")
struct CalDAVErrorTests {
    /// A wrong password names the user; a refused sync-token names the collection.
    @Test func linesNameWhatFailed() {
        #expect(
            CalDAVError.unauthorized(user: "ann").description == "the server refused the user name ann or its password")
        #expect(
            CalDAVError.syncTokenRefused(path: "/ann/tasks/").description
                == "the server no longer knows the sync state of /ann/tasks/")
        #expect(
            CalDAVError.timedOut(host: "dav.example", seconds: 30).description
                == "dav.example did not answer within 30 s")
    }
}
