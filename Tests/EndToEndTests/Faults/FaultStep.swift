/// The steps of a fire at which remindd can be made to kill itself (`REMINDD_TEST_FAIL_AT`).
enum FaultStep: String, CaseIterable {
    /// Occurrences claimed, no popup queued.
    case claimed
    /// A popup about to go to the server.
    case sending
    /// The server took the popup, not yet recorded.
    case posted
    /// The popup recorded as posted.
    case marked
}
