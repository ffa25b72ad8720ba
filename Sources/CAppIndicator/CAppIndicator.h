/// libayatana-appindicator3 (a StatusNotifierItem, falling back to an XEmbed tray icon),
/// and the GDK X11 and Xlib calls that tell whether an XEmbed tray is there.
#include <libayatana-appindicator/app-indicator.h>
#include <gdk/gdkx.h>
