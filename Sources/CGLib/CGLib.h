/// GLib, GObject and GIO (with its Unix parts) as one Swift module.
#include <sys/types.h>
#include <unistd.h>
#include <gio/gio.h>
#include <glib-unix.h>
