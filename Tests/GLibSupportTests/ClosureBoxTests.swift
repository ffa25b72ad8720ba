import CGLib
import GLibSupport
import Testing

/// A boxed closure travels through `gpointer` user data and lives until GLib's destroy
/// notify releases it.
@Suite struct ClosureBoxTests {
    /// The box behind the user data calls the closure; the destroy notify frees it.
    @Test func userDataCallsTheClosureUntilReleased() {
        var received: [Int] = []
        weak var released: ClosureBox<Int>?
        let data: gpointer = {
            let box = ClosureBox<Int> { received.append($0) }
            released = box
            return box.retain()
        }()

        ClosureBox<Int>.from(data)?.call(42)
        #expect(received == [42])
        #expect(released != nil)

        ClosureBox<Int>.release(data)
        #expect(released == nil)
    }

    /// No user data, no box.
    @Test func noUserDataNoBox() {
        #expect(ClosureBox<Int>.from(nil) == nil)
    }
}
