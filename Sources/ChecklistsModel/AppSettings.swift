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
    /// The reminders a new item's dialog starts with, as seconds before the due time (0 is
    /// at the due time): distinct, in ascending order, each at most `ItemAlarm.longestLead`.
    public var defaultReminders: [Int]

    /// The settings of a new user: everything standard, a 10-minute snooze.
    public static let standard = AppSettings(dailyReminder: .standard)

    /// The range Snooze accepts, in minutes.
    public static let snoozeRange = 1...240

    /// Creates settings.
    public init(
        dailyReminder: DailyReminder, snoozeMinutes: Int = 10, playSound: Bool = true, showBanners: Bool = true,
        defaultReminders: [Int] = []
    ) {
        self.dailyReminder = dailyReminder
        self.snoozeMinutes = snoozeMinutes
        self.playSound = playSound
        self.showBanners = showBanners
        self.defaultReminders = Self.cleaned(defaultReminders)
    }

    /// The default reminders as a new item's reminders.
    public var defaultAlarms: [ItemAlarm] {
        defaultReminders.map { ItemAlarm.beforeDue(seconds: $0) }
    }

    /// `seconds` without values out of range or repeated, in ascending order.
    static func cleaned(_ seconds: [Int]) -> [Int] {
        Array(Set(seconds.filter { (0...ItemAlarm.longestLead).contains($0) })).sorted()
    }

    private enum CodingKeys: String, CodingKey {
        case dailyReminder, snoozeMinutes, playSound, showBanners, defaultReminders
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
        let reminders = (try? container.decodeIfPresent([LenientInt].self, forKey: .defaultReminders)) ?? []
        defaultReminders = Self.cleaned(reminders.compactMap(\.value))
    }
}

/// One number of a list read leniently: anything but an integer reads as nil, so that one
/// bad value does not cost the others.
private struct LenientInt: Decodable {
    let value: Int?

    init(from decoder: Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Int.self)
    }
}
