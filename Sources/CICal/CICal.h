/// libical, the iCalendar library (RFC 5545: parsing values, time zones, recurrence rules,
/// serializing), as a Swift module.
#include <libical/ical.h>
