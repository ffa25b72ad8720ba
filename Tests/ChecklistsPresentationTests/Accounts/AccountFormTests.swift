import ChecklistsPresentation
import Testing

/// Add Account's fields, checked before anything goes to a server, and the sentences that
/// say what went wrong.
@Suite("Accounts: the form")
struct AccountFormTests {
    private func implied(_ server: String) -> String? { server.contains("@") ? server : nil }

    /// Spaces around the server and the user go; an address is the user name when none is
    /// typed; the password stays as typed.
    @Test func aCompleteForm() throws {
        let form = try AccountForm.checked(
            server: " http://127.0.0.1:5232/ ", user: " ann ", password: " pw", impliedUser: implied)
        #expect(form == AccountForm(server: "http://127.0.0.1:5232/", user: "ann", password: " pw"))
        let address = try AccountForm.checked(
            server: "ann@example.com", user: "", password: "pw", impliedUser: implied)
        #expect(address.user == "ann@example.com")
    }

    /// Each missing field gets its own sentence, and so does a server with a space.
    @Test func missingFields() {
        #expect(throws: AccountProblem.noServer) {
            try AccountForm.checked(server: " ", user: "ann", password: "pw", impliedUser: implied)
        }
        #expect(throws: AccountProblem.noUser) {
            try AccountForm.checked(server: "dav.example.com", user: "", password: "pw", impliedUser: implied)
        }
        #expect(throws: AccountProblem.noPassword) {
            try AccountForm.checked(server: "dav.example.com", user: "ann", password: "", impliedUser: implied)
        }
        #expect(throws: AccountProblem.notAServer("dav example")) {
            try AccountForm.checked(server: "dav example", user: "ann", password: "pw", impliedUser: implied)
        }
    }

    /// The sentences the dialog shows for what a server answered.
    @Test func sentences() {
        #expect(AccountProblem.refusedPassword.description == "The server refused the user name or the password.")
        #expect(
            AccountProblem.noCalDAVServer("https://example.com").description
                == "No CalDAV server there: https://example.com offers no calendars.")
        #expect(
            AccountProblem.noTaskLists.description
                == "The server has no task lists yet. Add makes one named “Checklists” there.")
        #expect(
            AccountProblem.unreachable(host: "127.0.0.1", reason: "Connection refused").description
                == "Checklists cannot reach the server 127.0.0.1: Connection refused.")
        #expect(AccountProblem.other("the keyring is locked").description == "The keyring is locked")
    }
}
