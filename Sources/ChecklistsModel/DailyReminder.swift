import Foundation
import LocalNotifications
import Translations

/// The daily reminder setting: whether a reminder pops up every day, at which local time of
/// day, with which texts.
///
/// Decoding is lenient, so that a hand-edited or older or newer settings file still loads:
/// a key that is missing, of the wrong type or out of the rules (see `validated()`) takes
/// its value from `standard`; unknown keys are ignored.
public struct DailyReminder: Sendable, Equatable, Codable {
    /// Whether the reminder is scheduled.
    public var isOn: Bool
    /// The hour of the day, 0 to 23, in the user's local time.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The popup's title: one line, not empty.
    public var title: String
    /// The popup's text: not empty; may hold line breaks.
    public var body: String

    /// Off, at 20:00, titled "Checklists", saying "Time to look at your checklists.".
    public static let standard = DailyReminder(
        isOn: false, hour: 20, minute: 0, title: tr("Checklists"), body: tr("Time to look at your checklists."))

    /// The request identifier of the daily reminder; adding it again replaces it.
    public static let identifier = "daily-reminder"
    /// The notification category of the daily reminder, whose popup offers Add item….
    public static let category = "daily-reminder"
    /// The action that adds the typed reply as a new item of the default checklist; where
    /// the notification server has no reply field, it just opens the window.
    public static let addItemAction = "add-item"
    /// The category with the Add item… action, which asks for text.
    public static let notificationCategory = NotificationCategory(
        identifier: category,
        actions: [
            NotificationAction(
                identifier: addItemAction, title: tr("Add item…"),
                textInput: TextInput(buttonTitle: tr("Add"), placeholder: tr("New item")))
        ])

    /// Creates a setting value; `validated()` checks it.
    public init(isOn: Bool, hour: Int, minute: Int, title: String, body: String) {
        self.isOn = isOn
        self.hour = hour
        self.minute = minute
        self.title = title
        self.body = body
    }

    /// The repeating request remindd keeps while the reminder is on: a calendar trigger on
    /// hour and minute only, in floating local time (no time zone, so it follows the user's
    /// zone), identified by `identifier`, in the category `category`.
    public var request: NotificationRequest {
        NotificationRequest(
            identifier: Self.identifier,
            content: NotificationContent(title: title, body: body, categoryIdentifier: Self.category),
            trigger: .calendar(CalendarTrigger(hour: hour, minute: minute, repeats: true)))
    }

    /// The time of day as "HH:MM", 24-hour ("07:15").
    public var timeText: String {
        String(format: "%02d:%02d", hour, minute)
    }

    private enum CodingKeys: String, CodingKey {
        case isOn, hour, minute, title, body
    }

    /// Decodes leniently: every bad or missing value takes the standard one.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let standard = Self.standard
        func value<T: Decodable>(_ key: CodingKeys, _ rule: (T) throws -> T) -> T? {
            (try? container.decodeIfPresent(T.self, forKey: key)).flatMap { try? rule($0) }
        }
        isOn = value(.isOn) { $0 } ?? standard.isOn
        hour = value(.hour, Self.validatedHour) ?? standard.hour
        minute = value(.minute, Self.validatedMinute) ?? standard.minute
        title = value(.title, Self.validatedTitle) ?? standard.title
        body = value(.body, Self.validatedBody) ?? standard.body
    }
}
