/// The app's settings, kept in `$XDG_CONFIG_HOME/checklists/settings.json` (by default
/// `~/.config/checklists/settings.json`) by `SettingsFile`.
///
/// Decoding is lenient so that settings can be added later: a missing or unreadable key
/// takes its standard value, unknown keys are ignored.
public struct AppSettings: Sendable, Equatable, Codable {
    /// The daily reminder.
    public var dailyReminder: DailyReminder

    /// The settings of a new user: everything standard.
    public static let standard = AppSettings(dailyReminder: .standard)

    /// Creates settings.
    public init(dailyReminder: DailyReminder) {
        self.dailyReminder = dailyReminder
    }

    private enum CodingKeys: String, CodingKey {
        case dailyReminder
    }

    /// Decodes a JSON object leniently; anything but an object is an error.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dailyReminder = (try? container.decodeIfPresent(DailyReminder.self, forKey: .dailyReminder)) ?? .standard
    }
}
