/// The app's settings, kept in `$XDG_CONFIG_HOME/checklists/settings.json` (by default
/// `~/.config/checklists/settings.json`) by `SettingsFile`.
///
/// Decoding is lenient so that settings can be added later: a missing or unreadable key
/// takes its standard value, unknown keys are ignored. (Start at login is not kept here:
/// it is the autostart entry itself.)
public struct AppSettings: Sendable, Equatable, Codable {
    /// The daily reminder.
    public var dailyReminder: DailyReminder
    /// How long Snooze puts an item's reminder off, in minutes (1 to 240).
    public var snoozeMinutes: Int
    /// Whether item reminders play the desktop's notification sound.
    public var playSound: Bool
    /// Whether a reminder that pops up while the window has focus also shows in the window.
    public var showBanners: Bool

    /// The settings of a new user: everything standard, a 10-minute snooze.
    public static let standard = AppSettings(dailyReminder: .standard)

    /// The range Snooze accepts, in minutes.
    public static let snoozeRange = 1...240

    /// Creates settings.
    public init(dailyReminder: DailyReminder, snoozeMinutes: Int = 10, playSound: Bool = true, showBanners: Bool = true)
    {
        self.dailyReminder = dailyReminder
        self.snoozeMinutes = snoozeMinutes
        self.playSound = playSound
        self.showBanners = showBanners
    }

    private enum CodingKeys: String, CodingKey {
        case dailyReminder, snoozeMinutes, playSound, showBanners
    }

    /// Decodes a JSON object leniently; anything but an object is an error.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let standard = AppSettings(dailyReminder: .standard)
        dailyReminder = (try? container.decodeIfPresent(DailyReminder.self, forKey: .dailyReminder)) ?? .standard
        let snooze = (try? container.decodeIfPresent(Int.self, forKey: .snoozeMinutes)) ?? standard.snoozeMinutes
        snoozeMinutes = Self.snoozeRange.contains(snooze) ? snooze : standard.snoozeMinutes
        playSound = (try? container.decodeIfPresent(Bool.self, forKey: .playSound)) ?? standard.playSound
        showBanners = (try? container.decodeIfPresent(Bool.self, forKey: .showBanners)) ?? standard.showBanners
    }
}
