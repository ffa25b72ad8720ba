/// GSound, the GLib wrapper of libcanberra that plays the desktop's sound theme, as a Swift module.
#include <gsound.h>
