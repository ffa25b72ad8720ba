import Foundation

/// One zone's year of calendar requests for `AcceleratedTimeTests`, and the occurrences
/// each must give, computed from the zone's UTC offsets alone.
struct YearOfRequests: Sendable {
    /// A wall-clock time of day.
    struct WallTime: Sendable {
        /// The hour, 0 to 23.
        var hour: Int
        /// The minute, 0 to 59.
        var minute: Int
    }

    /// A calendar request and which days of the year it falls on.
    struct Request: Sendable {
        /// Its identifier and title.
        var id: String
        /// Its calendar components in GVariant text.
        var components: String
        /// Its time of day.
        var time: WallTime
        /// Whether it falls on a day (year, month, day, the day's weekday with 1 = Sunday,
        /// the month's length).
        var fallsOn: @Sendable (_ month: Int, _ day: Int, _ weekday: Int, _ monthLength: Int) -> Bool

        /// The request in remindd's wire format (GVariant text), repeating.
        var wire: String {
            "{'identifier': <'\(id)'>, 'title': <'\(id)'>, 'trigger': <'calendar'>, 'repeats': <true>, "
                + "'calendar': <{\(components), 'hour': \(time.hour), 'minute': \(time.minute)}>}"
        }
    }

    /// The zone.
    let zone: TimeZone
    /// The year simulated.
    static let year = 2027
    /// A time the spring change skips (daily, last Sunday, yearly) and one the autumn
    /// change repeats (weekly, first Sunday).
    let skipped: WallTime
    /// A time the autumn change repeats.
    let repeated: WallTime
    /// The month and day of the yearly request: the day the clocks go forward.
    let springDay: (month: Int, day: Int)

    /// Europe/Berlin (02:00 to 03:00 on 28 March, 03:00 to 02:00 on 31 October),
    /// America/New_York (02:00 to 03:00 on 14 March, 02:00 to 01:00 on 7 November) and
    /// Australia/Lord_Howe (half-hour changes: 02:00 to 01:30 on 4 April, 02:00 to 02:30 on
    /// 3 October).
    static let zones = [
        YearOfRequests(
            zone: TimeZone(identifier: "Europe/Berlin")!, skipped: WallTime(hour: 2, minute: 30),
            repeated: WallTime(hour: 2, minute: 30), springDay: (3, 28)),
        YearOfRequests(
            zone: TimeZone(identifier: "America/New_York")!, skipped: WallTime(hour: 2, minute: 30),
            repeated: WallTime(hour: 1, minute: 30), springDay: (3, 14)),
        YearOfRequests(
            zone: TimeZone(identifier: "Australia/Lord_Howe")!, skipped: WallTime(hour: 2, minute: 15),
            repeated: WallTime(hour: 1, minute: 45), springDay: (10, 3)),
    ]

    /// The requests: daily at the skipped time, weekly on Sundays and monthly on the first
    /// Sunday at the repeated time, monthly on the last Sunday and yearly on the spring day
    /// at the skipped time.
    var requests: [Request] {
        let spring = springDay
        return [
            Request(id: "daily", components: "'second': 0", time: skipped) { _, _, _, _ in true },
            Request(id: "weekly", components: "'weekday': 1", time: repeated) { _, _, weekday, _ in weekday == 1 },
            Request(id: "first-sunday", components: "'weekday': 1, 'weekday-ordinal': 1", time: repeated) {
                _, day, weekday, _ in weekday == 1 && day <= 7
            },
            Request(id: "last-sunday", components: "'weekday': 1, 'weekday-ordinal': -1", time: skipped) {
                _, day, weekday, length in weekday == 1 && day + 7 > length
            },
            Request(id: "yearly", components: "'month': \(spring.month), 'day': \(spring.day)", time: skipped) {
                month, day, _, _ in month == spring.month && day == spring.day
            },
        ]
    }

    /// Midnight starting the year, in the zone.
    var start: Date { instant(month: 1, day: 1, WallTime(hour: 0, minute: 0)) }
    /// Midnight ending it.
    var end: Date { instant(year: Self.year + 1, month: 1, day: 1, WallTime(hour: 0, minute: 0)) }

    /// Every occurrence of `request` in the year, in order.
    func occurrences(of request: Request) -> [Date] {
        var dates: [Date] = []
        for month in 1...12 {
            let length = Self.utc.range(
                of: .day, in: .month, for: naive(month: month, day: 1, .init(hour: 0, minute: 0)))!
                .count
            for day in 1...length {
                let weekday = Self.utc.component(.weekday, from: naive(month: month, day: day, request.time))
                if request.fallsOn(month, day, weekday, length) {
                    dates.append(instant(month: month, day: day, request.time))
                }
            }
        }
        return dates.filter { $0 >= start && $0 < end }
    }

    /// The instant a wall-clock time of a day shows in the zone: its first pass when the
    /// autumn change repeats it; when the spring change skips it, the time as read with the
    /// offset before the change (later by the gap).
    private func instant(year: Int = Self.year, month: Int, day: Int, _ time: WallTime) -> Date {
        let naive = naive(year: year, month: month, day: day, time)
        let before = zone.secondsFromGMT(for: naive - 86400)
        let after = zone.secondsFromGMT(for: naive + 86400)
        let passes = Set([before, after]).map { naive - TimeInterval($0) }.filter { candidate in
            zone.secondsFromGMT(for: candidate) == Int(naive.timeIntervalSince(candidate))
        }
        return passes.min() ?? naive - TimeInterval(before)
    }

    /// The wall-clock time read as UTC.
    private func naive(year: Int = Self.year, month: Int, day: Int, _ time: WallTime) -> Date {
        Self.utc.date(from: DateComponents(year: year, month: month, day: day, hour: time.hour, minute: time.minute))!
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
