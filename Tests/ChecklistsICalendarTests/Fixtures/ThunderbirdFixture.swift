/// A task list in the shape Thunderbird writes (written for these tests from the
/// properties Thunderbird documents): a VTIMEZONE, DTSTART and DUE in it, alarms relative to
/// the start (the default) and to the due time, a snooze, Mozilla's X- properties, and an
/// event, which is not a task.
enum ThunderbirdFixture {
    static let text = """
        BEGIN:VCALENDAR
        PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN
        VERSION:2.0
        BEGIN:VTIMEZONE
        TZID:Europe/Berlin
        X-LIC-LOCATION:Europe/Berlin
        BEGIN:DAYLIGHT
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        TZNAME:CEST
        DTSTART:19700329T020000
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        TZNAME:CET
        DTSTART:19701025T030000
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VTODO
        CREATED:20261120T090000Z
        LAST-MODIFIED:20261125T101500Z
        DTSTAMP:20261125T101500Z
        UID:6f2b0c1e-93a4-4d2b-a1c4-1b2f3e4d5a6b
        SUMMARY:Renew the car insurance
        PRIORITY:1
        STATUS:NEEDS-ACTION
        DTSTART;TZID=Europe/Berlin:20261210T090000
        DUE;TZID=Europe/Berlin:20261215T170000
        PERCENT-COMPLETE:0
        X-MOZ-GENERATION:3
        X-MOZ-LASTACK:20261125T101500Z
        X-MOZ-SNOOZE-TIME:20261230T080000Z
        DESCRIPTION:Compare three offers first.\\nCall before noon.
        CATEGORIES:Car,Money
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER;VALUE=DURATION:-PT30M
        DESCRIPTION:Default Mozilla Description
        END:VALARM
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER;RELATED=END:-P1D
        DESCRIPTION:Default Mozilla Description
        END:VALARM
        END:VTODO
        BEGIN:VEVENT
        UID:event-1
        DTSTAMP:20261125T101500Z
        DTSTART;TZID=Europe/Berlin:20261211T190000
        SUMMARY:Dinner
        END:VEVENT
        END:VCALENDAR
        """
}
