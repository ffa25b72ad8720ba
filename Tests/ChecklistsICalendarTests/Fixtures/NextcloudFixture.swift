/// Tasks in the shape Nextcloud Tasks writes (written for these tests from its documented
/// properties): a calendar name, a due date in UTC, a rule on the month's last day, a
/// progress, categories, and a done sub-task pointing at its parent.
enum NextcloudFixture {
    static let text = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Nextcloud Tasks v0.16.0
        CALSCALE:GREGORIAN
        X-WR-CALNAME:Household
        BEGIN:VTODO
        UID:parent-rent
        CREATED:20261101T080000Z
        LAST-MODIFIED:20261115T080000Z
        DTSTAMP:20261115T080000Z
        SUMMARY:Pay rent
        PRIORITY:5
        STATUS:NEEDS-ACTION
        PERCENT-COMPLETE:40
        DUE:20261231T100000Z
        RRULE:FREQ=MONTHLY;BYMONTHDAY=-1
        CATEGORIES:Home
        X-OC-HIDESUBTASKS:0
        END:VTODO
        BEGIN:VTODO
        UID:child-transfer
        CREATED:20261101T080000Z
        LAST-MODIFIED:20261130T080000Z
        DTSTAMP:20261130T080000Z
        RELATED-TO:parent-rent
        SUMMARY:Transfer the money
        STATUS:COMPLETED
        COMPLETED:20261130T080000Z
        PERCENT-COMPLETE:100
        END:VTODO
        END:VCALENDAR
        """
}
