/// A task in the shape Evolution writes (written for these tests from its documented
/// properties): a VTIMEZONE with libical's long TZID and X-LIC-LOCATION, a weekly rule for
/// a count, Evolution's alarm UID, CLASS and SEQUENCE.
enum EvolutionFixture {
    static let text = """
        BEGIN:VCALENDAR
        CALSCALE:GREGORIAN
        PRODID:-//Ximian//NONSGML Evolution Calendar//EN
        VERSION:2.0
        X-WR-CALNAME:Personal
        BEGIN:VTIMEZONE
        TZID:/freeassociation.sourceforge.net/America/New_York
        X-LIC-LOCATION:America/New_York
        BEGIN:STANDARD
        TZNAME:EST
        DTSTART:19701101T020000
        RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11
        TZOFFSETFROM:-0400
        TZOFFSETTO:-0500
        END:STANDARD
        BEGIN:DAYLIGHT
        TZNAME:EDT
        DTSTART:19700308T020000
        RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3
        TZOFFSETFROM:-0500
        TZOFFSETTO:-0400
        END:DAYLIGHT
        END:VTIMEZONE
        BEGIN:VTODO
        UID:20261120T101010Z-4242-1000-1-17@laptop
        DTSTAMP:20261120T101010Z
        SUMMARY:Call mom
        DUE;TZID=/freeassociation.sourceforge.net/America/New_York:20261206T180000
        CLASS:PUBLIC
        SEQUENCE:1
        CREATED:20261120T101010Z
        LAST-MODIFIED:20261120T101010Z
        RRULE:FREQ=WEEKLY;BYDAY=SU;COUNT=10
        BEGIN:VALARM
        X-EVOLUTION-ALARM-UID:20261120T101010Z-4242-1000-1-18@laptop
        ACTION:DISPLAY
        TRIGGER;VALUE=DURATION;RELATED=END:-PT10M
        DESCRIPTION:Call mom
        END:VALARM
        END:VTODO
        END:VCALENDAR
        """
}
