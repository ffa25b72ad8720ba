/// libsoup 3, the GNOME HTTP library on the GLib main loop, as a Swift module.
#include <libsoup/soup.h>
