/// GTK 3 as a Swift module.
#include <gtk/gtk.h>
