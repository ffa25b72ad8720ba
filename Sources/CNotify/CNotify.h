/// libnotify, the freedesktop notification client library, as a Swift module.
#include <libnotify/notify.h>
