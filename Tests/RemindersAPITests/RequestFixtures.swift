import Foundation
import LocalNotifications
import RemindersAPI

/// Requests and dictionaries the codec tests start from.
enum RequestFixtures {
    /// A request with the given identifier, content and trigger; the content defaults to a title only.
    static func request(
        _ identifier: String = "tea", content: NotificationContent = NotificationContent(title: "Tea"),
        trigger: NotificationTrigger = .immediate, latenessLimit: TimeInterval? = nil
    ) -> NotificationRequest {
        NotificationRequest(identifier: identifier, content: content, trigger: trigger, latenessLimit: latenessLimit)
    }

    /// The smallest valid request dictionary: an identifier and a title, plus `extra`.
    static func dictionary(_ extra: WireDictionary = [:]) -> WireDictionary {
        ["identifier": .string("tea"), "title": .string("Tea")].merging(extra) { _, new in new }
    }

    /// The request encoded and decoded again.
    static func roundTrip(_ request: NotificationRequest) throws -> NotificationRequest {
        try RequestCodec.decode(RequestCodec.encode(request))
    }

    /// The message of the error decoding `dictionary` throws, or nil when it decodes.
    static func decodeError(_ dictionary: WireDictionary) -> String? {
        do {
            _ = try RequestCodec.decode(dictionary)
            return nil
        } catch {
            return error.description
        }
    }
}
