import Foundation
import LocalNotifications

/// Requests that between them use every stored key and every case of every stored enum,
/// for the `StoredRequestJSON` tests.
enum StoredRequestJSONSamples {
    /// Every sample, each with its own identifier.
    static let requests: [NotificationRequest] =
        triggers.enumerated().map {
            NotificationRequest(identifier: "trigger-\($0.offset)", content: plain, trigger: $0.element)
        }
        + contents.enumerated().map {
            NotificationRequest(identifier: "content-\($0.offset)", content: $0.element, trigger: hourly)
        }
        + behaviours

    /// A repeating interval trigger.
    private static let hourly = NotificationTrigger.timeInterval(TimeIntervalTrigger(interval: 3_600, repeats: true))

    /// Content with the defaults.
    private static let plain = NotificationContent(title: "Plain")

    /// Every kind of trigger, calendar triggers with each component alone and all together.
    private static let triggers: [NotificationTrigger] = [
        .immediate,
        .timeInterval(TimeIntervalTrigger(interval: 60, repeats: false)),
        .timeInterval(TimeIntervalTrigger(interval: 0.25, repeats: true)),
        .timeInterval(TimeIntervalTrigger(interval: 86_400.123456789, repeats: false)),
        .timeInterval(TimeIntervalTrigger(interval: 3.155_76e9, repeats: true)),
        .timeInterval(TimeIntervalTrigger(interval: 1e20, repeats: false)),
        .timeInterval(TimeIntervalTrigger(interval: 1e-7, repeats: false)),
        .timeInterval(TimeIntervalTrigger(interval: 1e15, repeats: false)),
        .timeInterval(TimeIntervalTrigger(interval: -0.0, repeats: false)),
        .timeInterval(TimeIntervalTrigger(interval: -12.5, repeats: false)),
        .calendar(CalendarTrigger(repeats: false)),
        .calendar(CalendarTrigger(year: 2026, repeats: false)),
        .calendar(CalendarTrigger(month: 12, repeats: true)),
        .calendar(CalendarTrigger(day: 31, repeats: true)),
        .calendar(CalendarTrigger(hour: 0, repeats: true)),
        .calendar(CalendarTrigger(minute: 59, repeats: true)),
        .calendar(CalendarTrigger(second: 30, repeats: true)),
        .calendar(CalendarTrigger(weekday: 3, repeats: true)),
        .calendar(CalendarTrigger(weekday: 1, weekdayOrdinal: -1, repeats: true)),
        .calendar(CalendarTrigger(hour: 9, minute: 30, repeats: true, timeZoneIdentifier: "Europe/Berlin")),
        .calendar(
            CalendarTrigger(
                year: 2027, month: 2, day: 28, hour: 23, minute: 59, second: 59, weekday: 7, weekdayOrdinal: 5,
                repeats: false, timeZoneIdentifier: "America/Argentina/Buenos_Aires")),
        .calendar(CalendarTrigger(year: Int.max, month: Int.min, repeats: false, timeZoneIdentifier: "")),
        .location(LocationTrigger(latitude: 52.52, longitude: 13.405, radius: 150, repeats: false)),
        .location(
            LocationTrigger(
                latitude: -90, longitude: 180, radius: 100_000, notifyOnEntry: false, notifyOnExit: true,
                repeats: true)),
        .location(
            LocationTrigger(
                latitude: 0.000_001, longitude: -179.999_999, radius: 1, notifyOnEntry: true, notifyOnExit: true,
                repeats: false)),
    ]

    /// Text with every kind of character JSON escapes, and some it does not.
    static let awkwardTexts = [
        "", "quote \" backslash \\ slash / done", "tab\tline\nreturn\rfeed\u{0C}back\u{08}",
        "\u{00}\u{01}\u{1F}\u{7F}", "é ü ß 中文 日本語", "emoji 😀👍🏽👨‍👩‍👧 flag 🇩🇪", "\u{2028}\u{2029}\u{FEFF}",
        "e\u{301} vs é", "\\u0041 is not A", "{\"json\": [1, 2]}", String(repeating: "long ", count: 400),
    ]

    /// Content using every sound, the badge, the portal's words and awkward text.
    private static let contents: [NotificationContent] =
        [
            NotificationContent(title: "Default sound", sound: .default),
            NotificationContent(title: "No sound", sound: .none),
            NotificationContent(title: "Named", sound: .named("alarm-clock-elapsed")),
            NotificationContent(title: "Named awkward", sound: .named("a/\"b\"\\\u{1}")),
            NotificationContent(title: "Badge", badge: 7),
            NotificationContent(title: "Zero badge", badge: 0),
            NotificationContent(title: "Negative badge", badge: Int.min),
            NotificationContent(title: "Big badge", badge: Int.max),
            NotificationContent(
                title: "Everything", subtitle: "Sub", body: "Body", sound: .named("bell"), badge: 3,
                userInfo: ["a": "1", "b": "2", "": ""], categoryIdentifier: "item-reminder", threadIdentifier: "list-1",
                interruptionLevel: .critical, attachment: "/home/user/Pictures/cat.png",
                portal: PortalWords(
                    priority: .urgent, displayHints: DisplayHint.allCases, category: "alarm.ringing",
                    sound: .file("file:///usr/share/sounds/bell.oga"))),
        ]
        + InterruptionLevel.allCases.map { NotificationContent(title: "Level", interruptionLevel: $0) }
        + NotificationPriority.allCases.map {
            NotificationContent(title: "Priority", portal: PortalWords(priority: $0))
        }
        + [PortalSound.default, .silent, .file("/tmp/a b.wav"), .file("")].map {
            NotificationContent(title: "Portal sound", portal: PortalWords(sound: $0))
        }
        + DisplayHint.allCases.map { NotificationContent(title: "Hint", portal: PortalWords(displayHints: [$0, $0])) }
        + awkwardTexts.map {
            NotificationContent(
                title: $0, subtitle: $0, body: $0, userInfo: [$0: $0, "key": $0, $0 + "!": "value"],
                categoryIdentifier: $0, threadIdentifier: $0, attachment: $0, portal: PortalWords(category: $0))
        }

    /// Lateness, waking, nagging and ringing, alone and together.
    private static let behaviours: [NotificationRequest] = [
        NotificationRequest(identifier: "late", content: plain, trigger: hourly, latenessLimit: 900),
        NotificationRequest(identifier: "late-zero", content: plain, trigger: hourly, latenessLimit: 0),
        NotificationRequest(identifier: "wakes", content: plain, trigger: hourly, wakesSystem: true),
        NotificationRequest(identifier: "nags", content: plain, trigger: hourly, repeatInterval: 300),
        NotificationRequest(
            identifier: "nag-count", content: plain, trigger: hourly, repeatInterval: 60.5, repeatCount: 3),
        NotificationRequest(identifier: "count-alone", content: plain, trigger: hourly, repeatCount: -1),
        NotificationRequest(identifier: "loops", content: plain, trigger: hourly, soundLoop: true),
        NotificationRequest(identifier: "loop-limit", content: plain, trigger: hourly, soundLoopLimit: 45),
        NotificationRequest(
            identifier: "all \"of\" them/\u{1}😀", content: plain, trigger: .immediate, latenessLimit: 1e-3,
            wakesSystem: true, repeatInterval: 120, repeatCount: 10, soundLoop: true, soundLoopLimit: 600),
    ]
}
