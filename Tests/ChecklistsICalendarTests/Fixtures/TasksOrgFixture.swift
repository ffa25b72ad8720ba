/// A task in the shape Tasks.org writes through DAVx⁵ (written for these tests from its
/// documented properties): a day without a time, a rule every 3 days, an alarm 9 hours after
/// the due day's start, Apple's sort order, and a snooze already over.
enum TasksOrgFixture {
    static let text = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:+//IDN bitfire.at//ical4android (org.tasks)
        BEGIN:VTODO
        DTSTAMP:20261128T120000Z
        UID:3452345234523
        CREATED:20261101T080000Z
        LAST-MODIFIED:20261128T120000Z
        SUMMARY:Water the plants
        PRIORITY:9
        DUE;VALUE=DATE:20261203
        RRULE:FREQ=DAILY;INTERVAL=3
        X-APPLE-SORT-ORDER:123
        X-MOZ-SNOOZE-TIME:20261120T080000Z
        BEGIN:VALARM
        TRIGGER;RELATED=END:PT9H
        ACTION:DISPLAY
        DESCRIPTION:Water the plants
        END:VALARM
        END:VTODO
        END:VCALENDAR
        """
}
