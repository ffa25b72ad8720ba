import Foundation
import LocalNotifications
import Testing

/// Identifier and lateness-limit checks of a request, with the messages the user reads.
@Suite("Request validation")
struct NotificationRequestValidationTests {
    /// Identifiers that must be refused and the exact message.
    static let refusedIdentifiers: [(String, String)] = [
        ("", "the identifier is empty"),
        (String(repeating: "x", count: 256), "the identifier is longer than 255 characters"),
        ("item\u{0}1", "the identifier contains a control character"),
        ("item\n1", "the identifier contains a control character"),
        ("item\u{7F}", "the identifier contains a control character"),
        ("item\u{85}", "the identifier contains a control character"),
    ]

    /// Each refused identifier throws `invalidIdentifier` with its message.
    @Test(arguments: refusedIdentifiers.map { (EscapedText($0.0), $0.1) })
    func refusesIdentifier(_ identifier: EscapedText, message: String) {
        let request = makeRequest(identifier.text, interval(60))
        #expect(throws: NotificationError.invalidIdentifier(message)) { try request.validate() }
    }

    /// 255 characters, spaces, dots and non-ASCII letters make a valid identifier.
    @Test(arguments: [String(repeating: "é", count: 255), "item 1", "org.example.item-42", "Einkauf:Äpfel"])
    func acceptsIdentifier(_ identifier: String) {
        let request = makeRequest(identifier, interval(60))
        #expect(errorMessage { () throws(NotificationError) in try request.validate() } == nil)
    }

    /// A negative, non-finite or longer than a century lateness limit is refused; zero and a
    /// century are allowed.
    @Test func latenessLimit() {
        for limit in [-1.0, .nan, .infinity, -.infinity, 1e300, TimeBounds.longestDuration + 1] {
            let request = makeRequest("late", interval(60), latenessLimit: limit)
            let message = errorMessage { () throws(NotificationError) in try request.validate() }
            #expect(message?.hasPrefix("the lateness limit must be 0 seconds or more and at most 100 years") == true)
        }
        let century = makeRequest("late", interval(60), latenessLimit: TimeBounds.longestDuration)
        #expect(errorMessage { () throws(NotificationError) in try century.validate() } == nil)
        let zero = makeRequest("late", interval(60), latenessLimit: 0)
        #expect(errorMessage { () throws(NotificationError) in try zero.validate() } == nil)
    }

    /// The identifier is checked before the content and the trigger.
    @Test func identifierIsCheckedFirst() {
        let request = NotificationRequest(
            identifier: "", content: NotificationContent(title: ""), trigger: interval(0))
        #expect(errorMessage { () throws(NotificationError) in try request.validate() } == "the identifier is empty")
    }

    /// An app identifier follows the identifier rules, with its own wording.
    @Test func appIdentifier() {
        #expect(throws: NotificationError.invalidIdentifier("the app identifier is empty")) {
            try NotificationRequest.validate(appIdentifier: "")
        }
        #expect(throws: NotificationError.invalidIdentifier("the app identifier contains a control character")) {
            try NotificationRequest.validate(appIdentifier: "app\t")
        }
    }

    /// The error's description is its message.
    @Test func errorDescriptionIsTheMessage() {
        #expect(
            NotificationError.neverFires("the trigger has no future occurrence").description
                == "the trigger has no future occurrence")
        #expect("\(NotificationError.invalidContent("x"))" == "x")
    }
}
